/// The wrapper's rule for a string too long for its line: a constant bound to one string literal,
/// `let name = [try ]"text \(value) text"`, becomes the concatenation of the literal's pieces, one a line, as
/// swift-format lays out a long concatenation:
///
/// ```swift
/// let name =
///     try "text "
///     + "\(value)"
///     + " text"
/// ```
///
/// Each interpolation is a piece of its own (`"\(value)"`), and each stretch of text between them another,
/// cut into pieces of at most `textPieceWidth` columns (never inside an escape such as `\n` or `\u{E9}`). The
/// concatenation reads the same text as the literal. A line of any other shape, a raw string (`#"..."#`), an
/// interpolation holding a string literal of its own, or a literal without interpolations is left as it is.
enum SwiftStringConcatenation {
    /// The widest stretch of text (its escaped source, between the quotes) one piece holds.
    static let textPieceWidth = 60

    /// The lines `line` is split into, or `nil` when it is no `let` of a string literal that splits.
    static func split(_ line: SwiftLineText) -> [String]? {
        let units = line.units
        let indentation = units.firstIndex { $0 != UInt8(ascii: " ") } ?? units.count
        guard let head = declarationHead(units, from: indentation) else { return nil }
        var literalStart = head
        let isThrowing = starts(units, with: "try ", at: literalStart)
        if isThrowing { literalStart += 4 }
        guard literalStart < units.count, units[literalStart] == UInt8(ascii: "\""),
              !starts(units, with: "\"\"\"", at: literalStart),
              let pieces = pieces(units, contentStart: literalStart + 1),
              pieces.contains(where: { units[$0.lowerBound] == UInt8(ascii: "\\") && units[$0.lowerBound + 1] == UInt8(ascii: "(") })
        else { return nil }
        let indent = String(repeating: " ", count: indentation)
        var lines = [line.text(0..<(head - 1))]
        for (index, piece) in pieces.enumerated() {
            let prefix = index == 0 ? (isThrowing ? "try " : "") : "+ "
            lines.append(indent + "    " + prefix + "\"" + line.text(piece) + "\"")
        }
        return lines
    }

    /// The offset just after `let <identifier> = ` starting at `start`, or `nil` when the line has another
    /// shape.
    private static func declarationHead(_ units: [UInt8], from start: Int) -> Int? {
        guard starts(units, with: "let ", at: start) else { return nil }
        var position = start + 4
        let identifierStart = position
        while position < units.count, isIdentifierUnit(units[position]) { position += 1 }
        guard position > identifierStart, starts(units, with: " = ", at: position) else { return nil }
        return position + 3
    }

    /// The pieces of the literal whose content starts at `contentStart`, as ranges of its source between the
    /// quotes; `nil` when the literal does not end the line or holds something the rule leaves alone.
    private static func pieces(_ units: [UInt8], contentStart: Int) -> [Range<Int>]? {
        var pieces: [Range<Int>] = []
        var textStart = contentStart
        var position = contentStart
        /// Appends the text from `textStart` to `position`, in pieces of at most `textPieceWidth` columns.
        func endText() {
            var pieceStart = textStart
            var offset = textStart
            while offset < position {
                let length = escapeLength(units, at: offset)
                if offset > pieceStart, offset + length - pieceStart > textPieceWidth {
                    pieces.append(pieceStart..<offset)
                    pieceStart = offset
                }
                offset += length
            }
            if pieceStart < position { pieces.append(pieceStart..<position) }
        }
        while position < units.count {
            switch units[position] {
            case UInt8(ascii: "\""):
                // The literal must end the line.
                guard position == units.count - 1 else { return nil }
                endText()
                return pieces
            case UInt8(ascii: "\\") where position + 1 < units.count && units[position + 1] == UInt8(ascii: "("):
                endText()
                guard let close = interpolationEnd(units, openingParenthesis: position + 1) else { return nil }
                pieces.append(position..<(close + 1))
                position = close + 1
                textStart = position
            default:
                position += escapeLength(units, at: position)
            }
        }
        return nil
    }

    /// The offset of the `)` closing the interpolation whose `(` is at `open`; `nil` when it holds a string
    /// literal or does not close on the line.
    private static func interpolationEnd(_ units: [UInt8], openingParenthesis open: Int) -> Int? {
        var depth = 0
        for position in open..<units.count {
            switch units[position] {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): return nil
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return position }
            default: break
            }
        }
        return nil
    }

    /// The columns of the character or escape at `position` inside a literal: 2 for `\n`, the whole of
    /// `\u{...}`, 1 for anything else.
    private static func escapeLength(_ units: [UInt8], at position: Int) -> Int {
        guard units[position] == UInt8(ascii: "\\"), position + 1 < units.count else { return 1 }
        if units[position + 1] == UInt8(ascii: "u"), let close = units[position...].firstIndex(of: UInt8(ascii: "}")) {
            return close - position + 1
        }
        return 2
    }

    private static func starts(_ units: [UInt8], with text: String, at offset: Int) -> Bool {
        let bytes = Array(text.utf8)
        guard offset + bytes.count <= units.count else { return false }
        return units[offset..<(offset + bytes.count)].elementsEqual(bytes)
    }

    private static func isIdentifierUnit(_ unit: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(unit) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(unit)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(unit) || unit == UInt8(ascii: "_")
    }
}
