import Observation

/// Reads something inside `withObservationTracking` and counts how often its `onChange` fires.
///
/// `onChange` fires at most once per tracking, as in SwiftUI; `rearm()` tracks the same reads again.
@MainActor
final class ObservationProbe {
    private let read: @MainActor () -> Void
    private let changes = Counter()

    init(_ read: @escaping @MainActor () -> Void) {
        self.read = read
        rearm()
    }

    /// How many times a tracking fired.
    var fireCount: Int { changes.value }

    /// Whether it fired at all.
    var fired: Bool { changes.value > 0 }

    func rearm() {
        let changes = self.changes
        withObservationTracking {
            read()
        } onChange: {
            changes.increment()
        }
    }
}
