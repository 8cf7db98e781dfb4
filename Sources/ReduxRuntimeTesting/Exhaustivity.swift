/// How much of what happens a `TestStore` makes a test assert.
///
/// ```swift
/// store.exhaustivity = .off
/// await store.send(.queryChanged(query: "b")) { $0.query = "b" }   // request ids and statuses unchecked
/// ```
public enum Exhaustivity: Equatable, Sendable {
    /// Every state change, every action effects send, every effect still running: the default.
    case on
    /// Only what the test names: the values its closures set, the actions it receives. Other state changes,
    /// actions it does not receive and effects still running at `finish()` pass; with
    /// `showSkippedAssertions`, each is reported as a warning that does not fail the test.
    case off(showSkippedAssertions: Bool)

    /// Only what the test names, with nothing reported about the rest.
    public static let off = Self.off(showSkippedAssertions: false)
}
