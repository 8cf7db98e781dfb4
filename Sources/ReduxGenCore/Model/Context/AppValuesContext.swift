/// The template context of a feature's values of other features (`app.session.token`): its environment's
/// providers, and how the app reads each from the app state.
enum AppValuesContext {
    static func make(_ feature: ResolvedFeature) -> TemplateValue {
        .array(feature.appValues.map { value in
            .dictionary([
                "name": .string(value.name),
                "type": .string(value.type),
                "featureMember": .string(value.featureMember),
                "featureName": .string(value.featureName),
                "fieldName": .string(value.fieldName),
                "sampleValue": FeatureContext.sampleValue(value.sampleValue),
            ])
        })
    }
}

extension AppValuesContext {
    /// The context of an environment the tests or the mock middleware make, for `_environmentCall`:
    /// `environmentType` and `arguments`, each `label` and its `kind`: `provider` (`sampleValue`, the sample
    /// the provider returns), `value` (`value`, the local passed) or `newMock` (`mockType`, the mock
    /// repository made and passed).
    static func environmentCall(_ call: ResolvedEnvironmentCall) -> TemplateValue {
        TemplateValueEncoder.encode(EnvironmentCallContext(call))
    }
}

/// An environment the tests or the mock middleware make, for `_environmentCall`.
struct EnvironmentCallContext: Encodable {
    struct Argument: Encodable {
        enum Kind: String, Encodable { case value, newMock, provider }

        var label: String
        var kind: Kind
        var value: String?
        var mockType: String?
        var sampleValue: PartsContext<SampleValuePart>?
    }

    var environmentType: String
    var arguments: [Argument]

    init(_ call: ResolvedEnvironmentCall) {
        environmentType = call.type
        arguments = call.arguments.map { argument in
            switch argument {
            case .value(let label, let local): Argument(label: label, kind: .value, value: local)
            case .newMock(let label, let type): Argument(label: label, kind: .newMock, mockType: type)
            case .provider(let label, let sample):
                Argument(label: label, kind: .provider, sampleValue: SampleValuePart.parts(of: sample))
            }
        }
    }
}
