/// Resolves `app.<feature>.<field>` sources against the specs generated together: the feature must be one
/// of them (not the reading feature itself) and the field one of its state fields, of a type any feature
/// can name (`String`, `Int`, `Double`, `Bool`, `UUID`, `URL`, `Date`). Optional values are allowed where
/// an optional is (query items and headers, left out while `nil`), not in paths or templates; bodies take
/// no values of other features.
///
/// `ModuleChecks` reports the problems, so `reduxgen validate` and generation refuse the same specs; the
/// generator takes the specs with every reference's type filled in.
public enum AppValueResolver {
    /// Where a value is sent, which decides whether it may be optional.
    private enum Part {
        case path, query, header, template, body, condition
        /// The credential of `api.auth`: a `String` or `String?`.
        case credential
    }

    /// The features of a run whose specs have errors, which `resolve` does not get: a reference to one of
    /// them is not reported, since the problem is in that spec and is reported there.
    public struct BrokenFeatures: Sendable {
        /// The app state members (`session`) of the features that were named but have errors.
        public var members: Set<String>
        /// Whether some spec of the run failed before it named its feature (unreadable, not YAML): any
        /// feature might be that one.
        public var includeUnnamed: Bool

        public init(members: Set<String> = [], includeUnnamed: Bool = false) {
            self.members = members
            self.includeUnnamed = includeUnnamed
        }

        public static let none = BrokenFeatures()

        func contains(member: String) -> Bool { includeUnnamed || members.contains(member) }
    }

    /// `specs` with the type of every `app.` source filled in, and the problems found.
    public static func resolve(_ specs: [FeatureSpec], broken: BrokenFeatures = .none) -> (specs: [FeatureSpec], diagnostics: [Diagnostic]) {
        var collector = DiagnosticCollector()
        var resolved = specs
        for specIndex in resolved.indices {
            let spec = resolved[specIndex]
            if let auth = spec.api?.auth, case .app = auth.source {
                resolved[specIndex].api?.auth?.source = resolveSource(
                    auth.source, part: .credential, in: spec, among: specs, broken: broken, for: auth.sourceContext, into: &collector
                )
            }
            for endpointIndex in spec.endpoints.indices where readsAppValues(spec.endpoints[endpointIndex]) {
                var endpoint = spec.endpoints[endpointIndex]
                let context = "endpoint \(quoted(endpoint.name))"
                func resolveAll(_ parameters: inout [ParameterSpec], _ part: Part, _ kind: String) {
                    for index in parameters.indices {
                        let what = "\(kind) \(quoted(parameters[index].name)) of \(context)"
                        parameters[index].source = resolveSource(parameters[index].source, part: part, in: spec, among: specs, broken: broken, for: what, into: &collector)
                    }
                }
                resolveAll(&endpoint.pathParameters, .path, "path parameter")
                resolveAll(&endpoint.query, .query, "query parameter")
                resolveAll(&endpoint.headers, .header, "header")
                switch endpoint.body {
                case .value(let source):
                    endpoint.body = .value(resolveSource(source, part: .body, in: spec, among: specs, broken: broken, for: "the body of \(context)", into: &collector))
                case .object(var fields):
                    resolveAll(&fields, .body, "body field")
                    endpoint.body = .object(fields)
                case .form(var fields):
                    resolveAll(&fields, .body, "form field")
                    endpoint.body = .form(fields)
                case nil:
                    break
                }
                resolved[specIndex].endpoints[endpointIndex] = endpoint
            }
            for endpointIndex in spec.endpoints.indices {
                for conditionIndex in spec.endpoints[endpointIndex].triggerConditions.indices {
                    var conditional = spec.endpoints[endpointIndex].triggerConditions[conditionIndex]
                    guard let app = conditional.condition.app else { continue }
                    let test = conditional.condition.test
                    let what = "'\(test.rawValue)' of trigger \(quoted(conditional.trigger.name)) of endpoint \(quoted(spec.endpoints[endpointIndex].name))"
                    let resolvedApp = resolve(app, part: .condition, in: spec, among: specs, broken: broken, for: what, into: &collector)
                    if let type = resolvedApp.type, let expected = ValidationRun.typeProblem(of: test, on: type) {
                        collector.error(
                            "\(what) tests \(app.written), which is '\(type)'; '\(test.rawValue)' needs \(expected)",
                            at: app.field.location
                        )
                    }
                    conditional.condition.app = resolvedApp
                    resolved[specIndex].endpoints[endpointIndex].triggerConditions[conditionIndex] = conditional
                }
            }
            checkEnvironmentNames(of: resolved[specIndex], into: &collector)
        }
        return (resolved, collector.diagnostics)
    }

    /// The properties of a feature's environment that are not providers of other features' values.
    private static let environmentMembers: Set<String> = ["repository", "clock", "dependencies", "credentialRenewal"]

    /// Each value of another feature is provided by the environment property named after its feature and
    /// field (`app.session.token` is `sessionToken`): two values must not get one name, and none may take
    /// the name of a property the environment has for other things.
    private static func checkEnvironmentNames(of spec: FeatureSpec, into collector: inout DiagnosticCollector) {
        var references: [AppValueReference] = []
        if case .app(let app)? = spec.api?.auth?.source { references.append(app) }
        for endpoint in spec.endpoints {
            for case .app(let app) in endpoint.requestSources.flatMap(\.readSources) { references.append(app) }
            references += endpoint.triggerConditions.compactMap(\.condition.app)
        }
        var first: [String: AppValueReference] = [:]
        var reportedMembers: Set<String> = []
        for app in references {
            let name = app.environmentName
            if environmentMembers.contains(name) {
                guard reportedMembers.insert(name).inserted else { continue }
                collector.error(
                    "\(app.written) would be provided by the environment property \(quoted(name)), which the environment has for "
                        + "another purpose; rename the field or the feature",
                    at: app.field.location
                )
                continue
            }
            guard let earlier = first[name] else {
                first[name] = app
                continue
            }
            let isSameValue = SwiftName.lowerCamelCase(earlier.feature.name) == SwiftName.lowerCamelCase(app.feature.name)
                && SwiftName.lowerCamelCase(earlier.field.name) == SwiftName.lowerCamelCase(app.field.name)
            guard !isSameValue else { continue }
            collector.error(
                "\(app.written) and \(earlier.written) would both be provided by the environment property \(quoted(name)); "
                    + "rename a field or a feature",
                at: app.field.location,
                notes: [.note("\(earlier.written) is read here", at: earlier.field.location)]
            )
        }
    }

    /// Whether a request part of `endpoint` reads another feature's state: only such an endpoint is copied,
    /// changed and put back, and has the phrases its messages would need made. Most endpoints read none.
    private static func readsAppValues(_ endpoint: EndpointSpec) -> Bool {
        endpoint.requestSources.flatMap(\.readSources).contains { if case .app = $0 { true } else { false } }
    }

    private static func resolveSource(
        _ source: ValueSource, part: Part, in spec: FeatureSpec, among specs: [FeatureSpec], broken: BrokenFeatures, for what: String,
        into collector: inout DiagnosticCollector
    ) -> ValueSource {
        switch source {
        case .app(let app):
            return .app(resolve(app, part: part, in: spec, among: specs, broken: broken, for: what, into: &collector))
        case .template(var template):
            for index in template.segments.indices {
                guard case .placeholder(.app(let app)) = template.segments[index] else { continue }
                let placeholder = "placeholder '{\(app.written)}' in the template of \(what)"
                template.segments[index] = .placeholder(.app(resolve(app, part: .template, in: spec, among: specs, broken: broken, for: placeholder, into: &collector)))
            }
            return .template(template)
        case .state, .payload, .literal:
            return source
        }
    }

    private static func resolve(
        _ app: AppValueReference, part: Part, in spec: FeatureSpec, among specs: [FeatureSpec], broken: BrokenFeatures, for what: String,
        into collector: inout DiagnosticCollector
    ) -> AppValueReference {
        var app = app
        let member = SwiftName.lowerCamelCase(app.feature.name)
        guard let other = specs.first(where: { $0.hasFeatureName && SwiftName.lowerCamelCase($0.name) == member }) else {
            if broken.contains(member: member) { return app }
            let others = specs.filter { $0.hasFeatureName && $0.swiftName != spec.swiftName }.map { SwiftName.lowerCamelCase($0.name) }
                + broken.members.sorted()
            let hint = others.isEmpty
                ? "; generate this spec together with the spec of that feature"
                : Suggestion.didYouMean(app.feature.name, among: others)
            collector.error("\(what) names no feature \(quoted(app.feature.name)) generated with this one\(hint)", at: app.feature.location)
            return app
        }
        if other.swiftName == spec.swiftName {
            collector.error("\(what) names the feature's own state; write state.\(app.field.name)", at: app.feature.location)
            return app
        }
        guard let field = other.stateField(named: app.field.name) else {
            let hint = Suggestion.didYouMean(app.field.name, among: other.state.map(\.name))
            collector.error("\(what) names no state field \(quoted(app.field.name)) of feature \(quoted(other.name))\(hint)", at: app.field.location)
            return app
        }
        let canBeOptional = part == .query || part == .header || part == .condition || part == .credential
        if part == .credential, field.type.nonOptional != .string {
            collector.error("\(what) is '\(field.type)'; a credential is a String or String?", at: app.field.location)
            return app
        }
        switch field.type.nonOptional {
        case .string, .int, .double, .bool, .uuid, .url, .date:
            break
        default:
            collector.error(
                "\(what) is '\(field.type)'; a value of another feature must be a String, Int, Double, Bool, UUID, URL or Date",
                at: app.field.location
            )
            return app
        }
        if part == .body {
            collector.error("\(what) cannot take a value of another feature; send it in the path, the query or a header", at: app.feature.location)
            return app
        }
        if field.type.isOptional, !canBeOptional {
            collector.error("\(what) is '\(field.type)', which cannot be optional here; only query items and headers leave out a nil value", at: app.field.location)
            return app
        }
        app.type = field.type
        app.initialValue = field.initialValue
        return app
    }
}
