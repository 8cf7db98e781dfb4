/// An action the user declared in `actions:`.
public struct ActionSpec: Hashable, Sendable {
    /// The name as written, e.g. `queryChanged`.
    public var name: String
    /// The associated values of the action's case, in the order they were written.
    public var payload: [PayloadFieldSpec]
    /// The state changes the generated reducer makes, in order.
    public var reduce: [ReduceStep]
    /// `custom: true`: the generated reducer calls a hand-written hook for this action.
    public var isCustom: Bool
    /// `resetApp:`: after this feature's reducer, the app resets every other feature of the run except
    /// the kept ones and cancels their requests.
    public var appReset: AppResetSpec? = nil
    /// The `reduce:` steps that name another feature (`reset: app.issues`), which the app reducer applies
    /// after this feature's reducer, in the order written.
    public var appSteps: [AppStepSpec] = []
    public var location: SourceLocation
    /// Extension keys (`x-...`) written on it, for a team's templates (see `SpecExtensions`).
    public var extensions: TemplateDictionary = [:]

    public init(name: String, payload: [PayloadFieldSpec] = [], reduce: [ReduceStep] = [], isCustom: Bool = false, location: SourceLocation) {
        self.name = name
        self.payload = payload
        self.reduce = reduce
        self.isCustom = isCustom
        self.location = location
    }

    /// The Swift case name (unescaped).
    public var swiftName: String { SwiftName.lowerCamelCase(name) }

    /// The payload field whose spec name or Swift name is `name`.
    public func payloadField(named name: String) -> PayloadFieldSpec? {
        payload.first { $0.name == name } ?? payload.first { $0.swiftName == name }
    }
}

/// One associated value of an action (or of an endpoint's generated request action).
public struct PayloadFieldSpec: Hashable, Sendable {
    public var name: String
    public var type: TypeReference
    public var location: SourceLocation
    public var typeLocation: SourceLocation
    /// Whether DevTools and action logs redact the value (`sensitive: true`).
    public var isSensitive = false

    public init(name: String, type: TypeReference, location: SourceLocation, typeLocation: SourceLocation) {
        self.name = name
        self.type = type
        self.location = location
        self.typeLocation = typeLocation
    }

    /// The Swift label of the associated value (unescaped).
    public var swiftName: String { SwiftName.lowerCamelCase(name) }
}

/// A name that refers to something else in the spec (a state field, a payload field, an action), with
/// the place it was written.
public struct NameReference: Hashable, Sendable {
    public var name: String
    public var location: SourceLocation

    public init(_ name: String, at location: SourceLocation) {
        self.name = name
        self.location = location
    }
}

/// One state change of an action's `reduce:` list.
public struct ReduceStep: Hashable, Sendable {
    /// What the step does.
    public enum Operation: Hashable, Sendable {
        /// `set: field` with `from: payloadField` or `value: literal`.
        case set(ReduceInput)
        /// `reset: field`: back to the field's default.
        case reset
        /// `append: field` (an array) with an element, or an array of elements, from `from:` or `value:`.
        case append(ReduceInput)
        /// `remove: field` (an array): removes every element equal to the input.
        case remove(ReduceInput)
        /// `toggle: field`: flips a `Bool`; with `from:` on an array field, inserts the payload value
        /// when absent and removes it when present (membership).
        case toggle(ReduceInput?)
        /// `increment: field` (Int or Double) `by:` an amount (default 1).
        case increment(by: LiteralValue)
        /// `decrement: field` (Int or Double) `by:` an amount (default 1).
        case decrement(by: LiteralValue)
        /// `cancel: endpoint`: cancels the endpoint's requests in flight or waiting for their debounce;
        /// `field` names the endpoint, not a state field.
        case cancel
        /// `resetStatus: endpoint`: cancels the endpoint like `cancel`, sets its status to `.idle` and
        /// empties its failure list; `field` names the endpoint.
        case resetStatus

        /// Whether the step acts on an endpoint (`field` names it) rather than on a state field.
        public var actsOnEndpoint: Bool {
            switch self {
            case .cancel, .resetStatus: true
            default: false
            }
        }
    }

    public var operation: Operation
    /// The state field the step changes (the endpoint, for `cancel`).
    public var field: NameReference
    /// `where:` and `field:`: the step changes one field of the array's elements that match, not the array.
    public var element: ElementSelector? = nil
    /// Where the step starts.
    public var location: SourceLocation

    public init(operation: Operation, field: NameReference, location: SourceLocation) {
        self.operation = operation
        self.field = field
        self.location = location
    }
}

/// Where a reduce step's value comes from.
public enum ReduceInput: Hashable, Sendable {
    /// `from: name`: a payload field of the action.
    case payload(NameReference)
    /// `from: state.name`: a state field, as the steps before this one left it.
    case state(NameReference)
    /// `value: literal`: a literal, typed by the validator (`node` keeps what was written).
    case literal(LiteralValue?, node: YAMLNode)
}

extension ReduceInput {
    /// Whether `value: <node>` in an `append:` step to an array of `element`s appends each item of the
    /// literal (`append(contentsOf:)`) rather than the literal as one element (docs/spec.md, "`actions`"):
    /// a sequence does when the elements are no arrays themselves; when they are, it does only when every
    /// item is a sequence too (`[[1], [2]]` appends two elements, `[1, 2]` and `[]` append one).
    ///
    /// The one rule for a literal: validation types the literal by it, and the Model writes the step by it.
    static func literalAppendsEachItem(_ node: YAMLNode, element: TypeReference) -> Bool {
        guard let items = node.sequence else { return false }
        guard element.nonOptional.arrayElement != nil else { return true }
        return !items.isEmpty && items.allSatisfy { $0.sequence != nil }
    }
}

/// `resetApp: { except: [session] }` of an action: the features of the run (other than the action's own)
/// that the app resets after the action, all but the `except` ones.
public struct AppResetSpec: Hashable, Sendable {
    /// The features kept as they are, as written (`session`).
    public var except: [NameReference]
    /// Where `resetApp` is written.
    public var location: SourceLocation

    public init(except: [NameReference] = [], location: SourceLocation) {
        self.except = except
        self.location = location
    }
}
