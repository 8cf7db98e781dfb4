/// Finds a named item by its spec name or, failing that, by its Swift name, in constant time, so that
/// validating a very large spec stays linear.
struct NameIndex {
    private var byName: [String: Int] = [:]
    private var bySwiftName: [String: Int] = [:]

    /// Indexes `names` (spec name, Swift name) by position; the first of equal names wins.
    init(_ names: some Sequence<(name: String, swiftName: String)>) {
        for (position, item) in names.enumerated() {
            if byName[item.name] == nil { byName[item.name] = position }
            if bySwiftName[item.swiftName] == nil { bySwiftName[item.swiftName] = position }
        }
    }

    /// The position of the item named `name` (spec name first, then Swift name).
    func position(of name: String) -> Int? {
        byName[name] ?? bySwiftName[name]
    }
}

extension ValidationRun {
    /// How many names "did you mean" suggestions may compare in one validation; past it, messages go
    /// without, so a huge spec full of misspellings cannot make validation quadratic.
    static let suggestionBudget = 200_000

    /// `; did you mean 'x'?` while the budget lasts, else the empty string.
    func suggest(_ name: String, among candidates: @autoclosure () -> [String]) -> String {
        guard suggestionBudget.remaining > 0, name.count <= 40 else { return "" }
        let list = candidates()
        suggestionBudget.remaining -= list.count + 1
        return suggestionBudget.remaining >= 0 ? Suggestion.didYouMean(name, among: list) : ""
    }

    /// The model whose spec name (or Swift name) is `name`.
    func model(named name: String) -> ModelSpec? {
        models.position(of: name).map { spec.models[$0] }
    }

    /// The state field whose spec name (or Swift name) is `name`.
    func stateFieldSpec(named name: String) -> StateFieldSpec? {
        stateFields.position(of: name).map { spec.state[$0] }
    }

    /// The field (struct) or case (enum) of a model named `name`, by an index built once per model.
    mutating func memberPosition(_ name: String, inModel model: ModelSpec) -> Int? {
        guard let position = models.position(of: model.name) else { return nil }
        if memberIndexes[position] == nil {
            let members = model.enumeration.map { $0.cases.map { ($0.name, $0.swiftName) } } ?? model.fields.map { ($0.name, $0.swiftName) }
            memberIndexes[position] = NameIndex(members.map { (name: $0.0, swiftName: $0.1) })
        }
        return memberIndexes[position]?.position(of: name)
    }

    /// The payload field of a declared action, by an index built once per action.
    mutating func payloadField(_ name: String, ofAction action: ActionSpec) -> PayloadFieldSpec? {
        // An endpoint's outcome (`onSuccess:`, `onFailure:`) and its `optimistic:` steps read as actions no index holds.
        guard let position = actions.position(of: action.name) else { return action.payloadField(named: name) }
        if actionPayloadIndexes[position] == nil {
            actionPayloadIndexes[position] = NameIndex(action.payload.map { (name: $0.name, swiftName: $0.swiftName) })
        }
        return actionPayloadIndexes[position]?.position(of: name).map { action.payload[$0] }
    }
}

/// The suggestions one validation may still compute (see `ValidationRun.suggestionBudget`).
final class SuggestionBudget {
    var remaining: Int

    init(_ remaining: Int) {
        self.remaining = remaining
    }
}
