/// Which generated files import Foundation, by one rule for all of them: a file imports Foundation when a
/// value its code handles has a type that mentions `Date`, `URL` or `UUID`, looking into the models it holds
/// field by field, at any depth (docs/generated-code.md, "Imports").
///
/// Looking into the models is what makes the rule complete: every value the code names a type for or writes
/// a literal of is a value it handles or a part of one (a `where:` step writes a model field, an optimistic
/// record holds one, the app reducer resets another feature's field), so no construct needs its own case.
extension FeatureContext {
    /// Whether the feature's state, action, reducer, effects and middleware files import Foundation: the
    /// values they handle are its state, its actions' payloads, its requests and responses, and the values of
    /// other features its requests read.
    static func usesFoundationTypes(_ feature: ResolvedFeature) -> Bool {
        let types = feature.stateFields.map(\.type)
            + feature.actions.flatMap { $0.payload.map(\.type) }
            + feature.endpoints.flatMap { endpoint in endpoint.payload.map(\.type) + endpoint.parameters.map(\.type) + [endpoint.outcomeType] }
            + feature.appValues.map(\.type)
        return mentionFoundationTypes(types, models: feature.models)
    }

    /// Whether the app's state, action and reducer files import Foundation: they handle every feature's
    /// state and actions, so they do when one of the features' files does.
    static func appUsesFoundationTypes(_ features: [ResolvedFeature]) -> Bool {
        features.contains(where: usesFoundationTypes)
    }

    /// The Swift types the feature's models hold: their fields' and their sum cases' types.
    private static func modelTypes(_ feature: ResolvedFeature) -> [String] {
        feature.models.flatMap(heldTypes)
    }

    /// Whether the models file imports Foundation: the values it handles are the models themselves.
    static func modelsUseFoundationTypes(_ feature: ResolvedFeature) -> Bool {
        mentionFoundationTypes(modelTypes(feature), models: feature.models)
    }

    /// Whether a model holds a ReduxRuntime type (`JSONValue`): the models file then imports ReduxRuntime.
    static func modelsUseRuntimeTypes(_ feature: ResolvedFeature) -> Bool {
        modelTypes(feature).contains { typeNames($0).contains("JSONValue") }
    }

    /// Whether one of the Swift types `types`, or a field of a model they hold at any depth, names `Date`,
    /// `URL` or `UUID`.
    static func mentionFoundationTypes(_ types: [String], models: [ResolvedModel]) -> Bool {
        let modelsByName = Dictionary(models.map { ($0.qualifiedName, $0) }) { first, _ in first }
        var pending = types
        var visited: Set<String> = []
        while let type = pending.popLast() {
            for name in typeNames(type) {
                if foundationTypeNames.contains(name) { return true }
                if let model = modelsByName[String(name)], visited.insert(String(name)).inserted {
                    pending += heldTypes(model)
                }
            }
        }
        return false
    }

    /// The Foundation types generated code can name. A model of the same name is written inside its
    /// feature's namespace (`Feed.Date`), so it never matches.
    private static let foundationTypeNames: Set<Substring> = ["Date", "URL", "UUID"]

    /// The types a model holds: its fields' and its sum cases' types.
    private static func heldTypes(_ model: ResolvedModel) -> [String] {
        model.fields.map(\.type) + (model.sum?.cases.map(\.type) ?? [])
    }

    /// The (qualified) type names a Swift type is written with: `[String: Feed.Article?]` gives `String` and
    /// `Feed.Article`.
    private static func typeNames(_ type: String) -> [Substring] {
        type.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
    }
}
