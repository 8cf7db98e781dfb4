import Foundation
import ReduxRuntime

/// One thing the middleware reports to the inspector: an action with the state it produced, or the
/// state alone. See docs/devtools.md, "Protocol".
struct DevToolsEvent<State: Encodable & Sendable, Action: Encodable & Sendable>: Encodable, Sendable {
    /// Why the event was sent.
    enum Kind: String, Encodable, Sendable {
        /// The state before the first action the middleware saw.
        case initial
        /// An action reached the reducer; `state` is the state after it.
        case action
        /// An action of an imported log was applied; `state` is the state after it.
        case replayed
        /// The state after event `of` changed because an action at or before it was skipped or applied
        /// again; `skipped` says whether event `of`'s own action is skipped.
        case recomputed
        /// The app could not carry out a command; `message` says why.
        case error
    }

    /// The event's number in this session, from 1.
    var seq: Int
    /// Seconds since the middleware was created.
    var time: Double
    var kind: Kind
    var action: Action?
    var state: State?
    var message: String?
    /// For `recomputed`: the event whose state changed.
    var of: Int?
    /// For `recomputed`: whether the action of event `of` is skipped.
    var skipped: Bool?
}

/// The body of `POST /app/events`: the app's session and a batch of events.
struct DevToolsEventBatch<State: Encodable & Sendable, Action: Encodable & Sendable>: Encodable {
    var session: String
    var app: String
    /// How many events were dropped before this batch because the buffer was full.
    var dropped: Int
    var events: [DevToolsEvent<State, Action>]
}

extension DevToolsEventBatch {
    /// Where the values `State` and `Action` mark sensitive are in a batch: in every event's state and
    /// action.
    static var sensitivePatterns: [[JSONPathPattern.Component]] {
        JSONPathPattern.inEachElement(of: "events", under: "state", JSONRedaction.sensitivePaths(of: State.self))
            + JSONPathPattern.inEachElement(of: "events", under: "action", JSONRedaction.sensitivePaths(of: Action.self))
    }
}
