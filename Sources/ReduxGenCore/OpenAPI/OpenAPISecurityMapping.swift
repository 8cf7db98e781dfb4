import OpenAPIKit

/// How an operation is authenticated, as the spec language can say it (docs/openapi.md, "Security"):
/// `security` (the operation's, else the document's) over `components.securitySchemes`.
enum MappedAuth: Hashable, Sendable {
    /// The document says nothing: no `security` on the operation, none at the top.
    case undeclared
    /// No credential: the operation's `security: []`, or an empty alternative (`{}`) chosen.
    case none
    /// One scheme reduxgen maps onto `api.auth`: HTTP bearer, or an API key in a header or the query.
    case scheme(name: String, placement: AuthSpec.Placement)
    /// A requirement reduxgen cannot express (oauth2, openIdConnect, HTTP basic, an API key in a cookie,
    /// several schemes together); already warned about. The endpoint is sent without a credential.
    case unmapped

    /// How the scheme is named in messages: `bearer (scheme 'bearerAuth')`.
    var described: String {
        switch self {
        case .undeclared, .none: "no credential"
        case .scheme(let name, let placement): "\(placement.described) (security scheme \(quoted(name)))"
        case .unmapped: "a security scheme reduxgen cannot express"
        }
    }
}

/// Maps security requirements, collecting located warnings for what it cannot map.
struct OpenAPISecurityMapping {
    let loaded: LoadedOpenAPIDocument
    var warnings: [Diagnostic] = []

    init(_ loaded: LoadedOpenAPIDocument) {
        self.loaded = loaded
    }

    /// How `entry`'s operation is authenticated. The first alternative reduxgen can express is taken, with a
    /// warning when there are several; a requirement it cannot express is a warning at the requirement.
    mutating func auth(of entry: OpenAPIOperationEntry) -> MappedAuth {
        let path = entry.operation.security != nil ? entry.documentPath + ["security"] : ["security"]
        if entry.operation.security == nil && loaded.document.security.isEmpty { return .undeclared }
        let requirements = entry.operation.security ?? loaded.document.security
        guard !requirements.isEmpty else { return .none }
        var reasons: [String] = []
        var chosen: MappedAuth?
        for requirement in requirements {
            if let mapped = map(requirement, reasons: &reasons), chosen == nil { chosen = mapped }
        }
        let operation = quoted(entry.operationId)
        guard let chosen else {
            warnings.append(.warning(
                "operation \(operation) requires \(reasons.joined(separator: ", or ")), which reduxgen cannot express; its requests are sent without a credential: give it one by hand",
                at: loaded.location(of: path)
            ))
            return .unmapped
        }
        if requirements.count > 1 {
            warnings.append(.warning(
                "operation \(operation) accepts \(requirements.count) security alternatives; the spec sends the first one it can express, \(chosen.described)",
                at: loaded.location(of: path)
            ))
        }
        return chosen
    }

    /// One alternative of a requirement: every scheme it names is needed together, so only an empty one or
    /// one of a single mappable scheme maps. `reasons` gets why another one cannot.
    private func map(_ requirement: OpenAPI.SecurityRequirement, reasons: inout [String]) -> MappedAuth? {
        let names = requirement.keys.compactMap(\.name).sorted()
        if names.isEmpty { return MappedAuth.none }
        guard names.count == 1, let name = names.first else {
            reasons.append("the security schemes \(names.map(quoted).joined(separator: " and ")) together")
            return nil
        }
        guard let scheme = loaded.document.components.securitySchemes[OpenAPI.ComponentKey(rawValue: name) ?? "unnamed"]?.b else {
            reasons.append("the security scheme \(quoted(name)), which the document's components do not have")
            return nil
        }
        switch scheme.type {
        case .http(let httpScheme, _) where httpScheme.lowercased() == "bearer":
            return .scheme(name: name, placement: .bearer)
        case .apiKey(let keyName, .header):
            return .scheme(name: name, placement: .header(keyName))
        case .apiKey(let keyName, .query):
            return .scheme(name: name, placement: .query(keyName))
        case .apiKey(_, .cookie):
            reasons.append("the security scheme \(quoted(name)) (an API key in a cookie)")
        case .http(let httpScheme, _):
            reasons.append("the security scheme \(quoted(name)) (HTTP \(httpScheme))")
        case .oauth2:
            reasons.append("the security scheme \(quoted(name)) (oauth2)")
        case .openIdConnect:
            reasons.append("the security scheme \(quoted(name)) (openIdConnect)")
        case .mutualTLS:
            reasons.append("the security scheme \(quoted(name)) (mutualTLS)")
        }
        return nil
    }

    /// The one way the imported API authenticates: the scheme most operations use (the first in the document
    /// among equals), or `nil` when none uses one.
    static func apiAuth(of auths: [MappedAuth]) -> (name: String, placement: AuthSpec.Placement)? {
        var counts: [MappedAuth: Int] = [:]
        var order: [MappedAuth] = []
        for auth in auths {
            guard case .scheme = auth else { continue }
            if counts[auth] == nil { order.append(auth) }
            counts[auth, default: 0] += 1
        }
        guard let best = order.max(by: { counts[$0, default: 0] < counts[$1, default: 0] }),
              case .scheme(let name, let placement) = best else { return nil }
        // `max` keeps the last of equals; the first in the document wins a tie.
        let top = counts[best, default: 0]
        if let first = order.first(where: { counts[$0] == top }), case .scheme(let firstName, let firstPlacement) = first {
            return (firstName, firstPlacement)
        }
        return (name, placement)
    }
}
