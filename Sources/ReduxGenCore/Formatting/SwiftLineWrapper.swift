/// The one rule that keeps generated Swift within `lineWidth` columns, applied to every rendered file.
///
/// A line longer than `lineWidth` is wrapped at its longest outermost bracket pair — `(...)` or `[...]`
/// opened and closed on that line, inside no other such pair — one item a line, indented 4 columns past the
/// line's own indentation, and the closing bracket back at that indentation. A pair of one item is wrapped
/// too (`send(` / `    .load(...)` / `)`), as swift-format wants when an argument itself has to wrap. An array or
/// dictionary literal of several items ends in a comma, as swift-format wants of a multi-line collection;
/// an argument, parameter or pattern list does not. The lines this produces are wrapped again while they are
/// still too long. Lines inside multi-line string literals, comments, and lines with no such bracket pair
/// are left as they are.
///
/// Templates and the model therefore write each call, declaration and literal on one line; none of them
/// counts columns.
public enum SwiftLineWrapper {
    /// The widest line generated code aims for (swift-format's `lineLength` in the repository's
    /// `.swift-format`).
    public static let lineWidth = 120

    /// `text` with every line longer than `lineWidth` wrapped.
    ///
    /// Lines are found by their UTF-8 bytes, and only a line that is too long, or holds `"""` (which may open
    /// or close a multi-line string literal), is scanned: most generated lines are short, and a byte count
    /// never falls below the character count. Text is copied only once a line changes.
    public static func wrap(_ text: String) -> String {
        let utf8 = text.utf8
        var output = ""
        var copiedUpTo = text.startIndex
        var openMultilineDelimiter: String? = nil
        var lineStart = utf8.startIndex
        while true {
            var lineEnd = lineStart
            var byteCount = 0
            var quotes = 0
            var holdsTripleQuote = false
            while lineEnd != utf8.endIndex, utf8[lineEnd] != UInt8(ascii: "\n") {
                quotes = utf8[lineEnd] == UInt8(ascii: "\"") ? quotes + 1 : 0
                if quotes == 3 { holdsTripleQuote = true }
                byteCount += 1
                utf8.formIndex(after: &lineEnd)
            }
            if holdsTripleQuote || (byteCount > lineWidth && openMultilineDelimiter == nil) {
                let line = text[lineStart..<lineEnd]
                let scan = SwiftLineScanner.scan(line, openMultilineDelimiter: openMultilineDelimiter)
                let startsInString = openMultilineDelimiter != nil
                openMultilineDelimiter = scan.openMultilineDelimiterAtEnd
                if !startsInString, line.count > lineWidth, let wrapped = wrapped(line, scan: scan) {
                    output += text[copiedUpTo..<lineStart]
                    output += wrapped.joined(separator: "\n")
                    copiedUpTo = lineEnd
                }
            }
            guard lineEnd != utf8.endIndex else { break }
            lineStart = utf8.index(after: lineEnd)
        }
        guard copiedUpTo != text.startIndex else { return text }
        output += text[copiedUpTo...]
        return output
    }

    /// `line` split at its longest outermost bracket pair, recursively; `nil` when it has no pair with
    /// something inside.
    private static func wrapped(_ line: Substring, scan: SwiftLineScanner.Result) -> [String]? {
        let candidates = scan.outermostPairs.filter { $0.close > $0.open + 1 }
        guard let pair = candidates.max(by: { $0.close - $0.open < $1.close - $1.open }) else { return nil }
        let characters = Array(line)
        let indentation = String(characters.prefix { $0 == " " })
        let itemIndentation = indentation + "    "
        let boundaries = pair.itemStarts + [pair.close]
        var items: [String] = []
        for index in 0..<pair.itemStarts.count {
            // Each item runs from after the bracket or comma before it to the comma (or bracket) after it.
            let start = boundaries[index]
            let end = index + 1 < pair.itemStarts.count ? boundaries[index + 1] - 1 : pair.close
            let item = String(characters[start..<end]).trimmingSpaces()
            if !item.isEmpty { items.append(item) }
        }
        let isCollection = characters[pair.open] == "[" && !scan.isSubscript(pair)
        let head = String(characters[...pair.open])
        let tail = indentation + String(characters[pair.close...])
        var lines = [head]
        for (index, item) in items.enumerated() {
            let isLast = index == items.count - 1
            let separator = isLast ? (isCollection && items.count > 1 ? "," : "") : ","
            lines.append(itemIndentation + item + separator)
        }
        lines.append(tail)
        return lines.flatMap { produced -> [String] in
            let line = Substring(produced)
            guard produced.count > lineWidth else { return [produced] }
            let scan = SwiftLineScanner.scan(line, openMultilineDelimiter: nil)
            return wrapped(line, scan: scan) ?? [produced]
        }
    }
}

private extension String {
    func trimmingSpaces() -> String {
        var slice = Substring(self)
        while slice.first == " " { slice = slice.dropFirst() }
        while slice.last == " " { slice = slice.dropLast() }
        return String(slice)
    }
}
