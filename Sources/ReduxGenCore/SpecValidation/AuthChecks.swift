/// Checks `api.auth` and the endpoints' `auth: none` (docs/spec.md, "Authentication"): a `state.` credential
/// names a `String` or `String?` field (an `app.` one is checked by `AppValueResolver`, which sees the other
/// specs), an API key's name is a valid header name, no endpoint sends its own value where the credential
/// goes, and `auth: none` opts out of something.
extension ValidationRun {
    mutating func checkAuth() {
        guard let auth = spec.api?.auth else {
            for endpoint in spec.endpoints {
                guard let location = endpoint.optsOutOfAuth else { continue }
                diagnostics.error(
                    "'auth: none' of endpoint \(quoted(endpoint.name)) opts out of an authentication the API does not declare; remove it, or declare 'auth' under 'api'",
                    at: location
                )
            }
            return
        }
        if case .header(let name) = auth.placement { checkHeader(name: name, at: auth.placementLocation) }
        switch auth.source {
        case .state(let reference):
            if let field = stateField(reference, for: auth.sourceContext), !Self.isCredentialType(field.type) {
                diagnostics.error(
                    "\(auth.sourceContext) reads state field \(quoted(field.name)), which is '\(field.type)'; a credential is a String or String?",
                    at: reference.location,
                    notes: [.note("state field \(quoted(field.name)) is declared here", at: field.location)]
                )
            }
        case .app, .payload, .literal, .template:
            break
        }
        let conflict = Self.conflictingName(auth.placement)
        for header in spec.api?.headers ?? [] where conflict.header == header.name.lowercased() {
            diagnostics.error(
                "header \(quoted(header.name)) of 'api' is where 'api.auth' sends its credential (\(auth.placement.described)); remove the header",
                at: header.location
            )
        }
        for endpoint in spec.endpoints where endpoint.optsOutOfAuth == nil {
            let context = "endpoint \(quoted(endpoint.name))"
            let remedy = "remove it, or write 'auth: none' on the endpoint to send its own value instead"
            for header in endpoint.headers where conflict.header == header.name.lowercased() {
                diagnostics.error(
                    "header \(quoted(header.name)) of \(context) is where 'api.auth' sends its credential (\(auth.placement.described)); \(remedy)",
                    at: header.location
                )
            }
            for item in endpoint.query where conflict.query == item.name {
                diagnostics.error(
                    "query parameter \(quoted(item.name)) of \(context) is where 'api.auth' sends its credential (\(auth.placement.described)); \(remedy)",
                    at: item.location
                )
            }
        }
    }

    /// Whether a credential may be read from a value of `type`: text, present or not.
    static func isCredentialType(_ type: TypeReference) -> Bool {
        type == .string || type == .optional(.string)
    }

    /// The header (lower case) or query item the credential takes.
    private static func conflictingName(_ placement: AuthSpec.Placement) -> (header: String?, query: String?) {
        switch placement {
        case .bearer: ("authorization", nil)
        case .header(let name): (name.lowercased(), nil)
        case .query(let name): (nil, name)
        }
    }
}
