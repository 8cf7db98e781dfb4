/// Resolves an endpoint's `optimistic:` steps into the records and test expectations of `ResolvedOptimism`.
struct OptimismResolver {
    var context: ResolutionContext
    var endpoint: EndpointSpec
    /// The state the tests start from, before the lists `where:` steps need are prepared.
    var testState: RequestTestState

    /// The steps read the endpoint's payload, as an action's steps read the action's.
    private var steps: ActionSpec {
        ActionSpec(name: endpoint.name, payload: endpoint.payload, reduce: endpoint.optimistic, location: endpoint.location)
    }

    func resolve() throws(UnresolvedReference) -> ResolvedOptimism {
        var result = ResolvedOptimism()
        guard !endpoint.optimistic.isEmpty else { return result }
        let resolver = ReduceStepResolver(context: context, action: steps)
        for (offset, (step, property)) in zip(endpoint.optimistic, endpoint.undoPropertyNames).enumerated() {
            let field = try context.stateField(step.field.name)
            // Validation allows only steps on state fields here, which always change state.
            guard let resolved = try resolver.resolve(step) else {
                throw UnresolvedReference(kind: "optimistic step on a state field", name: step.field.name)
            }
            let propertyType: String
            if let element = step.element {
                let model = try context.elementModel(of: field)
                let keyType = context.types.source(for: try context.modelField(element.key, of: model).type)
                let memberType = context.types.source(for: try context.modelField(element.member, of: model).type)
                propertyType = "[OptimisticElementWrite<\(keyType), \(memberType)>]"
            } else {
                propertyType = "[OptimisticWrite<\(context.types.source(for: field.type))>]"
            }
            result.records.append(ResolvedOptimisticRecord(
                step: resolved, property: property, propertyType: propertyType, beforeLocal: endpoint.optimistic.count == 1 ? "before" : "before\(offset + 1)"))
        }
        result.usedPayload = ActionResolver.usedPayloadFields(of: steps, triggered: [])
        try addExpectations(to: &result)
        try addAppExpectations(to: &result)
        return result
    }

    /// The evaluator of the steps, which read the endpoint's payload.
    var evaluator: ReduceEvaluator { ReduceEvaluator(context: context, action: steps) }

    /// What the app tests expect when they send the request action from the app's initial state, with no
    /// credential set and no element prepared, writing samples out in full: the fields the steps change
    /// and the records they keep.
    private func addAppExpectations(to result: inout ResolvedOptimism) throws(UnresolvedReference) {
        let evaluator = ReduceEvaluator(context: context, action: steps, writesSamplesInline: true)
        let (_, records, values) = try evaluateSteps(evaluator, start: TestStateValues(start: { evaluator.startValue(of: $0, .defaults) }))
        result.appExpectedRecords = records
        for (field, value) in values.entries {
            let property = SwiftName.escaped(field.swiftName)
            result.appExpectedFieldChanges.append(ExpectedChange(.property(property), .sampleValue(evaluator.written(value, as: field.type))))
            result.appExpectedFieldChanges += evaluator.changedMembers(of: value, in: property)
        }
    }

    /// The tests' state when the request reads its values: the start state (``preparedElements(_:)`` on
    /// `testState`) after every optimistic step.
    func requestState() throws(UnresolvedReference) -> TestStateValues {
        try evaluateSteps(evaluator, start: startState(evaluator)).state
    }

    /// The tests' start state: `testState` with the lists `where:` steps need. A failure's undo puts the
    /// state back there.
    func startState(_ evaluator: ReduceEvaluator) throws(UnresolvedReference) -> TestStateValues {
        let prepared = try preparedElements(evaluator)
        let testState = testState
        return TestStateValues(start: { testState.startValue(of: $0, evaluator: evaluator) }, changed: prepared)
    }

    /// The state after each step from `start`, and the record each step keeps (none for a `where:` step
    /// that matched no element).
    private func evaluateSteps(
        _ evaluator: ReduceEvaluator, start: TestStateValues
    ) throws(UnresolvedReference) -> (state: TestStateValues, records: [ResolvedOptimism.ExpectedRecord], changed: ChangedFieldValues<ReduceEvaluator.Value>) {
        var values = ChangedFieldValues<ReduceEvaluator.Value>()
        var records: [ResolvedOptimism.ExpectedRecord] = []
        for (step, property) in zip(endpoint.optimistic, endpoint.undoPropertyNames) {
            let field = try context.stateField(step.field.name)
            let stateValue = { (source: StateFieldSpec) in values[source.name] ?? start(source) }
            let current = stateValue(field)
            let next: ReduceEvaluator.Value
            if let element = step.element {
                next = try evaluator.applyToElements(step.operation, element, to: current, of: field, state: stateValue)
                if let record = try elementRecord(
                    element, in: property, field: field, before: current, after: next, evaluator: evaluator, state: stateValue
                ) {
                    records.append(record)
                }
            } else {
                next = try evaluator.apply(step.operation, to: current, of: field, state: stateValue)
                records.append(.init(
                    property: property,
                    before: evaluator.plain(current, as: field.type),
                    after: evaluator.plain(next, as: field.type)
                ))
            }
            values.set(next, for: field)
        }
        var state = start
        for (field, value) in values.entries { state.changed.set(value, for: field) }
        return (state, records, values)
    }

    /// What tests expect from their start state: every step's record and the fields it changed, and the
    /// fields back at their start values after a failure.
    private func addExpectations(to result: inout ResolvedOptimism) throws(UnresolvedReference) {
        let evaluator = evaluator
        let startState = try startState(evaluator)
        let start = { (field: StateFieldSpec) in startState(field) }
        for (field, value) in startState.changed.entries {
            let property = SwiftName.escaped(field.swiftName)
            result.setupChanges.append(ExpectedChange(.property(property), .sampleValue(evaluator.written(value, as: field.type))))
            result.setupChanges += evaluator.changedMembers(of: value, in: property)
        }
        let (_, records, values) = try evaluateSteps(evaluator, start: startState)
        result.expectedRecords = records
        for (field, value) in values.entries {
            let property = SwiftName.escaped(field.swiftName)
            result.expectedFieldChanges += Self.changes(from: start(field), to: value, of: field, in: property, evaluator: evaluator)
            result.expectedUndoChanges.append(ExpectedChange(.property(property), .sampleValue(evaluator.written(start(field), as: field.type))))
            result.expectedUndoChanges += evaluator.changedMembers(of: start(field), in: property)
        }
    }

    /// The changes a test expects when `field` goes from `start` to `value`: the members a `where:` step
    /// changed in the elements the test set up (`$0.issues[0].state = .closed`) when the rest of the list is
    /// as it was, else the whole value and its members.
    private static func changes(
        from start: ReduceEvaluator.Value, to value: ReduceEvaluator.Value, of field: StateFieldSpec, in property: String,
        evaluator: ReduceEvaluator
    ) -> [ExpectedChange] {
        let written = evaluator.written(value, as: field.type)
        let members = evaluator.changedMembers(of: value, in: property)
        let startMembers = evaluator.changedMembers(of: start, in: property)
        let sameBase = written == evaluator.written(start, as: field.type)
        if sameBase && !members.isEmpty && Set(startMembers.map(\.target)).isSubset(of: Set(members.map(\.target))) {
            return members.filter { !startMembers.contains($0) }
        }
        return [ExpectedChange(.property(property), .sampleValue(written))] + members
    }

    /// The lists the tests' state starts with, by field: for each step with `where:` whose list (at its
    /// start value) holds no element the step matches, the list with one, the model's first sample with its key
    /// set to the value the step looks for; for each `remove` step whose list does not hold the value it
    /// removes, the list with that value. The step then changes the list, so a failure's undo has something
    /// to put back.
    private func preparedElements(_ evaluator: ReduceEvaluator) throws(UnresolvedReference) -> ChangedFieldValues<ReduceEvaluator.Value> {
        var prepared = ChangedFieldValues<ReduceEvaluator.Value>()
        for step in endpoint.optimistic {
            let field = try context.stateField(step.field.name)
            let state = { (source: StateFieldSpec) in prepared[source.name] ?? testState.startValue(of: source, evaluator: evaluator) }
            guard let element = step.element else {
                guard let elementType = field.type.nonOptional.arrayElement else { continue }
                switch step.operation {
                case .remove(let input):
                    let removed = try evaluator.value(of: input, as: elementType, state: state)
                    let items = try evaluator.elements(of: state(field), field: field)
                    var preparedItems = items
                    if !preparedItems.contains(where: { evaluator.isSame($0, removed) }) { preparedItems.append(removed) }
                    if preparedItems.allSatisfy({ evaluator.isSame($0, removed) }),
                       let other = bystander(of: elementType, unlike: removed, evaluator) {
                        preparedItems.insert(other, at: 0)
                    }
                    if preparedItems.count != items.count { prepared.set(.array(preparedItems), for: field) }
                case .append:
                    // An empty list gets an element; an optional list that starts `nil` stays as it is.
                    if case .array(let items) = state(field), items.isEmpty, let other = bystander(of: elementType, unlike: nil, evaluator) {
                        prepared.set(.array([other]), for: field)
                    }
                default:
                    break
                }
                continue
            }
            let model = try context.elementModel(of: field)
            let key = try context.modelField(element.key, of: model)
            let wanted = try evaluator.value(of: element.value, as: key.type, state: state)
            var items = try evaluator.elements(of: state(field), field: field)
            let modelType = TypeReference.named(model.name)
            let sample = evaluator.sample(of: modelType, variant: 1, written: context.samples.value(for: modelType, variant: 1))
            func withKey(_ value: ReduceEvaluator.Value) -> ReduceEvaluator.Value {
                guard evaluator.memberValue(of: sample, key) != value else { return sample }
                return .modified(base: sample, changes: [.init(member: SwiftName.escaped(key.swiftName), type: key.type, value: value)])
            }
            if !items.contains(where: { evaluator.memberValue(of: $0, key) == wanted }) { items.append(withKey(wanted)) }
            // An element with another key before the one the step is about: a step that changed every element,
            // or only the first, would show.
            if items.allSatisfy({ evaluator.memberValue(of: $0, key) == wanted }), let otherKey = bystander(of: key.type, unlike: wanted, evaluator) {
                items.insert(withKey(otherKey), at: 0)
            }
            prepared.set(.array(items), for: field)
        }
        return prepared
    }

    /// A sample of `type` other than `target`, which the tests' start list holds beside the element a step
    /// is about, so that a step that changed or removed every element, or replaced the list, would show;
    /// `nil` when the samples of `type` cannot tell two values apart.
    private func bystander(of type: TypeReference, unlike target: ReduceEvaluator.Value?, _ evaluator: ReduceEvaluator) -> ReduceEvaluator.Value? {
        for variant in 1...2 where variant == 1 || SampleScalars.literal(of: type, variant: variant, in: context.spec) != nil {
            let sample = evaluator.sample(of: type, variant: variant, written: context.samples.value(for: type, variant: variant))
            if let target, evaluator.isSame(sample, target) { continue }
            return sample
        }
        return nil
    }

    /// The record, in `property`, of the first element an element step changed, or `nil` when none matched.
    private func elementRecord(
        _ element: ElementSelector,
        in property: String,
        field: StateFieldSpec,
        before: ReduceEvaluator.Value,
        after: ReduceEvaluator.Value,
        evaluator: ReduceEvaluator,
        state: (StateFieldSpec) -> ReduceEvaluator.Value
    ) throws(UnresolvedReference) -> ResolvedOptimism.ExpectedRecord? {
        let model = try context.elementModel(of: field)
        let key = try context.modelField(element.key, of: model)
        let member = try context.modelField(element.member, of: model)
        let wanted = try evaluator.value(of: element.value, as: key.type, state: state)
        let old = try evaluator.elements(of: before, field: field), new = try evaluator.elements(of: after, field: field)
        guard let index = old.indices.first(where: { evaluator.memberValue(of: old[$0], key) == wanted }),
              let was = evaluator.memberValue(of: old[index], member),
              let now = evaluator.memberValue(of: new[index], member)
        else { return nil }
        return ResolvedOptimism.ExpectedRecord(
            property: property,
            key: evaluator.plain(wanted, as: key.type),
            before: evaluator.plain(was, as: member.type),
            after: evaluator.plain(now, as: member.type)
        )
    }
}
