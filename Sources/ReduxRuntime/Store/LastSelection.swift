/// The value a skip-repeats subscription last delivered.
///
/// It lives in a class of its own, rather than a captured `var`, so that reading and replacing it skips the
/// runtime exclusivity check: every access happens on the main actor inside one synchronous notification
/// and never overlaps another, and the check was most of what a skipped notification cost.
@usableFromInline
final class LastSelection<Value> {
    @exclusivity(unchecked) @usableFromInline var value: Value

    @inlinable
    init(_ value: Value) {
        self.value = value
    }
}
