/// A value of another feature the feature reads (`app.session.token`): its environment's provider
/// (`name`, `type`), where the app reads it from the app state (`featureMember`, `feature`, `field`), and
/// the `sampleValue` the tests' provider returns.
struct AppValueContext: Encodable {
    var name: String
    var type: String
    var featureMember: String
    var feature: String
    var field: String
    var sampleValue: PartsContext<SampleValuePart>

    init(_ value: ResolvedAppValue) {
        name = value.name
        type = value.type
        featureMember = value.featureMember
        feature = value.featureName
        field = value.fieldName
        sampleValue = SampleValuePart.parts(of: value.sampleValue)
    }
}

/// An environment the tests or the mock middleware make (the feature's `<Feature>Environment`), for
/// `_environmentCall`: its `arguments`, each `label` and its `kind`: `provider` (`sampleValue`, the sample
/// the provider returns), `value` (`value`, the local passed) or `newMock` (the feature's mock repository,
/// made and passed).
struct EnvironmentCallContext: Encodable {
    struct Argument: Encodable {
        enum Kind: String, Encodable { case value, newMock, provider }

        var label: String
        var kind: Kind
        var value: String?
        var sampleValue: PartsContext<SampleValuePart>?
    }

    var arguments: [Argument]

    init(_ call: ResolvedEnvironmentCall) {
        arguments = call.arguments.map { argument in
            switch argument {
            case .value(let label, let local): Argument(label: label, kind: .value, value: local)
            case .newMock(let label): Argument(label: label, kind: .newMock)
            case .provider(let label, let sample):
                Argument(label: label, kind: .provider, sampleValue: SampleValuePart.parts(of: sample))
            }
        }
    }
}
