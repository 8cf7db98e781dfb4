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

/// Which samples a field starts the sample state with.
enum SampleStateStart {
    /// The field's type's sample `variant`.
    case sample(variant: Int)
    /// A list of the first and the second sample of `element`.
    case bothSamples(element: TypeReference)
}

extension SampleValueSource {
    /// The samples `field` starts the sample state with: the one place the exceptions above are decided,
    /// for the values the tests write and for the evaluator that works out what the steps leave.
    func sampleStateStart(of field: StateFieldSpec) -> SampleStateStart {
        if numbersStartingAtTheSecondSample.contains(field.name) { return .sample(variant: 2) }
        if listsHoldingBothSamples.contains(field.name), case .array(let element) = field.type {
            return .bothSamples(element: element)
        }
        return .sample(variant: 1)
    }

    /// `field`'s value in the sample state, as the tests write it.
    func sampleStateValue(of field: StateFieldSpec) -> ResolvedSampleValue {
        sampleStateValue(of: field, writing: value(for:variant:))
    }

    /// Like `sampleStateValue(of:)`, with every model written out, for files without the namespace.
    func inlineSampleStateValue(of field: StateFieldSpec) -> ResolvedSampleValue {
        sampleStateValue(of: field, writing: inlineValue(for:variant:))
    }

    private func sampleStateValue(
        of field: StateFieldSpec, writing sample: (TypeReference, Int) -> ResolvedSampleValue
    ) -> ResolvedSampleValue {
        switch sampleStateStart(of: field) {
        case .sample(let variant): sample(field.type, variant)
        case .bothSamples(let element): .array([sample(element, 1), sample(element, 2)])
        }
    }
}
