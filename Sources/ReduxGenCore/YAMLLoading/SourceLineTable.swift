/// The lines of a source text as editors and compilers number them, to turn positions into locations
/// that point inside the file.
///
/// A line ends at `\n`, at `\r\n` or at a lone `\r`. U+2028, U+2029 and NEL (U+0085), which libyaml
/// counts as line breaks, do not end a line here. Columns count Unicode scalars from 1. A leading byte
/// order mark is not part of the text, as libyaml skips it too.
///
/// "Inside the file" means: a line from 1 to the number of lines (a final line break does not start a line
/// of its own) and a column from 1 to the line's length plus one, the place just after its last character.
public struct SourceLineTable: Sendable {
    /// The file's name as locations show it.
    public let file: String
    /// For each line, the scalar offset of its first character and of its line break (or of the end of
    /// the text, for a last line without one).
    private var lines: [(start: Int, end: Int)] = []
    /// For each line, how many spaces and tabs it begins with.
    private var indentations: [Int] = []
    /// The number of scalars in the text.
    private let scalarCount: Int

    public init(bytes: [UInt8], file: String) {
        self.file = file
        if !bytes.contains(where: { $0 >= 0x80 }) {
            // ASCII: each byte is one scalar, so the bytes are counted as they are, without decoding them.
            (lines, indentations) = Self.lines(of: bytes, lineFeed: UInt8(ascii: "\n"), carriageReturn: UInt8(ascii: "\r"),
                                               space: UInt8(ascii: " "), tab: UInt8(ascii: "\t"))
            scalarCount = bytes.count
            return
        }
        var scalars = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        scalarCount = scalars.count
        (lines, indentations) = Self.lines(of: scalars, lineFeed: "\n", carriageReturn: "\r", space: " ", tab: "\t")
    }

    /// The bounds and indentation of each line of `units` (the text's scalars, or its bytes when each byte is
    /// one scalar).
    private static func lines<Unit: Equatable>(
        of units: [Unit], lineFeed: Unit, carriageReturn: Unit, space: Unit, tab: Unit
    ) -> (lines: [(start: Int, end: Int)], indentations: [Int]) {
        var lines: [(start: Int, end: Int)] = []
        var start = 0
        var index = 0
        while index < units.count {
            let unit = units[index]
            if unit == lineFeed || unit == carriageReturn {
                lines.append((start, index))
                if unit == carriageReturn, index + 1 < units.count, units[index + 1] == lineFeed { index += 1 }
                start = index + 1
            }
            index += 1
        }
        if start < units.count || lines.isEmpty {
            lines.append((start, units.count))
        }
        let indentations = lines.map { bounds in
            units[bounds.start..<bounds.end].prefix { $0 == space || $0 == tab }.count
        }
        return (lines, indentations)
    }

    /// The number of lines an editor shows with text (at least 1).
    public var lineCount: Int { lines.count }

    /// The length of the 1-based line `line`, in scalars.
    public func length(ofLine line: Int) -> Int {
        let bounds = lines[line - 1]
        return bounds.end - bounds.start
    }

    /// The location of the scalar at `offset` from the start of the text (libyaml's `mark.index`). The end
    /// of the text is the place after the last character of the last line.
    public func location(ofScalarAt offset: Int) -> SourceLocation {
        let offset = min(max(offset, 0), scalarCount)
        // The last line starting at or before `offset`.
        var low = 0
        var high = lines.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lines[middle].start <= offset { low = middle } else { high = middle - 1 }
        }
        let column = min(offset, lines[low].end) - lines[low].start + 1
        return SourceLocation(file: file, line: low + 1, column: column)
    }

    /// Whether `location` lies inside the file: a line that exists, a column at most one past its end.
    public func contains(_ location: SourceLocation) -> Bool {
        location.file == file && (1...lineCount).contains(location.line)
            && (1...(length(ofLine: location.line) + 1)).contains(location.column)
    }

    /// `location` moved inside the file, for places computed by counting characters into a scalar.
    ///
    /// A column past the end of its line continues on the next lines the way YAML folds a scalar written
    /// over several lines: the line break reads as one space and the next line's indentation is skipped.
    /// A line past the end becomes the end of the last line. Locations in other files are returned as they are.
    public func placingInside(_ location: SourceLocation) -> SourceLocation {
        guard location.file == file, !contains(location) else { return location }
        var line = max(location.line, 1)
        var column = max(location.column, 1)
        if line > lineCount {
            return SourceLocation(file: file, line: lineCount, column: length(ofLine: lineCount) + 1)
        }
        while column > length(ofLine: line) + 1 {
            guard line < lineCount else {
                column = length(ofLine: line) + 1
                break
            }
            let overflow = column - (length(ofLine: line) + 1)
            line += 1
            column = indentation(ofLine: line) + overflow
        }
        return SourceLocation(file: file, line: line, column: column)
    }

    /// `diagnostic` with its location and its notes' locations placed inside the file.
    public func placingInside(_ diagnostic: Diagnostic) -> Diagnostic {
        var placed = diagnostic
        placed.location = diagnostic.location.map(placingInside)
        placed.notes = diagnostic.notes.map(placingInside)
        return placed
    }

    private func indentation(ofLine line: Int) -> Int {
        indentations[line - 1]
    }
}
