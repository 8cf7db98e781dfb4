/// The comparisons generated `==` functions make.
///
/// Swift synthesizes `==` for an enum as one `switch` over both values, which the compiler checks in a
/// time that grows with the square of the number of cases: a feature of 1,000 endpoints (4,001 actions)
/// spent 24 s of a debug build on it, and a written-out `switch` of one comparison per case still 16 s.
/// Generated actions compare through ``equalActions(_:_:)`` instead, which is compiled once, here.
/// Generated models compare each field with ``equal(_:_:)``, a single generic function, which the type
/// checker resolves at once where `==` has hundreds of overloads to try.
public enum GeneratedEquality {
    /// Whether two values are equal.
    @inlinable
    public static func equal<Value: Equatable>(_ lhs: Value, _ rhs: Value) -> Bool {
        lhs == rhs
    }

    /// Whether two actions are the same case with equal associated values, as Swift's synthesized `==`
    /// answers.
    ///
    /// Both actions' `encode(to:)` run into an encoder that writes nothing: it records the case (the
    /// container the action opens, named after it) and each associated value handed to it, under its label
    /// or position. The actions are equal when both record the same containers and keys in the same order
    /// and each pair of values is equal by the value's own `==`: `Double.nan` is unequal to itself and
    /// `0.0` equal to `-0.0`, as in the synthesized `==`, whatever their encoding. An optional left out
    /// when `nil` is unequal to any value.
    ///
    /// Every associated value must be `Equatable`, as every value of a generated action is; a value that is
    /// not stops the program with a message that names its type.
    public static func equalActions<Action: Encodable>(_ lhs: Action, _ rhs: Action) -> Bool {
        let left = ActionValueRecorder.records(of: lhs)
        let right = ActionValueRecorder.records(of: rhs)
        guard left.count == right.count else { return false }
        for (leftRecord, rightRecord) in zip(left, right) {
            guard leftRecord.path == rightRecord.path else { return false }
            switch (leftRecord.value, rightRecord.value) {
            case (nil, nil):
                continue
            case (let leftValue?, let rightValue?):
                guard equalValues(leftValue, rightValue) else { return false }
            default:
                return false
            }
        }
        return true
    }

    /// Whether two recorded values are equal by the left one's `==`.
    private static func equalValues(_ lhs: any Encodable, _ rhs: any Encodable) -> Bool {
        guard let lhs = lhs as? any Equatable else {
            preconditionFailure(
                "An associated value of type \(type(of: lhs)) is not Equatable: actions holding it cannot be compared"
            )
        }
        return lhs.isEqual(to: rhs)
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to this one.
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
