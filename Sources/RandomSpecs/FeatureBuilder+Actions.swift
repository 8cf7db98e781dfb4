import ReduxGenCore

/// Actions and their reduce steps of a random feature.
extension FeatureBuilder {
    struct ActionDraft {
        var name: String
        var payload: [RandomField] = []
        var steps: [SpecTree] = []
        var isCustom = false
        /// Payload fields written `{ type: T, sensitive: true }`.
        var sensitive: Set<String> = []
        /// `resetApp:`, when the action resets the other features.
        var resetApp: SpecTree?

        var tree: SpecTree {
            var entries: [(String, SpecTree)] = []
            if !payload.isEmpty { entries.append(("payload", FeatureBuilder.payloadTree(payload, sensitive: sensitive))) }
            if isCustom { entries.append(("custom", .plain("true"))) }
            if !steps.isEmpty { entries.append(("reduce", .sequence(steps))) }
            if let resetApp { entries.append(("resetApp", resetApp)) }
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

    /// A `payload:` mapping, some fields in the long form with `sensitive: true`.
    static func payloadTree(_ payload: [RandomField], sensitive: Set<String>) -> SpecTree {
        .map(payload.map { field in
            sensitive.contains(field.name)
                ? (field.name, .map([("type", .quoted(field.type.spec)), ("sensitive", .plain("true"))]))
                : (field.name, .quoted(field.type.spec))
        })
    }

    mutating func makeAction() {
        var draft = ActionDraft(name: name(from: Self.actionWords, into: \.actionNames))
        var used: Set<String> = []
        for _ in 0..<int(0...2) {
            // Half the time named like a state field, which steps may read too (`from: x`, `from: state.x`).
            let fieldName = !state.isEmpty && chance(0.3) ? pick(state).name : name(from: Self.fieldWords, in: &used)
            guard !draft.payload.contains(where: { SwiftName.lowerCamelCase($0.name) == SwiftName.lowerCamelCase(fieldName) }) else { continue }
            used.insert(SwiftName.lowerCamelCase(fieldName))
            draft.payload.append(RandomField(name: fieldName, type: randomType(depth: 0)))
            if chance(0.3) { draft.sensitive.insert(fieldName) }
        }
        if chance(0.15) {
            draft.isCustom = true
        } else {
            for _ in 0..<int(0...3) {
                guard let step = makeStep(&draft, usedPayloadNames: &used) else { continue }
                draft.steps.append(step)
            }
        }
        actions.append(draft)
    }

    /// A step on a random state field, with an input from the payload (added when needed, unless
    /// `fixedPayload`: an endpoint's optimistic steps read only the payload its request sends), a state
    /// field of the same type, or a literal; on an array of a struct model, sometimes a `where:` step on
    /// one field of the matching elements.
    mutating func makeStep(
        _ draft: inout ActionDraft, usedPayloadNames used: inout Set<String>, fixedPayload: Bool = false, targets: [RandomField]? = nil
    ) -> SpecTree? {
        let field = pick(targets ?? state)
        let target = field.name
        var fresh: () -> String = { "" }
        var names = used
        var builder = self
        fresh = { builder.name(from: Self.fieldWords, in: &names) }
        defer { used = names; random = builder.random }

        func input(_ type: RandomType, _ draft: inout ActionDraft, literalAllowed: Bool, excluding: String? = target) -> (String, SpecTree)? {
            if literalAllowed && type.isWritable && builder.chance(0.4) { return ("value", builder.literal(type)) }
            let sources = builder.state.filter { $0.type == type && $0.name != excluding }
            if !sources.isEmpty && (fixedPayload || builder.chance(0.3)) {
                return ("from", .plain("state." + builder.pick(sources).name))
            }
            if fixedPayload {
                guard let existing = draft.payload.first(where: { $0.type == type }) else {
                    return literalAllowed && type.isWritable ? ("value", builder.literal(type)) : nil
                }
                return ("from", .plain(builder.chance(0.5) ? existing.name : "payload." + existing.name))
            }
            let name = draft.payloadField(of: type, naming: fresh)
            return ("from", .plain(builder.chance(0.2) ? "payload." + name : name))
        }

        if case .array(let element) = field.type, case .structure = element, builder.chance(0.5),
           let key = element.structFields.filter(\.type.isKey).randomElement(using: &builder.random),
           let changed = element.structFields.filter({ $0.name != key.name }).randomElement(using: &builder.random),
           case ("from", .plain(let keySource))? = input(key.type, &draft, literalAllowed: false, excluding: nil) {
            let selector: [(String, SpecTree)] = [("where", .map([(key.name, .plain(keySource))])), ("field", .plain(changed.name))]
            if changed.type == .bool && builder.chance(0.5) {
                return .map([("toggle", .plain(target))] + selector)
            }
            if (changed.type == .int || changed.type == .double) && builder.chance(0.7) {
                let by: [(String, SpecTree)] = builder.chance(0.5) ? [] : [("by", .plain(changed.type == .int ? "2" : "0.5"))]
                return .map([(builder.chance(0.5) ? "increment" : "decrement", .plain(target))] + selector + by)
            }
            guard let (key, value) = input(changed.type, &draft, literalAllowed: true, excluding: nil) else { return nil }
            return .map([("set", .plain(target))] + selector + [(key, value)])
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
                guard let (key, value) = input(element, &draft, literalAllowed: element.arrayElement == nil) else { return nil }
                return .map([("append", .plain(target)), (key, value)])
            case 1:
                guard let (key, value) = input(field.type, &draft, literalAllowed: true) else { return nil }
                return .map([("append", .plain(target)), (key, value)])
            case 2:
                guard let (key, value) = input(element, &draft, literalAllowed: true) else { return nil }
                return .map([("remove", .plain(target)), (key, value)])
            default:
                guard let (key, value) = input(element, &draft, literalAllowed: false) else { return nil }
                return .map([("toggle", .plain(target)), (key, value)])
            }
        default:
            if builder.chance(0.25) { return .map([("reset", .plain(target))]) }
            let type = field.type.isOptional && builder.chance(0.5) ? field.type.nonOptional : field.type
            guard let (key, value) = input(type, &draft, literalAllowed: true) else { return nil }
            return .map([("set", .plain(target)), (key, value)])
        }
    }

    /// Steps that name endpoints, added once the endpoints are made: `cancel:` and `resetStatus:` of this
    /// feature's endpoints, and of the other features' (`app.<feature>.<endpoint>`), `reset:` of another
    /// feature or of one of its fields, and `resetApp:`.
    mutating func addEndpointSteps() {
        for index in actions.indices where !actions[index].isCustom {
            if !endpointInfos.isEmpty && chance(0.3) {
                let endpoint = pick(endpointInfos)
                actions[index].steps.append(.map([(chance(0.5) ? "cancel" : "resetStatus", .plain(endpoint.name))]))
            }
            if !others.isEmpty && chance(0.25) {
                let other = pick(others)
                let app = "app." + pick([other.name, SwiftName.lowerCamelCase(other.name)])
                switch int(0...3) {
                case 0:
                    actions[index].steps.append(.map([("reset", .plain(app))]))
                case 1 where !other.state.isEmpty:
                    actions[index].steps.append(.map([("reset", .plain(app + "." + pick(other.state).name))]))
                default:
                    guard !other.endpoints.isEmpty else { break }
                    let operation = chance(0.5) ? "cancel" : "resetStatus"
                    actions[index].steps.append(.map([(operation, .plain(app + "." + pick(other.endpoints).name))]))
                }
            }
        }
        if !others.isEmpty, chance(0.25), !actions.isEmpty {
            let index = int(0...(actions.count - 1))
            let kept = others.filter { _ in chance(0.4) }.map { SpecTree.plain($0.name) }
            actions[index].resetApp = kept.isEmpty ? .map([]) : .map([("except", kept.count == 1 && chance(0.5) ? kept[0] : .sequence(kept))])
        }
    }
}
