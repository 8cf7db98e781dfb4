/// A state field of another feature that this feature's requests read (`app.session.token`): its
/// environment holds a provider of it, which the app sets from the app state.
public struct ResolvedAppValue: Hashable, Sendable {
    /// The environment property and its init parameter, e.g. `sessionToken`.
    public var name: String
    /// The Swift type the provider returns, e.g. `String` or `String?`.
    public var type: String
    /// The other feature's property of the app state, e.g. `session`.
    public var featureMember: String
    /// The other feature's Swift name, e.g. `Session`.
    public var featureName: String
    /// The field's escaped Swift property name, e.g. `token`.
    public var fieldName: String
    /// The value the generated tests' providers return: the type's second sample.
    public var sampleValue: ResolvedSampleValue
}

extension ResolvedAppValue {
    /// The values of other features `spec`'s requests and trigger conditions read, once each, in order of
    /// first use.
    static func values(of spec: FeatureSpec, context: ResolutionContext) -> [ResolvedAppValue] {
        var values: [ResolvedAppValue] = []
        for endpoint in spec.endpoints {
            // A body never takes another feature's value (validation refuses it): its sources add nothing here.
            let credential = spec.credentialSource(of: endpoint).map { [$0] } ?? []
            let requestValues = (endpoint.requestSources.flatMap(\.readSources) + credential).compactMap { source -> AppValueReference? in
                if case .app(let app) = source { app } else { nil }
            }
            for app in requestValues + endpoint.triggerConditions.compactMap(\.condition.app) {
                guard let type = app.type, !values.contains(where: { $0.name == app.environmentName }) else { continue }
                values.append(ResolvedAppValue(app, type: type, context: context))
            }
        }
        return values
    }

    /// The value of `app`, of the resolved `type`, as the generated tests provide it: the type's second sample.
    init(_ app: AppValueReference, type: TypeReference, context: ResolutionContext) {
        self.init(
            name: app.environmentName,
            type: context.types.source(for: type),
            featureMember: SwiftName.escaped(SwiftName.lowerCamelCase(app.feature.name)),
            featureName: SwiftName.upperCamelCase(app.feature.name),
            fieldName: SwiftName.escaped(SwiftName.lowerCamelCase(app.field.name)),
            sampleValue: context.samples.value(for: type, variant: 2)
        )
    }
}
