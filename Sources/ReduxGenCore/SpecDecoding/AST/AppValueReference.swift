/// `app.session.token`: a state field of another feature of the app, read when the request starts.
///
/// The feature must be generated together with the one that reads it; its environment gets a provider
/// of the value (`sessionToken`), which the generated app reducer and middleware set from the app state.
public struct AppValueReference: Hashable, Sendable {
    /// The other feature, as written (`session`).
    public var feature: NameReference
    /// The state field of that feature, as written (`token`).
    public var field: NameReference
    /// The field's type, once the specs generated together are checked (`AppValueResolver`); `nil` before.
    public var type: TypeReference?
    /// The field's initial value in the other feature, once resolved: what the value is in an app that has
    /// just started (the generated app tests start there).
    public var initialValue: LiteralValue?

    public init(feature: NameReference, field: NameReference, type: TypeReference? = nil) {
        self.feature = feature
        self.field = field
        self.type = type
    }

    /// The source as written: `app.session.token`.
    public var written: String { "app.\(feature.name).\(field.name)" }

    /// The property of the reading feature's environment that provides the value: the feature's member
    /// name followed by the field's name, `sessionToken`.
    public var environmentName: String {
        SwiftName.lowerCamelCase(feature.name) + SwiftName.upperCamelCase(field.name)
    }
}
