/// Writes `name(arguments)` (or an array literal) on one line when it fits, else with one argument a line.
enum WrappedCall {
    /// The widest line generated code aims for.
    static let lineWidth = 120

    /// `name` alone without arguments; `name(a, b)` when `lineStart` (the column the text starts at)
    /// leaves room for it and a closing `)]`; otherwise the arguments one a line, indented from
    /// `indentation`, and the closing parenthesis at `indentation`.
    static func text(_ name: String, arguments: [String], indentation: Int, lineStart: Int) -> String {
        guard !arguments.isEmpty else { return name }
        return name + list(arguments, open: "(", close: ")", indentation: indentation, lineStart: lineStart + name.count)
    }

    /// The array literal of `elements`, on one line or one element a line, like `text`. One element a line
    /// ends in a comma when there are several, as swift-format wants of a multi-line collection literal.
    static func arrayLiteral(_ elements: [String], indentation: Int, lineStart: Int) -> String {
        let trailingComma = elements.count > 1 ? "," : ""
        return list(elements, open: "[", close: "]", trailingComma: trailingComma, indentation: indentation, lineStart: lineStart)
    }

    private static func list(
        _ items: [String], open: String, close: String, trailingComma: String = "", indentation: Int, lineStart: Int
    ) -> String {
        let singleLine = open + items.joined(separator: ", ") + close
        if items.isEmpty || lineStart + singleLine.count + 3 <= lineWidth { return singleLine }
        let inner = String(repeating: " ", count: indentation + 4)
        let body = items.map { inner + $0 }.joined(separator: ",\n") + trailingComma
        return open + "\n" + body + "\n" + String(repeating: " ", count: indentation) + close
    }
}
