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
