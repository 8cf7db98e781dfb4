/// One event an app reported, as the inspector keeps and shows it (see docs/devtools.md, "Protocol").
struct InspectorEvent: Codable, Equatable, Sendable {
    /// The event's number in the app's session.
    var seq: Int
    /// Seconds since the app's DevTools middleware was created.
    var time: Double
    /// `initial`, `action`, `replayed` or `error`.
    var kind: String
    /// The action's JSON, for `action` and `replayed`.
    var action: JSONValue?
    /// The state after the action (or the initial state).
    var state: JSONValue?
    /// What went wrong, for `error`.
    var message: String?
}

/// The body of `POST /app/events`.
struct InspectorEventBatch: Decodable, Sendable {
    var session: String
    var app: String
    var dropped: Int?
    var events: [InspectorEvent]
}
