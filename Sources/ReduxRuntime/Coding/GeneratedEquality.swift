/// The comparison generated actions' written-out `==` makes of each associated value.
///
/// Swift synthesizes `==` for an enum as one `switch` over both values, which the compiler checks in a
/// time that grows with the square of the number of cases: a feature of 1,000 endpoints (4,001 actions)
/// spent 24 s of a debug build on it. Generated actions write `==` out instead, one `switch` over the left
/// value of at most 400 cases at a time, and compare each associated value with this single, generic
/// function, which the type checker resolves at once where `==` has hundreds of overloads to try.
public enum GeneratedEquality {
    /// Whether two associated values are equal.
    @inlinable
    public static func equal<Value: Equatable>(_ lhs: Value, _ rhs: Value) -> Bool {
        lhs == rhs
    }
}
