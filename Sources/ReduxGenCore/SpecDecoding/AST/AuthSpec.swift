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
    /// `onUnauthorized:`: what the app does when a request is answered 401.
    public var onUnauthorized: UnauthorizedSpec? = nil

    public init(placement: Placement, source: ValueSource, location: SourceLocation, sourceContext: String) {
        self.placement = placement
        self.source = source
        self.location = location
        self.sourceContext = sourceContext
        self.placementLocation = location
    }
}

extension AuthSpec {
    /// The credential as a path in the app state (`session.token`), which identifies it across the features
    /// of a run; `nil` for a source that is no state value (already reported).
    public func credentialPath(inFeature feature: String) -> String? {
        switch source {
        case .state(let field): "\(SwiftName.lowerCamelCase(feature)).\(SwiftName.lowerCamelCase(field.name))"
        case .app(let app): "\(SwiftName.lowerCamelCase(app.feature.name)).\(SwiftName.lowerCamelCase(app.field.name))"
        default: nil
        }
    }
}

/// `onUnauthorized: { refresh: app.session.refreshToken, signOut: app.session.signedOut }` of `api.auth`:
/// when a request is answered 401, the app store refreshes the credential with the `refresh` endpoint and
/// sends the request once more; when it cannot, it sends the `signOut` action. At least one of the two.
public struct UnauthorizedSpec: Hashable, Sendable {
    /// The endpoint that renews the credential: `refreshToken` of this feature, or `app.<feature>.<endpoint>`.
    public var refresh: FeatureMemberReference?
    /// The action sent when no credential could be renewed: `signedOut`, or `app.<feature>.<action>`.
    public var signOut: FeatureMemberReference?
    /// Where `onUnauthorized` is written.
    public var location: SourceLocation

    public init(refresh: FeatureMemberReference?, signOut: FeatureMemberReference?, location: SourceLocation) {
        self.refresh = refresh
        self.signOut = signOut
        self.location = location
    }
}

/// A name of the spec's own feature (`signedOut`) or of another feature (`app.session.signedOut`).
public struct FeatureMemberReference: Hashable, Sendable {
    /// The other feature, as written; `nil` for the spec's own feature.
    public var feature: NameReference?
    /// The endpoint or action, as written.
    public var name: NameReference

    public init(feature: NameReference?, name: NameReference) {
        self.feature = feature
        self.name = name
    }

    /// As written: `app.session.signedOut` or `signedOut`.
    public var written: String { feature.map { "app.\($0.name).\(name.name)" } ?? name.name }
}
