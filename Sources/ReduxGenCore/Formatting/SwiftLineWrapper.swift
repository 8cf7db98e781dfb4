/// The one rule that keeps generated Swift within `lineWidth` columns, applied to every rendered file.
///
/// A line longer than `lineWidth` is wrapped at its longest outermost bracket pair — `(...)` or `[...]`
/// opened and closed on that line, inside no other such pair — one item a line, indented 4 columns past the
/// line's own indentation, and the closing bracket back at that indentation. A pair of one item is wrapped
/// too (`send(` / `    .load(...)` / `)`), as swift-format wants when an argument itself has to wrap. An array or
/// dictionary literal of several items ends in a comma, as swift-format wants of a multi-line collection;
/// an argument, parameter or pattern list does not. A type is never split: a generic argument clause
/// (`<Pet, APIError>`) is not a bracket pair and its commas separate no items, and a `[...]` that holds one
/// type (`[Result<Pet, APIError>]`, `[String: Pet]`) is not wrapped. The lines this produces are wrapped again
/// while they are still too long. A line with no such pair that binds a constant to one string literal with
/// interpolations is split into the literal's pieces concatenated, one a line (`SwiftStringConcatenation`).
/// Lines inside multi-line string literals, comments, and other lines with no bracket pair are left as they
/// are.
///
/// Templates and the model therefore write each call, declaration and literal on one line; none of them
/// counts columns.
public enum SwiftLineWrapper {
    /// The widest line generated code aims for (swift-format's `lineLength` in the repository's
    /// `.swift-format`).
    public static let lineWidth = 120

    /// `text` with every line longer than `lineWidth` wrapped (see `lineReplacements(in:)`).
    public static func wrap(_ text: String) -> String {
        let bytes = Array(text.utf8)
        let replacements = lineReplacements(in: bytes)
        guard !replacements.isEmpty else { return text }
        var output: [UInt8] = []
        var copiedUpTo = 0
        for replacement in replacements {
            output += bytes[copiedUpTo..<replacement.range.lowerBound]
            output += replacement.bytes
            copiedUpTo = replacement.range.upperBound
        }
        output += bytes[copiedUpTo...]
        return String(decoding: output, as: UTF8.self)
    }

    /// One line that wrapping changes: the bytes `range` of the text (the line, without its `\n`) and the
    /// lines that replace it, joined by `\n`.
    struct LineReplacement: Equatable {
        var range: Range<Int>
        var bytes: [UInt8]
    }

    /// The lines of the UTF-8 text `bytes` that are longer than `lineWidth` and wrap, in order, each with its
    /// replacement; empty when no line changes, as in most generated files.
    ///
    /// Only a line that is too long, or holds `"""` (which may open or close a multi-line string literal), is
    /// scanned: most generated lines are short, and a byte count never falls below the character count.
    static func lineReplacements(in bytes: [UInt8]) -> [LineReplacement] {
        var replacements: [LineReplacement] = []
        var openMultilineDelimiter: [UInt8]? = nil
        for lineBytes in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            guard holdsTripleQuote(lineBytes) || (lineBytes.count > lineWidth && openMultilineDelimiter == nil) else { continue }
            let line = SwiftLineText(lineBytes)
            let scan = SwiftLineScanner.scan(line, openMultilineDelimiter: openMultilineDelimiter)
            let startsInString = openMultilineDelimiter != nil
            openMultilineDelimiter = scan.openMultilineDelimiterAtEnd
            if !startsInString, line.count > lineWidth,
               let wrapped = wrapped(line, scan: scan) ?? SwiftStringConcatenation.split(line).map({ $0.map { Array($0.utf8) } }) {
                var joined: [UInt8] = []
                for (index, wrappedLine) in wrapped.enumerated() {
                    if index > 0 { joined.append(UInt8(ascii: "\n")) }
                    joined.append(contentsOf: wrappedLine)
                }
                replacements.append(LineReplacement(range: lineBytes.startIndex..<lineBytes.endIndex, bytes: joined))
            }
        }
        return replacements
    }

    /// Whether `line` holds `"""`.
    private static func holdsTripleQuote(_ line: ArraySlice<UInt8>) -> Bool {
        var quotesInARow = 0
        for byte in line {
            quotesInARow = byte == UInt8(ascii: "\"") ? quotesInARow + 1 : 0
            if quotesInARow == 3 { return true }
        }
        return false
    }

    /// Whether `pair` is a `[...]` holding one type (`[Result<Pet, APIError>]`), which is never split.
    private static func holdsOneType(_ pair: SwiftLineScanner.BracketPair, of line: SwiftLineText) -> Bool {
        line.units[pair.open] == UInt8(ascii: "[") && SwiftTypeText.isOneType(in: line, (pair.open + 1)..<pair.close)
    }

    /// `line` split at its longest outermost bracket pair, recursively, as the UTF-8 bytes of each line; `nil`
    /// when it has no pair with something inside. Lines are made as bytes, since they replace bytes of the
    /// file.
    private static func wrapped(_ line: SwiftLineText, scan: SwiftLineScanner.Result) -> [[UInt8]]? {
        let candidates = scan.outermostPairs.filter { $0.close > $0.open + 1 && !holdsOneType($0, of: line) }
        guard let pair = candidates.max(by: { $0.close - $0.open < $1.close - $1.open }) else { return nil }
        let space = UInt8(ascii: " ")
        let units = line.units
        // The indentation is spaces, one byte a character.
        let indentation = [UInt8](repeating: space, count: units.firstIndex { $0 != space } ?? units.count)
        let boundaries = pair.itemStarts + [pair.close]
        var items: [ArraySlice<UInt8>] = []
        for index in 0..<pair.itemStarts.count {
            // Each item runs from after the bracket or comma before it to the comma (or bracket) after it.
            var start = boundaries[index]
            var end = index + 1 < pair.itemStarts.count ? boundaries[index + 1] - 1 : pair.close
            while start < end, units[start] == space { start += 1 }
            while end > start, units[end - 1] == space { end -= 1 }
            if start < end { items.append(line.bytes(start..<end)) }
        }
        let isCollection = units[pair.open] == UInt8(ascii: "[") && !scan.isSubscript(pair)
        var lines = [Array(line.bytes(0..<(pair.open + 1)))]
        for (index, item) in items.enumerated() {
            let isLast = index == items.count - 1
            var produced = indentation
            produced.append(contentsOf: [space, space, space, space])
            produced.append(contentsOf: item)
            if !isLast || (isCollection && items.count > 1) { produced.append(UInt8(ascii: ",")) }
            lines.append(produced)
        }
        lines.append(indentation + line.bytes(pair.close..<units.count))
        var result: [[UInt8]] = []
        for produced in lines {
            // A line's characters never outnumber its bytes.
            guard produced.count > lineWidth else {
                result.append(produced)
                continue
            }
            let line = SwiftLineText(produced)
            guard line.count > lineWidth, let rewrapped = wrapped(line, scan: SwiftLineScanner.scan(line, openMultilineDelimiter: nil)) else {
                result.append(produced)
                continue
            }
            result.append(contentsOf: rewrapped)
        }
        return result
    }
}
