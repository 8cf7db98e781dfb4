/// Actions and their reduce steps of a random feature.
extension FeatureBuilder {
    struct ActionDraft {
        var name: String
        var payload: [RandomField] = []
        var steps: [SpecTree] = []
        var isCustom = false

        var tree: SpecTree {
            var entries: [(String, SpecTree)] = []
            if !payload.isEmpty { entries.append(("payload", .map(payload.map { ($0.name, .quoted($0.type.spec)) }))) }
            if isCustom { entries.append(("custom", .plain("true"))) }
            if !steps.isEmpty { entries.append(("reduce", .sequence(steps))) }
            return .map(entries)
        }

        /// A payload field of `type` (reused when there is one), named from `words`.
        mutating func payloadField(of type: RandomType, naming: () -> String) -> String {
            if let existing = payload.first(where: { $0.type == type }) { return existing.name }
            let name = naming()
            payload.append(RandomField(name: name, type: type))
            return name
        }
    }

    mutating func makeAction() {
        var draft = ActionDraft(name: name(from: Self.actionWords, into: \.actionNames))
        var used: Set<String> = []
        for _ in 0..<int(0...2) {
            draft.payload.append(RandomField(name: name(from: Self.fieldWords, in: &used), type: randomType(depth: 0)))
        }
        if chance(0.15) {
            draft.isCustom = true
        } else {
            for _ in 0..<int(0...3) {
                if let step = makeStep(&draft, usedPayloadNames: &used) { draft.steps.append(step) }
            }
        }
        actions.append(draft)
    }

    /// A step on a random state field, with an input from the payload (added when needed), a state field of
    /// the same type, or a literal.
    mutating func makeStep(_ draft: inout ActionDraft, usedPayloadNames used: inout Set<String>) -> SpecTree? {
        let field = pick(state)
        let target = field.name
        var fresh: () -> String = { "" }
        var names = used
        var builder = self
        fresh = { builder.name(from: Self.fieldWords, in: &names) }
        defer { used = names; random = builder.random }

        func input(_ type: RandomType, _ draft: inout ActionDraft, literalAllowed: Bool) -> (String, SpecTree) {
            if literalAllowed && type.isWritable && builder.chance(0.4) { return ("value", builder.literal(type)) }
            let sources = builder.state.filter { $0.type == type && $0.name != target }
            if !sources.isEmpty && builder.chance(0.3) { return ("from", .plain("state." + builder.pick(sources).name)) }
            return ("from", .plain(draft.payloadField(of: type, naming: fresh)))
        }

        switch field.type {
        case .bool where builder.chance(0.6):
            return .map([("toggle", .plain(target))])
        case .int, .double:
            let by: SpecTree = field.type == .int ? .plain(String(builder.int(0...5))) : .plain(builder.pick(["0.25", "2", "-1.5"]))
            let operation = builder.chance(0.5) ? "increment" : "decrement"
            return builder.chance(0.3) ? .map([(operation, .plain(target))]) : .map([(operation, .plain(target)), ("by", by)])
        case .array(let element):
            switch builder.int(0...3) {
            case 0:
                // A sequence literal appends its elements, so an array element is appended from the payload.
                let (key, value) = input(element, &draft, literalAllowed: element.arrayElement == nil)
                return .map([("append", .plain(target)), (key, value)])
            case 1:
                let (key, value) = input(field.type, &draft, literalAllowed: true)
                return .map([("append", .plain(target)), (key, value)])
            case 2:
                let (key, value) = input(element, &draft, literalAllowed: true)
                return .map([("remove", .plain(target)), (key, value)])
            default:
                let (key, value) = input(element, &draft, literalAllowed: false)
                return .map([("toggle", .plain(target)), (key, value)])
            }
        default:
            if builder.chance(0.25) { return .map([("reset", .plain(target))]) }
            let type = field.type.isOptional && builder.chance(0.5) ? field.type.nonOptional : field.type
            let (key, value) = input(type, &draft, literalAllowed: true)
            return .map([("set", .plain(target)), (key, value)])
        }
    }
}
