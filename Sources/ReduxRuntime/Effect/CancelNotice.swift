/// The action an effect marked with `Effect.onCancel(send:)` sends when it is cancelled, shared by every
/// task the effect starts so that it is sent at most once.
@MainActor
final class CancelNotice<Action: Sendable> {
    let action: Action
    /// Whether the action may still be sent: false once it has been sent or the effect was replaced.
    var isPending = true

    init(action: Action) {
        self.action = action
    }
}
