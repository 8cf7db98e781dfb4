import ReduxRuntime

/// A command from the inspector, decoded for the app's state and action types.
///
/// A command whose state, log or action does not decode (a log of another app, an action typed wrong in
/// the page, say) keeps the reason in `problem` instead of failing the other commands of its batch.
struct InspectorCommand<State: Decodable, Action: Codable>: Decodable {
    var kind: InspectorCommandKind?
    /// For `jump` and `skip`: the event the command is about.
    var seq: Int?
    var state: State?
    var log: ActionLog<Action>?
    var action: Action?
    /// For `skip`: whether the action is to be skipped (true) or applied again (false).
    var skipped: Bool?
    var problem: String?

    private enum CodingKeys: String, CodingKey {
        case type, seq, state, log, action, skipped
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .type)
        kind = InspectorCommandKind(rawValue: name)
        if kind == nil {
            problem = "unknown command '\(name)'"
        }
        seq = try? container.decodeIfPresent(Int.self, forKey: .seq)
        skipped = try? container.decodeIfPresent(Bool.self, forKey: .skipped)
        do {
            state = try container.decodeIfPresent(State.self, forKey: .state)
            log = try container.decodeIfPresent(ActionLog<Action>.self, forKey: .log)
        } catch {
            let place = DevToolsJSON.describe(error, droppingFirst: decoder.codingPath.count)
            problem = "the \(name) command does not fit this app: \(place)"
        }
        do {
            action = try container.decodeIfPresent(Action.self, forKey: .action)
        } catch {
            // The action was typed in the page: say what the app expected, and where.
            let place = DevToolsJSON.describe(error, droppingFirst: decoder.codingPath.count + 1)
            problem = "the action to dispatch is not a \(Action.self): \(place)"
        }
    }
}

/// A command the inspector sends to the app, read from `GET /app/commands`.
enum InspectorCommandKind: String, Decodable {
    /// Show the state after event `seq` until resumed (time travel); `state` is that state as the inspector
    /// has it, used when the app no longer keeps it.
    case jump
    /// Leave time travel: restore the live state and apply the actions held meanwhile.
    case resume
    /// Start again from the initial state and apply the actions of `log`, an `ActionLog`.
    case replay
    /// Dispatch `action` as if the app had.
    case dispatch
    /// Skip (or apply again) the action of event `seq`: the state is recomputed without the skipped actions.
    case skip
}
