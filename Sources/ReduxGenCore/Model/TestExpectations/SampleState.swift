/// The tests' sample state (`sampleState()`), where the tests of declared actions start: every field at
/// its type's first sample, with two exceptions, each so that a test can fail:
///
/// - a list that a declared action removes from or changes elements of (`remove:`, `set: ... where:`)
///   holds the first and the second sample. The action's payload is the second sample, so the step finds
///   its element beside another it must leave alone: from a list of the first sample alone, a removal or
///   a `where:` step changed nothing.
/// - an `Int` that a declared action decrements onto its default from the first sample (`1`, by 1, onto
///   `0`) starts at the second sample, `2`: a decrement that landed on the default expected what a
///   `reset:` gives, so a decrement that reset passed.
extension FeatureSpec {
    /// The names of the list fields that start the sample state holding both samples.
    var listsHoldingBothSamples: Set<String> {
        var names: Set<String> = []
        for action in actions {
            for step in action.reduce where step.element != nil || step.operation.isRemove {
                names.insert(step.field.name)
            }
        }
        return Set(state.filter { names.contains($0.name) && $0.type.isArray }.map(\.name))
    }
}

extension FeatureSpec {
    /// The names of the `Int` fields that start the sample state at their second sample.
    var numbersStartingAtTheSecondSample: Set<String> {
        let first = SampleScalars.number(variant: 1)
        var names: Set<String> = []
        for action in actions {
            for step in action.reduce where step.element == nil {
                guard case .decrement(by: .int(let amount)) = step.operation,
                      let field = stateField(named: step.field.name), field.type == .int,
                      case .int(let initial) = field.initialValue, first - amount == initial else { continue }
                names.insert(field.name)
            }
        }
        return names
    }
}

private extension ReduceStep.Operation {
    var isRemove: Bool {
        if case .remove = self { return true }
        return false
    }
}

private extension TypeReference {
    var isArray: Bool {
        if case .array = self { return true }
        return false
    }
}

extension SampleValueSource {
    /// `field`'s value in the sample state, as the tests write it.
    func sampleStateValue(of field: StateFieldSpec) -> ResolvedSampleValue {
        if numbersStartingAtTheSecondSample.contains(field.name) { return value(for: field.type, variant: 2) }
        guard listsHoldingBothSamples.contains(field.name), case .array(let element) = field.type else {
            return value(for: field.type, variant: 1)
        }
        return .array([value(for: element, variant: 1), value(for: element, variant: 2)])
    }

    /// Like `sampleStateValue(of:)`, with every model written out, for files without the namespace.
    func inlineSampleStateValue(of field: StateFieldSpec) -> ResolvedSampleValue {
        if numbersStartingAtTheSecondSample.contains(field.name) { return inlineValue(for: field.type, variant: 2) }
        guard listsHoldingBothSamples.contains(field.name), case .array(let element) = field.type else {
            return inlineValue(for: field.type, variant: 1)
        }
        return .array([inlineValue(for: element, variant: 1), inlineValue(for: element, variant: 2)])
    }
}
