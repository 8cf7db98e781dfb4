/// The commands waiting for the app to take them when it polls, oldest first, at most `capacity`: a page
/// that sends commands while no app takes them must not make the inspector grow.
///
/// Each command is for one run of the app (its session id): a state to jump to or a log to replay means
/// something only to the run the page was showing, so another run never takes it.
struct CommandQueue {
    private var commands: [(session: String, command: JSONValue)] = []
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Adds `command` for the run `session`; returns false, adding nothing, when `capacity` commands
    /// already wait.
    mutating func enqueue(_ command: JSONValue, for session: String) -> Bool {
        guard commands.count < capacity else { return false }
        commands.append((session, command))
        return true
    }

    /// Removes and returns the commands for the run `session`.
    mutating func take(for session: String) -> [JSONValue] {
        let taken = commands.filter { $0.session == session }.map(\.command)
        if !taken.isEmpty {
            commands.removeAll { $0.session == session }
        }
        return taken
    }

    /// Removes the commands for every run but `session`, and returns how many there were.
    mutating func removeAll(except session: String) -> Int {
        let before = commands.count
        commands.removeAll { $0.session != session }
        return before - commands.count
    }
}
