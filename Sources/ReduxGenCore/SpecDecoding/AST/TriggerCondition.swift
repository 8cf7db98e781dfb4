/// `when:` of a trigger written as `{ action: name, when: { notEmpty: state.query } }`: a test of one state
/// field, made after the trigger's reduce steps, that decides whether the trigger starts the request.
public struct TriggerCondition: Hashable, Sendable {
    /// What the condition asks of the field.
    public enum Test: String, Hashable, Sendable, CaseIterable, Encodable {
        /// A `String` or array field holds something.
        case notEmpty
        /// A `String` or array field holds nothing.
        case isEmpty
        /// An optional field holds a value.
        case notNil
        /// An optional field holds `nil`.
        case isNil
        /// A `Bool` field is `true`.
        case isTrue
        /// A `Bool` field is `false`.
        case isFalse
    }

    public var test: Test
    /// The state field tested (`state.<field>`), or the field of `app`.
    public var field: NameReference
    /// `app.<feature>.<field>`: the field is another feature's, read as a request reads it (its type filled
    /// in by `AppValueResolver`).
    public var app: AppValueReference? = nil
    public var location: SourceLocation

    public init(test: Test, field: NameReference, location: SourceLocation) {
        self.test = test
        self.field = field
        self.location = location
    }
}

/// The conditions of an endpoint's triggers, by the trigger they belong to.
extension EndpointSpec {
    /// The condition written for `trigger` (a reference in `triggers`), if any.
    public func condition(of trigger: NameReference) -> TriggerCondition? {
        triggerConditions.first { $0.trigger == trigger }?.condition
    }
}

/// A trigger and the debounce written for it (`{ action: filterChanged, debounce: 300ms }`).
public struct TriggerDebounce: Hashable, Sendable {
    public var trigger: NameReference
    /// How long the requests this trigger starts wait for quiet, in milliseconds (0: not at all).
    public var milliseconds: Int

    public init(trigger: NameReference, milliseconds: Int) {
        self.trigger = trigger
        self.milliseconds = milliseconds
    }
}

extension EndpointSpec {
    /// The wait of the requests `trigger` starts: its own `debounce:`, else the endpoint's.
    public func debounceMilliseconds(of trigger: NameReference) -> Int {
        triggerDebounces.first { $0.trigger == trigger }?.milliseconds ?? debounceMilliseconds
    }

    /// Whether the start of a request takes its wait as a value: some trigger writes its own `debounce:`
    /// and some request waits (triggers that all write `0ms` start at once, as without a wait).
    public var startTakesDebounce: Bool { !triggerDebounces.isEmpty && waitsForQuiet }

    /// Whether some request of the endpoint waits: the endpoint's `debounce:` or a trigger's.
    public var waitsForQuiet: Bool { debounceMilliseconds > 0 || triggerDebounces.contains { $0.milliseconds > 0 } }
}

/// A trigger and the condition written for it.
public struct ConditionalTrigger: Hashable, Sendable {
    /// The trigger, as it is listed in `EndpointSpec.triggers`.
    public var trigger: NameReference
    public var condition: TriggerCondition

    public init(trigger: NameReference, condition: TriggerCondition) {
        self.trigger = trigger
        self.condition = condition
    }
}
