extension ValidationRun {
    /// `concurrency: { policy: latest, key: payload.id }`: the key is a payload field of a type that can
    /// tell requests apart (a string, number, Bool, UUID or enum), with `latest` or `queue`, on an endpoint
    /// without pages.
    mutating func checkConcurrencyKey(_ endpoint: EndpointSpec, context: String) {
        guard let key = endpoint.concurrencyKey else { return }
        let what = "the concurrency key of \(context)"
        let location: SourceLocation
        switch key {
        case .payload(let reference):
            location = reference.location
        case .state(let reference):
            diagnostics.error("\(what) must be a payload field, like payload.id; state.\(reference.name) is the same for every request", at: reference.location)
            return
        case .literal(_, let at):
            diagnostics.error("\(what) must be a payload field, like payload.id; a literal is the same for every request", at: at)
            return
        case .app(let app):
            diagnostics.error("\(what) must be a payload field, like payload.id; \(app.written) is the same for every request", at: app.feature.location)
            return
        case .template(let template):
            diagnostics.error("\(what) must be a payload field, like payload.id, not a template", at: template.location)
            return
        }
        if endpoint.concurrency == .dropWhileInFlight {
            diagnostics.error(
                "\(what) works with 'latest' and 'queue', not 'dropWhileInFlight': the endpoint's one status cannot tell which key is loading",
                at: location
            )
        }
        if endpoint.pagination != nil {
            diagnostics.error("\(what) cannot be used with 'pagination': the pages share one page state", at: location)
        }
        guard let type = sourceType(key, of: endpoint, for: what) else { return }
        if !isTextual(type.nonOptional) {
            diagnostics.error("\(what) is '\(type)'; it must be a string, number, Bool, UUID or enum", at: location)
        }
    }
}
