/// `api.auth`: the credential every request of the spec's API carries, except those of endpoints written
/// with `auth: none`, and where it goes.
///
/// The credential is a state value (`state.token` or `app.session.token`), a `String` or `String?`, read when
/// the request starts; while it is `nil` or empty the request is not sent and reports
/// `APIError.missingCredential`.
public struct AuthSpec: Hashable, Sendable {
    /// Where a request carries the credential.
    public enum Placement: Hashable, Sendable {
        /// `bearer: <source>`: the header `Authorization: Bearer <credential>`.
        case bearer
        /// `apiKey: { header: <name>, from: <source> }`: the credential as that header's value.
        case header(String)
        /// `apiKey: { query: <name>, from: <source> }`: the credential as that query item's value.
        case query(String)

        /// What the placement is called in messages: `bearer`, `apiKey header 'X-API-Key'`.
        public var described: String {
            switch self {
            case .bearer: "bearer"
            case .header(let name): "apiKey header \(quoted(name))"
            case .query(let name): "apiKey query item \(quoted(name))"
            }
        }
    }

    public var placement: Placement
    /// Where the credential is read: `.state` or `.app` (validation refuses the others).
    public var source: ValueSource
    /// Where `auth:` was written.
    public var location: SourceLocation
    /// How the source is named in messages: `'bearer' of 'api.auth'`, `'from' of 'apiKey' of 'api.auth'`.
    public var sourceContext: String
    /// Where an API key's header or query name was written; `location` for `bearer`.
    public var placementLocation: SourceLocation

    public init(placement: Placement, source: ValueSource, location: SourceLocation, sourceContext: String) {
        self.placement = placement
        self.source = source
        self.location = location
        self.sourceContext = sourceContext
        self.placementLocation = location
    }
}
