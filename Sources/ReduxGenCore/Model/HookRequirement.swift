/// The declaration of a hand-written hook in the feature's hook protocol, indented by 4 there: on one line
/// when it fits in 120 columns, else one parameter a line.
enum HookRequirement {
    static func text(name: String, parameters: [String], actionType: String) -> String {
        let result = " -> Effect<\(actionType)>"
        let singleLine = "static func \(name)(" + parameters.joined(separator: ", ") + ")" + result
        if 4 + singleLine.count <= 120 { return singleLine }
        let lines = parameters.map { "        " + $0 }.joined(separator: ",\n")
        return "static func \(name)(\n" + lines + "\n    )" + result
    }
}
