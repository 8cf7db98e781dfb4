/// What an authenticated request does when the server answers 401 Unauthorized (a spec's
/// `api.auth.onUnauthorized`): it asks for a renewed credential and is sent once more with it.
///
/// The generated effects of an API with `onUnauthorized` send their requests through
/// ``send(with:_:)``; the feature's environment holds the renewal, ``none`` unless the app store gives it
/// one (see ``CredentialRenewer``):
///
/// ```swift
/// try await renewal.send(with: credential) { credential in
///     try await repository.listIssues(credential: credential, page: page)
/// }
/// ```
public struct CredentialRenewal: Sendable {
    /// A renewed credential after `rejected` was refused, or `nil` when there is none.
    let renew: @Sendable (_ rejected: String) async -> String?

    /// A renewal that asks `renew` for a credential to use instead of the rejected one; `nil` keeps the
    /// request's 401.
    public init(_ renew: @escaping @Sendable (_ rejected: String) async -> String?) {
        self.renew = renew
    }

    /// No renewal: a 401 stays the request's failure. A store of one feature uses it unless its environment
    /// is given another.
    public static let none = CredentialRenewal { _ in nil }

    /// Sends `request` with `credential`; when the server answers 401, sends it once more with a renewed
    /// credential. Throws ``APIError/missingCredential`` without sending anything when `credential` is `nil`
    /// or empty, and the 401 when no credential is renewed or the second answer is a 401 too.
    public func send<Response: Sendable>(
        with credential: String?,
        _ request: @Sendable (_ credential: String) async throws(APIError) -> Response
    ) async throws(APIError) -> Response {
        let credential = try APIAuth.required(credential)
        do {
            return try await request(credential)
        } catch {
            guard case .httpStatus(401, _) = error, let renewed = await renew(credential), !renewed.isEmpty else { throw error }
            return try await request(renewed)
        }
    }
}
