/// Turns a spec's bytes into a broken or odd variant, one mutation at a time: bytes and lines deleted,
/// duplicated, swapped or re-indented, YAML syntax and troublesome characters inserted, names swapped.
///
/// Every mutation is chosen by the generator it is given, so a seed fixes the whole mutant.
struct SpecMutator {
    /// Pieces of YAML syntax and characters that stress the loader's and validator's edges.
    static let tokens: [[UInt8]] = [
        ":", " ", "\n", "\t", "- ", "[", "]", "{", "}", "\"", "'", ", ", "&a ", "*a", "<<: *a", "!!str ", "!!int ",
        "# c", "\u{2028}", "\u{2029}", "\u{85}", "\u{202E}", "\u{200F}", "\r", "\r\n", "---\n", "...\n", "? ", "|\n",
        ">\n", "~", "null", "yes", "9223372036854775808", "-9223372036854775809", "1e999", "5e-324", "0x1F", ".nan",
        "é", "日本", "\u{FEFF}", "\\", "%YAML 1.2\n", "\u{1B}", "\u{7F}", "type: ", "default: ", "reduce: ", "payload: ",
        "[String: Int]", "[[Int]]", "Int?", "??", "<", ">", "`", "$", "state.", "payload.", "{ value: 1 }",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0x00]]

    var rng: SplitMix64

    /// `bytes` after `count` random mutations.
    mutating func mutate(_ bytes: [UInt8], count: Int) -> [UInt8] {
        var result = bytes
        for _ in 0..<count {
            result = mutateOnce(result)
        }
        return result
    }

    private mutating func mutateOnce(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        guard !bytes.isEmpty else { return Self.tokens.randomElement(using: &rng)! }
        switch Int.random(in: 0..<11, using: &rng) {
        case 0:
            let range = randomRange(in: bytes, maxLength: 24)
            bytes.removeSubrange(range)
        case 1:
            let range = randomRange(in: bytes, maxLength: 40)
            bytes.insert(contentsOf: bytes[range], at: Int.random(in: 0...bytes.count, using: &rng))
        case 2, 3:
            bytes.insert(contentsOf: Self.tokens.randomElement(using: &rng)!, at: Int.random(in: 0...bytes.count, using: &rng))
        case 4:
            bytes[Int.random(in: 0..<bytes.count, using: &rng)] = UInt8.random(in: 0...255, using: &rng)
        case 5:
            bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &rng)))
        default:
            bytes = mutateLines(bytes)
        }
        return bytes
    }

    /// Line-level changes: swap, duplicate, delete, re-indent, or put one word in place of another.
    private mutating func mutateLines(_ bytes: [UInt8]) -> [UInt8] {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        let index = Int.random(in: 0..<lines.count, using: &rng)
        let other = Int.random(in: 0..<lines.count, using: &rng)
        switch Int.random(in: 0..<6, using: &rng) {
        case 0: lines.swapAt(index, other)
        case 1: lines.insert(lines[index], at: other)
        case 2: lines.remove(at: index)
        case 3: lines[index].insert(contentsOf: Array(repeating: UInt8(ascii: " "), count: Int.random(in: 1...4, using: &rng)), at: 0)
        case 4: lines[index] = Array(lines[index].drop { $0 == UInt8(ascii: " ") })
        default: lines[index] = replacingAWord(in: lines[index], withOneFrom: lines[other])
        }
        return Array(lines.joined(separator: [UInt8(ascii: "\n")]))
    }

    /// `line` with its first word (letters and digits) replaced by the last word of `source`.
    private func replacingAWord(in line: [UInt8], withOneFrom source: [UInt8]) -> [UInt8] {
        func isWordByte(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
        }
        guard let start = line.firstIndex(where: isWordByte),
              let sourceEnd = source.lastIndex(where: isWordByte) else { return line }
        let end = line[start...].firstIndex { !isWordByte($0) } ?? line.endIndex
        let sourceStart = (source[..<sourceEnd].lastIndex { !isWordByte($0) }).map { $0 + 1 } ?? 0
        var result = line
        result.replaceSubrange(start..<end, with: source[sourceStart...sourceEnd])
        return result
    }

    private mutating func randomRange(in bytes: [UInt8], maxLength: Int) -> Range<Int> {
        let start = Int.random(in: 0..<bytes.count, using: &rng)
        let length = Int.random(in: 1...maxLength, using: &rng)
        return start..<min(bytes.count, start + length)
    }
}
