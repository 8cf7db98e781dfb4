/// Writes calls and array literals on one line. The Model never counts columns: `SwiftLineWrapper` wraps
/// every rendered line that is too long, after the templates have placed it.
enum SwiftCall {
    /// `name` alone without arguments, else `name(a, b)`.
    static func text(_ name: String, arguments: [String]) -> String {
        guard !arguments.isEmpty else { return name }
        return name + "(" + arguments.joined(separator: ", ") + ")"
    }

    /// The array literal of `elements`: `[a, b]`.
    static func arrayLiteral(_ elements: [String]) -> String {
        "[" + elements.joined(separator: ", ") + "]"
    }
}
