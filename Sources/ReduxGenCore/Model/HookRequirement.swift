/// The declaration of a hand-written hook in the feature's hook protocol, on one line: the line wrapper
/// puts one parameter a line when it is too long for the protocol's indentation.
enum HookRequirement {
    static func text(name: String, parameters: [String], actionType: String) -> String {
        "static func \(name)(" + parameters.joined(separator: ", ") + ") -> Effect<\(actionType)>"
    }
}
