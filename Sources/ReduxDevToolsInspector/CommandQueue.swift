/// The commands waiting for one run of an app to take them when it polls, oldest first: at most `capacity`
/// of them, and at most `maximumBytes` of memory (estimated as for events, ``JSONValue/memorySize``) unless
/// a single one waits. A page that sends commands while the app takes none must not make the inspector grow.
///
/// Each run of an app has a queue of its own (see `AppSession`): a state to jump to or a log to replay
/// means something only to the run the page was showing, so another run never takes it.
struct CommandQueue {
    private var commands: [JSONValue] = []
    private var bytes = 0
    let capacity: Int
    let maximumBytes: Int

    init(capacity: Int, maximumBytes: Int) {
        self.capacity = capacity
        self.maximumBytes = maximumBytes
    }

    /// The number of commands waiting.
    var count: Int {
        commands.count
    }

    /// Adds `command`; returns false, adding nothing, when `capacity` commands already wait or it would take
    /// the waiting ones past `maximumBytes`. The first is always added: the body limit bounds it, and a log
    /// to replay that is large but within that limit must reach the app.
    mutating func enqueue(_ command: JSONValue) -> Bool {
        let size = command.memorySize
        guard commands.count < capacity, commands.isEmpty || bytes + size <= maximumBytes else { return false }
        commands.append(command)
        bytes += size
        return true
    }

    /// Removes and returns every waiting command.
    mutating func takeAll() -> [JSONValue] {
        defer {
            commands.removeAll()
            bytes = 0
        }
        return commands
    }
}
