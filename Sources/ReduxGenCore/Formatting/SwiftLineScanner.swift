/// Reads one line of Swift as far as `SwiftLineWrapper` needs: which bracket pairs open and close on it, where
/// their top-level items start, and whether a multi-line string literal is still open at its end. String
/// literals (with their interpolations), raw strings and `//` comments are skipped, so a bracket or comma
/// inside them never counts. So is a generic argument clause (`<Pet, APIError>`, see `SwiftTypeText`): its
/// commas separate type arguments, not the items of the bracket pair around it, and nothing inside it is a pair.
///
/// The line is read as `SwiftLineText` units, one per character, so every offset is a character offset.
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
        /// the line, as bytes, or `nil`.
        var openMultilineDelimiterAtEnd: [UInt8]?
        /// The line.
        var line: SwiftLineText

        /// Whether `pair` is a subscript (`values[a, b]`) rather than a collection literal: its `[` follows an
        /// expression directly.
        func isSubscript(_ pair: BracketPair) -> Bool {
            guard pair.open > 0 else { return false }
            let before = line.units[pair.open - 1]
            if before == SwiftLineText.otherCharacter {
                let character = line.character(at: pair.open - 1)
                return character.isLetter || character.isNumber
            }
            return Self.isASCIILetterOrDigit(before) || Self.otherExpressionEnds.contains(before)
        }

        /// The characters besides letters and digits that end an expression a subscript can follow.
        private static let otherExpressionEnds = [UInt8]("_)]?!".utf8)

        /// Whether `byte` is an ASCII letter or digit, as `Character.isLetter` and `isNumber` say of it.
        private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
    }

    private let line: SwiftLineText
    private let characters: [UInt8]
    private var position = 0
    private var stack: [(open: Int, itemStarts: [Int])] = []
    private var pairs: [BracketPair] = []
    private var openMultilineDelimiter: [UInt8]?

    private init(_ line: SwiftLineText, openMultilineDelimiter: [UInt8]?) {
        self.line = line
        characters = line.units
        self.openMultilineDelimiter = openMultilineDelimiter
    }

    /// Scans `line`, which starts inside a multi-line string literal closed by `openMultilineDelimiter` when
    /// that is not `nil`.
    static func scan(_ line: SwiftLineText, openMultilineDelimiter: [UInt8]?) -> Result {
        var scanner = SwiftLineScanner(line, openMultilineDelimiter: openMultilineDelimiter)
        scanner.scanLine()
        var outermost: [BracketPair] = []
        for pair in scanner.pairs.sorted(by: { $0.open < $1.open }) {
            if let last = outermost.last, pair.open < last.close { continue }
            outermost.append(pair)
        }
        return Result(outermostPairs: outermost, openMultilineDelimiterAtEnd: scanner.openMultilineDelimiter, line: line)
    }

    private mutating func scanLine() {
        if let delimiter = openMultilineDelimiter {
            guard let end = find(delimiter, from: 0) else { return }
            openMultilineDelimiter = nil
            position = end + delimiter.count
        }
        scanCode(untilInterpolationEnds: false)
    }

    /// Scans code up to the end of the line, or, inside an interpolation, up to the `)` that closes it
    /// (returning just after it).
    private mutating func scanCode(untilInterpolationEnds: Bool) {
        var depth = 0
        while position < characters.count {
            let character = characters[position]
            switch character {
            case UInt8(ascii: "/") where next(is: UInt8(ascii: "/")):
                position = characters.count
                return
            case UInt8(ascii: "<"):
                if let close = SwiftTypeText.genericClauseEnd(in: line, openingAt: position) {
                    position = close + 1
                    continue
                }
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                if !scanStringLiteral() { position += 1 }
                if openMultilineDelimiter != nil { return }
                continue
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                stack.append((open: position, itemStarts: [position + 1]))
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if untilInterpolationEnds && character == UInt8(ascii: ")") && depth == 0 {
                    position += 1
                    return
                }
                depth -= 1
                if let opened = stack.popLast(), character != UInt8(ascii: "}"), characters[opened.open] != UInt8(ascii: "{") {
                    pairs.append(BracketPair(open: opened.open, close: position, itemStarts: opened.itemStarts))
                }
            case UInt8(ascii: ",") where !stack.isEmpty:
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
        while position + hashes < characters.count && characters[position + hashes] == UInt8(ascii: "#") { hashes += 1 }
        let quoteStart = position + hashes
        guard quoteStart < characters.count, characters[quoteStart] == UInt8(ascii: "\"") else { return false }
        let pounds = [UInt8](repeating: UInt8(ascii: "#"), count: hashes)
        if matches(Self.tripleQuote, at: quoteStart) {
            // A multi-line literal: its content starts on the next line.
            openMultilineDelimiter = Self.tripleQuote + pounds
            position = characters.count
            return true
        }
        position = quoteStart + 1
        while position < characters.count {
            let character = characters[position]
            if character == UInt8(ascii: "\\") && matches(pounds, at: position + 1) {
                let afterEscape = position + 1 + hashes
                if afterEscape < characters.count && characters[afterEscape] == UInt8(ascii: "(") {
                    // Brackets and commas of an interpolation belong to the string, never to the line.
                    let outerStack = stack
                    let outerPairCount = pairs.count
                    stack = []
                    position = afterEscape + 1
                    scanCode(untilInterpolationEnds: true)
                    stack = outerStack
                    pairs.removeSubrange(outerPairCount...)
                } else {
                    position = afterEscape + 1
                }
                continue
            }
            if character == UInt8(ascii: "\"") && matches(pounds, at: position + 1) {
                position += 1 + hashes
                return true
            }
            position += 1
        }
        return true
    }

    /// `"""`, which opens and closes a multi-line string literal.
    private static let tripleQuote = [UInt8](#"""""#.utf8)

    private func next(is character: UInt8) -> Bool {
        position + 1 < characters.count && characters[position + 1] == character
    }

    private func matches(_ text: [UInt8], at offset: Int) -> Bool {
        guard offset + text.count <= characters.count else { return false }
        return characters[offset..<(offset + text.count)].elementsEqual(text)
    }

    private func find(_ text: [UInt8], from offset: Int) -> Int? {
        var index = offset
        while index + text.count <= characters.count {
            if matches(text, at: index) { return index }
            index += 1
        }
        return nil
    }
}
