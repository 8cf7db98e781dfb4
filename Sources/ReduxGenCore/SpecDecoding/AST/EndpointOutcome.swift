/// How a request of an endpoint ended, as its generated actions tell: `<endpoint>Succeeded`,
/// `<endpoint>Failed` or `<endpoint>Cancelled`. These actions can trigger other endpoints (a chain), and
/// `onSuccess:` / `onFailure:` add reduce steps to the first two.
public enum EndpointOutcome: String, Hashable, Sendable, CaseIterable {
    case succeeded = "Succeeded"
    case failed = "Failed"
    case cancelled = "Cancelled"

    /// The name `hooks:` lists the outcome by: `succeeded`, `failed`, `cancelled`.
    public var hookName: String { rawValue.lowercased() }
}

extension EndpointSpec {
    /// The outcome whose generated action is named `name` (`loginSucceeded`), if any.
    public func outcome(named name: String) -> EndpointOutcome? {
        EndpointOutcome.allCases.first { swiftName + $0.rawValue == name }
    }

    /// The steps written for `outcome` (`onSuccess:` or `onFailure:`; none for a cancellation).
    public func steps(for outcome: EndpointOutcome) -> [ReduceStep] {
        switch outcome {
        case .succeeded: onSuccess
        case .failed: onFailure
        case .cancelled: []
        }
    }

    /// The steps of `outcome` as an action whose payload is what `from:` can read there: `response` (the
    /// decoded response) after a success, `message` (the error's description, a `String`) after a failure.
    public func outcomeAction(_ outcome: EndpointOutcome) -> ActionSpec {
        var payload: [PayloadFieldSpec] = []
        switch outcome {
        case .succeeded:
            if case .type(let type, let location) = response {
                payload = [PayloadFieldSpec(name: "response", type: type, location: location, typeLocation: location)]
            }
        case .failed:
            payload = [PayloadFieldSpec(name: "message", type: .string, location: location, typeLocation: location)]
        case .cancelled:
            break
        }
        return ActionSpec(name: swiftName + outcome.rawValue, payload: payload, reduce: steps(for: outcome), location: location)
    }
}
