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
            var place = DevToolsJSON.describe(error, droppingFirst: decoder.codingPath.count)
            if let misspelt = Self.unknownCaseInLog(error, container: container, depth: decoder.codingPath.count) {
                place = misspelt
            }
            problem = "the \(name) command does not fit this app: \(place)"
        }
        do {
            action = try container.decodeIfPresent(Action.self, forKey: .action)
        } catch {
            // The action was typed in the page: say what the app expected, and where.
            let depth = decoder.codingPath.count + 1
            var place = DevToolsJSON.describe(error, droppingFirst: depth)
            // A misspelt case reads "Invalid number of keys found" at the top: name the case instead.
            if let context = (error as? DecodingError)?.context, context.codingPath.count == depth,
               let keys = try? container.decode(ObjectKeys.self, forKey: .action).names, keys.count == 1
            {
                place = "it has no case '\(keys[0])' (an action is an object whose one key names its case)"
            }
            problem = "the action to dispatch is not a \(Action.self): \(place)"
        }
    }
}

extension InspectorCommand {
    /// For a log entry whose action names a case `Action` does not have (a log of another app), the entry
    /// and the case: the decoder itself says only "Invalid number of keys found".
    private static func unknownCaseInLog(
        _ error: any Error, container: KeyedDecodingContainer<CodingKeys>, depth: Int
    ) -> String? {
        guard let path = (error as? DecodingError)?.context?.codingPath, path.count == depth + 4,
              path[depth].stringValue == CodingKeys.log.stringValue, let index = path[depth + 2].intValue,
              let log = try? container.decode(LoggedActionKeys.self, forKey: .log),
              log.entries.indices.contains(index), log.entries[index].action.names.count == 1
        else { return nil }
        return "entry \(index)'s action: this app has no case '\(log.entries[index].action.names[0])' "
            + "(is the log of another app?)"
    }
}

/// The case names of the actions of a log, whatever their values.
private struct LoggedActionKeys: Decodable {
    struct Entry: Decodable {
        var action: ObjectKeys
    }

    var entries: [Entry]
}

/// The keys of a JSON object, whatever their values.
private struct ObjectKeys: Decodable {
    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    var names: [String]

    init(from decoder: any Decoder) throws {
        names = try decoder.container(keyedBy: Key.self).allKeys.map(\.stringValue)
    }
}

extension DecodingError {
    /// Where and why decoding failed.
    var context: Context? {
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
             .dataCorrupted(let context):
            return context
        @unknown default:
            return nil
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
