/// The commands waiting for the app to take them when it polls, oldest first, at most `capacity`: a page
/// that sends commands while no app takes them must not make the inspector grow.
struct CommandQueue {
    private var commands: [JSONValue] = []
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    var isEmpty: Bool { commands.isEmpty }

    /// Adds `command` at the end; returns false, adding nothing, when `capacity` commands already wait.
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
