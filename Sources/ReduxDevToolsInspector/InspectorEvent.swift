/// One event an app reported, as the inspector keeps and shows it (see docs/devtools.md, "Protocol").
struct InspectorEvent: Encodable, Equatable, Sendable {
    /// The event's number in the app's session.
    var seq: Int
    /// Seconds since the app's DevTools middleware was created.
    var time: Double
    /// `initial`, `action`, `replayed` or `error` (and `recomputed`, which updates another event and is not
    /// kept itself).
    var kind: String
    /// The action's JSON, for `action` and `replayed`.
    var action: JSONValue?
    /// The state after the action (or the initial state).
    var state: JSONValue?
    /// What went wrong, for `error`.
    var message: String?
    /// For `recomputed`: the event whose state changed.
    var of: Int?
    /// Whether the action is skipped: the app recomputed the states after it without it.
    var skipped: Bool?
    /// The revision of the session at which the event last changed (0: never since it arrived), so that a
    /// page that has the event learns of the change; not sent.
    var revision = 0

    private enum CodingKeys: String, CodingKey {
        case seq, time, kind, action, state, message, skipped
    }
}

/// The body of `POST /app/events`.
struct InspectorEventBatch: Sendable {
    var session: String
    var app: String
    /// How many events the app dropped before this batch; never negative.
    var dropped: Int
    var events: [InspectorEvent]
}

extension InspectorEventBatch {
    /// The batch `json` describes; throws, saying what is wrong, when it is not one.
    init(json: JSONValue) throws {
        let fields = try JSONFields(json, "the batch")
        session = try fields.string("session")
        app = try fields.string("app")
        dropped = try fields.optionalInteger("dropped") ?? 0
        guard dropped >= 0 else { throw JSONFields.Problem(description: "the batch's 'dropped' is negative") }
        guard case .array(let list)? = json["events"] else {
            throw JSONFields.Problem(description: "the batch has no 'events' list")
        }
        events = try list.enumerated().map { index, event in try InspectorEvent(json: event, index: index) }
    }
}

extension InspectorEvent {
    /// The kinds of event an app reports; the page shows no other.
    static let kinds = ["initial", "action", "replayed", "recomputed", "error"]

    /// The event `json` describes, the `index`th of its batch.
    init(json: JSONValue, index: Int) throws {
        let fields = try JSONFields(json, "event \(index)")
        seq = try fields.integer("seq")
        time = try fields.number("time")
        kind = try fields.string("kind")
        action = fields.optionalValue("action")
        state = fields.optionalValue("state")
        message = try fields.optionalString("message")
        of = try fields.optionalInteger("of")
        skipped = try fields.optionalBool("skipped")
        guard Self.kinds.contains(kind) else {
            throw JSONFields.Problem(
                description: "event \(index) has the kind '\(kind)'; the kinds are \(Self.kinds.joined(separator: ", "))")
        }
        if kind == "recomputed" && of == nil {
            throw JSONFields.Problem(description: "event \(index) is recomputed but has no integer 'of'")
        }
        if (kind == "action" || kind == "replayed") && action == nil {
            throw JSONFields.Problem(description: "event \(index) is an action but has no 'action'")
        }
    }
}

/// The members of a JSON object read as typed fields, with errors that name the object and the field.
private struct JSONFields {
    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    let members: [String: JSONValue]
    let name: String

    init(_ json: JSONValue, _ name: String) throws {
        guard case .object(let members) = json else { throw Problem(description: "\(name) is not a JSON object") }
        self.members = members
        self.name = name
    }

    func string(_ key: String) throws -> String {
        guard let value = try optionalString(key) else { throw missing(key, "a string") }
        return value
    }

    func optionalString(_ key: String) throws -> String? {
        switch members[key] {
        case nil, .null?: return nil
        case .string(let value)?: return value
        default: throw missing(key, "a string")
        }
    }

    func optionalBool(_ key: String) throws -> Bool? {
        switch members[key] {
        case nil, .null?: return nil
        case .bool(let value)?: return value
        default: throw missing(key, "true or false")
        }
    }

    func integer(_ key: String) throws -> Int {
        guard let value = try optionalInteger(key) else { throw missing(key, "an integer") }
        return value
    }

    func optionalInteger(_ key: String) throws -> Int? {
        switch members[key] {
        case nil, .null?: return nil
        case .integer(let value)?: return value
        default: throw missing(key, "an integer")
        }
    }

    func number(_ key: String) throws -> Double {
        switch members[key] {
        case .integer(let value)?: return Double(value)
        case .number(let value)?: return value
        default: throw missing(key, "a number")
        }
    }

    /// Any value but `null`, which counts as absent.
    func optionalValue(_ key: String) -> JSONValue? {
        if case .null? = members[key] { return nil }
        return members[key]
    }

    private func missing(_ key: String, _ type: String) -> Problem {
        Problem(description: "\(name)'s '\(key)' is not \(type)")
    }
}
