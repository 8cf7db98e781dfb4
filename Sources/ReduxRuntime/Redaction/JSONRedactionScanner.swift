import Foundation

/// Copies a JSON text to `output`, redacting the values at the paths it is given (see ``JSONRedaction``).
struct JSONRedactionScanner {
    typealias Patterns = [[JSONPathPattern.Component]]

    let input: [UInt8]
    private(set) var output: [UInt8] = []
    private var index = 0

    init(input: [UInt8]) {
        self.input = input
        output.reserveCapacity(input.count)
    }

    /// Copies or redacts the value at `index`; `patterns` are the paths below it still to follow.
    mutating func value(_ patterns: Patterns) throws(JSONRedactionError) {
        copyWhitespace()
        if patterns.contains(where: \.isEmpty) {
            try redactValue()
        } else if patterns.isEmpty {
            let start = index
            try skipValue()
            output.append(contentsOf: input[start..<index])
        } else if peek() == UInt8(ascii: "{") {
            try object { key in
                patterns.compactMap { pattern in pattern.first == .any || pattern.first == .key(key) ? Array(pattern.dropFirst()) : nil }
            }
        } else if peek() == UInt8(ascii: "[") {
            let inner = patterns.compactMap { $0.first == .any ? Array($0.dropFirst()) : nil }
            try array { inner }
        } else {
            let start = index
            try skipValue()
            output.append(contentsOf: input[start..<index])
        }
    }

    /// Checks that only whitespace follows the value.
    mutating func finish() throws(JSONRedactionError) {
        copyWhitespace()
        guard index == input.count else { throw .malformed(offset: index) }
    }

    // MARK: - Redacting

    private mutating func redactValue() throws(JSONRedactionError) {
        switch peek() {
        case UInt8(ascii: "{"):
            try object { _ in [[]] }
        case UInt8(ascii: "["):
            try array { [[]] }
        case UInt8(ascii: "\""):
            try skipString()
            output.append(contentsOf: Array("\"\(JSONRedaction.placeholder)\"".utf8))
        case UInt8(ascii: "t"), UInt8(ascii: "f"):
            try skipLiteral()
            output.append(contentsOf: Array("false".utf8))
        case UInt8(ascii: "n"):
            try skipLiteral()
            output.append(contentsOf: Array("null".utf8))
        default:
            try skipNumber()
            output.append(UInt8(ascii: "0"))
        }
    }

    // MARK: - Containers

    /// Copies an object, handing each member's value the patterns `inner` gives for its key.
    private mutating func object(_ inner: (String) -> Patterns) throws(JSONRedactionError) {
        try expect(UInt8(ascii: "{"))
        copyWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            output.append(UInt8(ascii: "}"))
            return
        }
        while true {
            copyWhitespace()
            let keyStart = index
            try skipString()
            let rawKey = input[keyStart..<index]
            output.append(contentsOf: rawKey)
            copyWhitespace()
            try expect(UInt8(ascii: ":"))
            try value(inner(try Self.text(ofString: rawKey, at: keyStart)))
            copyWhitespace()
            if peek() == UInt8(ascii: ",") {
                index += 1
                output.append(UInt8(ascii: ","))
                continue
            }
            try expect(UInt8(ascii: "}"))
            return
        }
    }

    /// Copies an array, handing each element the patterns `inner` gives.
    private mutating func array(_ inner: () -> Patterns) throws(JSONRedactionError) {
        try expect(UInt8(ascii: "["))
        copyWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            output.append(UInt8(ascii: "]"))
            return
        }
        let patterns = inner()
        while true {
            try value(patterns)
            copyWhitespace()
            if peek() == UInt8(ascii: ",") {
                index += 1
                output.append(UInt8(ascii: ","))
                continue
            }
            try expect(UInt8(ascii: "]"))
            return
        }
    }

    /// The text of the JSON string `raw` (with its quotes).
    private static func text(ofString raw: ArraySlice<UInt8>, at offset: Int) throws(JSONRedactionError) -> String {
        let body = raw.dropFirst().dropLast()
        if !body.contains(UInt8(ascii: "\\")) {
            return String(decoding: body, as: UTF8.self)
        }
        guard let text = try? JSONDecoder().decode(String.self, from: Data(raw)) else {
            throw .malformed(offset: offset)
        }
        return text
    }

    // MARK: - Skipping

    private mutating func skipValue() throws(JSONRedactionError) {
        switch peek() {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            // Strings are skipped whole, so brackets inside them do not count.
            var depth = 0
            repeat {
                switch peek() {
                case UInt8(ascii: "\""):
                    try skipString()
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                case nil:
                    throw .malformed(offset: index)
                default:
                    break
                }
                index += 1
            } while depth > 0
        case UInt8(ascii: "\""):
            try skipString()
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            try skipLiteral()
        default:
            try skipNumber()
        }
    }

    private mutating func skipString() throws(JSONRedactionError) {
        try expectSkipping(UInt8(ascii: "\""))
        while let byte = peek() {
            index += 1
            if byte == UInt8(ascii: "\\") {
                index += 1
            } else if byte == UInt8(ascii: "\"") {
                return
            }
        }
        throw .malformed(offset: index)
    }

    private mutating func skipLiteral() throws(JSONRedactionError) {
        let start = index
        while let byte = peek(), byte >= UInt8(ascii: "a"), byte <= UInt8(ascii: "z") { index += 1 }
        guard ["true", "false", "null"].contains(String(decoding: input[start..<index], as: UTF8.self)) else {
            throw .malformed(offset: start)
        }
    }

    private mutating func skipNumber() throws(JSONRedactionError) {
        let start = index
        while let byte = peek(), Self.numberBytes.contains(byte) { index += 1 }
        guard index > start else { throw .malformed(offset: start) }
    }

    private static let numberBytes = Set("-+.eE0123456789".utf8)

    // MARK: - Bytes

    private func peek() -> UInt8? {
        index < input.count ? input[index] : nil
    }

    private mutating func copyWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            output.append(byte)
            index += 1
        }
    }

    /// Copies `byte`, which must be next.
    private mutating func expect(_ byte: UInt8) throws(JSONRedactionError) {
        try expectSkipping(byte)
        output.append(byte)
    }

    /// Steps over `byte`, which must be next.
    private mutating func expectSkipping(_ byte: UInt8) throws(JSONRedactionError) {
        guard peek() == byte else { throw .malformed(offset: index) }
        index += 1
    }
}
