@testable import ReduxGenCore

/// Writing an expected call in tests as Swift reads it: `"FeedEffects.load(state: &state, id: id)"` is the
/// call of `FeedEffects.load` with the arguments `state: &state` and `id: id`. Arguments are separated by
/// `, ` and hold no `, ` themselves.
extension ResolvedCall: ExpressibleByStringLiteral {
    public init(stringLiteral text: String) {
        let open = text.firstIndex(of: "(") ?? text.endIndex
        let inside = open == text.endIndex ? "" : text[text.index(after: open)..<text.index(before: text.endIndex)]
        let arguments: [ResolvedArgument] = inside.isEmpty ? [] : inside.components(separatedBy: ", ").map { argument in
            let parts = argument.components(separatedBy: ": ")
            return ResolvedArgument(label: parts[0], value: parts.dropFirst().joined(separator: ": "))
        }
        self.init(function: String(text[..<open]), arguments: arguments)
    }
}
