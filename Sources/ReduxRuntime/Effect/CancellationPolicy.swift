/// What a cancellable effect does when another effect with the same id is still in flight.
public enum CancellationPolicy: Sendable, Hashable {
    /// Latest wins: cancel the effects in flight with this id, then start the new one (search-as-you-type).
    case cancelInFlight
    /// Ignore the new effect while one with this id is still running (a "refresh" button pressed twice).
    case dropWhileInFlight
    /// Start the new effect once every effect in flight with this id has finished (ordered saves).
    case queue
}
