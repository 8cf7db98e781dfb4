@testable import ReduxGenCore

/// Writing an expected call in tests as Swift reads it: `"FeedEffects.load(state: &state, id: id)"` is the
/// call of `FeedEffects.load` with the arguments `state: &state` and `id: id`. Arguments are separated by
/// `, ` and hold no `, ` themselves. A value is read as `_argumentValue` writes it: `&state`, `environment`,
/// `.milliseconds(300)`, else a local.
extension ResolvedCall: ExpressibleByStringLiteral {
    public init(stringLiteral text: String) {
        let open = text.firstIndex(of: "(") ?? text.endIndex
        let inside = open == text.endIndex ? "" : text[text.index(after: open)..<text.index(before: text.endIndex)]
        let arguments: [ResolvedArgument] = inside.isEmpty ? [] : inside.components(separatedBy: ", ").map { argument in
            let parts = argument.components(separatedBy: ": ")
            return ResolvedArgument(label: parts[0], value: ResolvedArgumentValue(notation: parts.dropFirst().joined(separator: ": ")))
        }
        self.init(function: String(text[..<open]), arguments: arguments)
    }
}

extension ResolvedArgumentValue {
    /// The value `_argumentValue` writes as `text`; anything but `&state`, `environment` and
    /// `.milliseconds(n)` is a local.
    init(notation text: String) {
        if text == "&state" {
            self = .inoutState
        } else if text == "environment" {
            self = .environment
        } else if text.hasPrefix(".milliseconds("), text.hasSuffix(")"),
                  let milliseconds = Int(text.dropFirst(".milliseconds(".count).dropLast()) {
            self = .milliseconds(milliseconds)
        } else {
            self = .local(text)
        }
    }
}
