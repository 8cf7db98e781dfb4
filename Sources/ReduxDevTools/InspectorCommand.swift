import ReduxRuntime

/// A command from the inspector, decoded for the app's state and action types.
///
/// A command whose state or log does not decode (a log of another app, say) keeps the reason in
/// `problem` instead of failing the other commands of its batch.
struct InspectorCommand<State: Decodable, Action: Codable>: Decodable {
    var kind: InspectorCommandKind?
    var state: State?
    var log: ActionLog<Action>?
    var problem: String?

    private enum CodingKeys: String, CodingKey {
        case type, state, log
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .type)
        kind = InspectorCommandKind(rawValue: name)
        if kind == nil {
            problem = "unknown command '\(name)'"
        }
        do {
            state = try container.decodeIfPresent(State.self, forKey: .state)
            log = try container.decodeIfPresent(ActionLog<Action>.self, forKey: .log)
        } catch {
            problem = "the \(name) command does not fit this app: \(error)"
        }
    }
}

/// A command the inspector sends to the app, read from `GET /app/commands`.
enum InspectorCommandKind: String, Decodable {
    /// Show `state` until resumed (time travel).
    case jump
    /// Leave time travel: restore the live state and apply the actions held meanwhile.
    case resume
    /// Start again from the initial state and apply the actions of `log`, an `ActionLog`.
    case replay
}
