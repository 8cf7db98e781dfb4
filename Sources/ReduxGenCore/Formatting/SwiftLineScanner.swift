/// Reads one line of Swift as far as `SwiftLineWrapper` needs: which bracket pairs open and close on it, where
/// their top-level items start, and whether a multi-line string literal is still open at its end. String
/// literals (with their interpolations), raw strings and `//` comments are skipped, so a bracket or comma
/// inside them never counts.
struct SwiftLineScanner {
    /// A `(...)` or `[...]` pair opened and closed on the line, as character offsets.
    struct BracketPair {
        /// The offset of the opening bracket.
        var open: Int
        /// The offset of the closing bracket.
        var close: Int
        /// The offset where each top-level item starts: after the opening bracket and after each comma at
        /// the pair's own depth.
        var itemStarts: [Int]
    }

    /// What `scan` found.
    struct Result {
        /// The pairs opened and closed on the line that lie inside no other such pair, in the order they open.
        var outermostPairs: [BracketPair]
        /// The closing delimiter (`"""`, `"""#`, ...) of a multi-line string literal left open at the end of
        /// the line, or `nil`.
        var openMultilineDelimiterAtEnd: String?
        /// The line's characters.
        var characters: [Character]

        /// Whether `pair` is a subscript (`values[a, b]`) rather than a collection literal: its `[` follows an
        /// expression directly.
        func isSubscript(_ pair: BracketPair) -> Bool {
            guard pair.open > 0 else { return false }
            let before = characters[pair.open - 1]
            return before.isLetter || before.isNumber || before == "_" || before == ")" || before == "]" || before == "?"
                || before == "!"
        }
    }

    private let characters: [Character]
    private var position = 0
    private var stack: [(open: Int, itemStarts: [Int])] = []
    private var pairs: [BracketPair] = []
    private var openMultilineDelimiter: String?

    private init(_ line: Substring, openMultilineDelimiter: String?) {
        characters = Array(line)
        self.openMultilineDelimiter = openMultilineDelimiter
    }

    /// Scans `line`, which starts inside a multi-line string literal closed by `openMultilineDelimiter` when
    /// that is not `nil`.
    static func scan(_ line: Substring, openMultilineDelimiter: String?) -> Result {
        var scanner = SwiftLineScanner(line, openMultilineDelimiter: openMultilineDelimiter)
        scanner.scanLine()
        var outermost: [BracketPair] = []
        for pair in scanner.pairs.sorted(by: { $0.open < $1.open }) {
            if let last = outermost.last, pair.open < last.close { continue }
            outermost.append(pair)
        }
        return Result(
            outermostPairs: outermost,
            openMultilineDelimiterAtEnd: scanner.openMultilineDelimiter,
            characters: scanner.characters
        )
    }

    private mutating func scanLine() {
        if let delimiter = openMultilineDelimiter {
            guard let end = find(delimiter, from: 0) else { return }
            openMultilineDelimiter = nil
            position = end + delimiter.count
        }
        scanCode(until: nil)
    }

    /// Scans code up to the end of the line, or up to the `)` that closes an interpolation when `closing` is
    /// `")"` (returning just after it).
    private mutating func scanCode(until closing: Character?) {
        var depth = 0
        while position < characters.count {
            let character = characters[position]
            switch character {
            case "/" where next(is: "/"):
                position = characters.count
                return
            case "#", "\"":
                if !scanStringLiteral() { position += 1 }
                if openMultilineDelimiter != nil { return }
                continue
            case "(", "[", "{":
                depth += 1
                stack.append((open: position, itemStarts: [position + 1]))
            case ")", "]", "}":
                if closing == ")" && character == ")" && depth == 0 {
                    position += 1
                    return
                }
                depth -= 1
                if let opened = stack.popLast(), character != "}", characters[opened.open] != "{" {
                    pairs.append(BracketPair(open: opened.open, close: position, itemStarts: opened.itemStarts))
                }
            case "," where !stack.isEmpty:
                stack[stack.count - 1].itemStarts.append(position + 1)
            default:
                break
            }
            position += 1
        }
    }

    /// Skips a string literal starting at `position` (`"`, `#"`, `"""`, `#"""`, ...); `false` when no literal
    /// starts there (a `#` of `#if` or `#expect`).
    private mutating func scanStringLiteral() -> Bool {
        var hashes = 0
        while position + hashes < characters.count && characters[position + hashes] == "#" { hashes += 1 }
        let quoteStart = position + hashes
        guard quoteStart < characters.count, characters[quoteStart] == "\"" else { return false }
        let pounds = String(repeating: "#", count: hashes)
        if find("\"\"\"", from: quoteStart) == quoteStart {
            // A multi-line literal: its content starts on the next line.
            openMultilineDelimiter = "\"\"\"" + pounds
            position = characters.count
            return true
        }
        position = quoteStart + 1
        while position < characters.count {
            let character = characters[position]
            if character == "\\" && matches(pounds, at: position + 1) {
                let afterEscape = position + 1 + hashes
                if afterEscape < characters.count && characters[afterEscape] == "(" {
                    // Brackets and commas of an interpolation belong to the string, never to the line.
                    let outerStack = stack
                    let outerPairCount = pairs.count
                    stack = []
                    position = afterEscape + 1
                    scanCode(until: ")")
                    stack = outerStack
                    pairs.removeSubrange(outerPairCount...)
                } else {
                    position = afterEscape + 1
                }
                continue
            }
            if character == "\"" && matches(pounds, at: position + 1) {
                position += 1 + hashes
                return true
            }
            position += 1
        }
        return true
    }

    private func next(is character: Character) -> Bool {
        position + 1 < characters.count && characters[position + 1] == character
    }

    private func matches(_ text: String, at offset: Int) -> Bool {
        guard offset + text.count <= characters.count else { return false }
        return characters[offset..<(offset + text.count)].elementsEqual(text)
    }

    private func find(_ text: String, from offset: Int) -> Int? {
        var index = offset
        while index + text.count <= characters.count {
            if matches(text, at: index) { return index }
            index += 1
        }
        return nil
    }
}
