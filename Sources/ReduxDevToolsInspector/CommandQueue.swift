/// The commands waiting for one run of an app to take them when it polls, oldest first, at most
/// `capacity`: a page that sends commands while the app takes none must not make the inspector grow.
///
/// Each run of an app has a queue of its own (see `AppSession`): a state to jump to or a log to replay
/// means something only to the run the page was showing, so another run never takes it.
struct CommandQueue {
    private var commands: [JSONValue] = []
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The number of commands waiting.
    var count: Int {
        commands.count
    }

    /// Adds `command`; returns false, adding nothing, when `capacity` commands already wait.
    mutating func enqueue(_ command: JSONValue) -> Bool {
        guard commands.count < capacity else { return false }
        commands.append(command)
        return true
    }

    /// Removes and returns every waiting command.
    mutating func takeAll() -> [JSONValue] {
        defer { commands.removeAll() }
        return commands
    }
}
