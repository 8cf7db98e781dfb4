import ReduxRuntime

/// A command from the inspector, decoded for the app's state and action types.
///
/// A command whose state or log does not decode (a log of another app, say) keeps the reason in
/// `problem` instead of failing the other commands of its batch.
struct DevToolsCommand<State: Decodable, Action: Codable>: Decodable {
    var kind: DevToolsCommandKind?
    var state: State?
    var log: ActionLog<Action>?
    var problem: String?

    private enum CodingKeys: String, CodingKey {
        case type, state, log
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .type)
        kind = DevToolsCommandKind(rawValue: name)
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
