import Foundation

/// Why a request body is not JSON the inspector reads.
struct JSONParseError: Error, CustomStringConvertible {
    let description: String
}

/// Reads JSON text (RFC 8259) into a ``JSONValue`` in one pass over its bytes.
///
/// The inspector reads what apps and the page send with this parser rather than with `JSONDecoder`: decoding
/// a value of unknown type through `Decodable` tries each JSON type in turn, and every failed try builds an
/// error that carries the path from the root, so the time taken grows much faster than the nesting (a 1 KB
/// document nested 500 levels deep took about a second). Here each byte is read a bounded number of times,
/// whatever the nesting.
///
/// Values nested deeper than ``maximumDepth`` are refused, so that a body cannot exhaust the stack of the
/// parser or of the page that shows it, and so that whatever the inspector sends on stays encodable.
/// Numbers beyond the range of `Double` are refused too, since they could not be sent on as JSON.
struct JSONParser<Bytes: RandomAccessCollection> where Bytes.Element == UInt8, Bytes.Index == Int {
    /// The deepest nesting of arrays and objects accepted in a body. `JSONEncoder` refuses values nested 512
    /// levels or more, and the inspector sends a value on wrapped in at most three levels more than it came
    /// in (a state in an event in the list of a snapshot), so a body may use at most 500.
    static var maximumDepth: Int { 500 }

    private let bytes: Bytes
    private var index: Int

    private init(_ bytes: Bytes) {
        self.bytes = bytes
        self.index = bytes.startIndex
    }

    /// The value `bytes` hold, which must be one JSON value with nothing but whitespace around it.
    static func parse(_ bytes: Bytes) throws -> JSONValue {
        var parser = JSONParser(bytes)
        parser.skipWhitespace()
        let value = try parser.readValue(depth: 0)
        parser.skipWhitespace()
        guard parser.index == bytes.endIndex else {
            throw parser.failure("unexpected text after the JSON value")
        }
        return value
    }

    // MARK: - Values

    private mutating func readValue(depth: Int) throws -> JSONValue {
        guard let byte = peek() else { throw failure("unexpected end of the JSON text") }
        switch byte {
        case ASCII.openBrace:
            return try readObject(depth: depth + 1)
        case ASCII.openBracket:
            return try readArray(depth: depth + 1)
        case ASCII.quote:
            return .string(try readString())
        case ASCII.t:
            try readLiteral(ASCII.trueLiteral, "true")
            return .bool(true)
        case ASCII.f:
            try readLiteral(ASCII.falseLiteral, "false")
            return .bool(false)
        case ASCII.n:
            try readLiteral(ASCII.nullLiteral, "null")
            return .null
        case ASCII.minus, ASCII.zero...ASCII.nine:
            return try readNumber()
        default:
            throw failure("unexpected character")
        }
    }

    private mutating func readObject(depth: Int) throws -> JSONValue {
        try checkDepth(depth)
        index += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if peek() == ASCII.closeBrace {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek() == ASCII.quote else { throw failure("expected a member name in quotes") }
            let key = try readString()
            skipWhitespace()
            try expect(ASCII.colon, "expected ':' after a member name")
            skipWhitespace()
            // Swift compares strings by canonical equivalence, so `é` and `e` + U+0301 would be one key and
            // one member silently lost: such names are refused. A name repeated exactly keeps its last value.
            if let existing = members.index(forKey: key),
               !members[existing].key.unicodeScalars.elementsEqual(key.unicodeScalars) {
                throw failure(
                    "the member names \(members[existing].key.debugDescription) and \(key.debugDescription) differ only "
                        + "in how their characters are composed, and the inspector cannot keep them apart")
            }
            members[key] = try readValue(depth: depth)
            skipWhitespace()
            if peek() == ASCII.comma {
                index += 1
                continue
            }
            try expect(ASCII.closeBrace, "expected ',' or '}' in an object")
            return .object(members)
        }
    }

    private mutating func readArray(depth: Int) throws -> JSONValue {
        try checkDepth(depth)
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == ASCII.closeBracket {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try readValue(depth: depth))
            skipWhitespace()
            if peek() == ASCII.comma {
                index += 1
                continue
            }
            try expect(ASCII.closeBracket, "expected ',' or ']' in an array")
            return .array(elements)
        }
    }

    private func checkDepth(_ depth: Int) throws {
        guard depth <= Self.maximumDepth else {
            throw failure("arrays and objects nested more than \(Self.maximumDepth) levels deep")
        }
    }

    private mutating func readLiteral(_ literal: [UInt8], _ name: String) throws {
        for byte in literal {
            guard peek() == byte else { throw failure("expected \(name)") }
            index += 1
        }
    }

    // MARK: - Numbers

    private mutating func readNumber() throws -> JSONValue {
        let start = index
        if peek() == ASCII.minus {
            index += 1
        }
        if peek() == ASCII.zero {
            index += 1
        } else {
            guard readDigits() > 0 else { throw failure("expected a digit") }
        }
        var isInteger = true
        if peek() == ASCII.dot {
            isInteger = false
            index += 1
            guard readDigits() > 0 else { throw failure("expected a digit after '.'") }
        }
        if peek() == ASCII.e || peek() == ASCII.capitalE {
            isInteger = false
            index += 1
            if peek() == ASCII.plus || peek() == ASCII.minus {
                index += 1
            }
            guard readDigits() > 0 else { throw failure("expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        // An integer too large for Int is kept as a Double, as JSONDecoder does.
        if isInteger, let integer = Int(text) {
            return .integer(integer)
        }
        guard let number = Double(text), number.isFinite else {
            throw failure("the number \(text.prefix(40)) is out of range")
        }
        return .number(number)
    }

    /// Reads decimal digits and returns how many there were.
    private mutating func readDigits() -> Int {
        let start = index
        while let byte = peek(), ASCII.zero...ASCII.nine ~= byte {
            index += 1
        }
        return index - start
    }

    // MARK: - Strings

    private mutating func readString() throws -> String {
        index += 1
        let start = index
        // Most strings have no escapes: they are read in place.
        while let byte = peek(), byte != ASCII.quote, byte != ASCII.backslash, byte >= 0x20 {
            index += 1
        }
        if peek() == ASCII.quote {
            let text = try utf8String(bytes[start..<index])
            index += 1
            return text
        }
        var buffer = Array(bytes[start..<index])
        while true {
            guard let byte = peek() else { throw failure("unterminated string") }
            switch byte {
            case ASCII.quote:
                index += 1
                return try utf8String(buffer)
            case ASCII.backslash:
                index += 1
                try readEscape(into: &buffer)
            case 0..<0x20:
                throw failure("a control character in a string must be escaped")
            default:
                buffer.append(byte)
                index += 1
            }
        }
    }

    private mutating func readEscape(into buffer: inout [UInt8]) throws {
        guard let byte = peek() else { throw failure("unterminated string") }
        index += 1
        switch byte {
        case ASCII.quote, ASCII.backslash, ASCII.slash: buffer.append(byte)
        case ASCII.b: buffer.append(0x08)
        case ASCII.f: buffer.append(0x0C)
        case ASCII.n: buffer.append(0x0A)
        case ASCII.r: buffer.append(0x0D)
        case ASCII.t: buffer.append(0x09)
        case ASCII.u: try readUnicodeEscape(into: &buffer)
        default: throw failure("unknown escape in a string")
        }
    }

    /// Reads the hexadecimal digits after `\u`, and the second half of a surrogate pair when there is one.
    private mutating func readUnicodeEscape(into buffer: inout [UInt8]) throws {
        let unit = try readHexUnit()
        var scalarValue = UInt32(unit)
        if (0xD800...0xDBFF).contains(unit) {
            guard peek() == ASCII.backslash else { throw failure("a lone surrogate in a string") }
            index += 1
            guard peek() == ASCII.u else { throw failure("a lone surrogate in a string") }
            index += 1
            let low = try readHexUnit()
            guard (0xDC00...0xDFFF).contains(low) else { throw failure("a lone surrogate in a string") }
            scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(unit) {
            throw failure("a lone surrogate in a string")
        }
        guard let scalar = Unicode.Scalar(scalarValue) else { throw failure("an invalid \\u escape") }
        UTF8.encode(scalar) { buffer.append($0) }
    }

    private mutating func readHexUnit() throws -> UInt16 {
        var unit: UInt16 = 0
        for _ in 0..<4 {
            guard let byte = peek() else { throw failure("unterminated \\u escape") }
            let digit: UInt8
            switch byte {
            case ASCII.zero...ASCII.nine: digit = byte - ASCII.zero
            case ASCII.a...ASCII.f: digit = byte - ASCII.a + 10
            case ASCII.capitalA...ASCII.capitalF: digit = byte - ASCII.capitalA + 10
            default: throw failure("expected four hexadecimal digits after \\u")
            }
            unit = unit << 4 | UInt16(digit)
            index += 1
        }
        return unit
    }

    private func utf8String(_ utf8: some Sequence<UInt8>) throws -> String {
        guard let text = String(bytes: utf8, encoding: .utf8) else { throw failure("a string is not valid UTF-8") }
        return text
    }

    // MARK: - Reading

    private func peek() -> UInt8? {
        index < bytes.endIndex ? bytes[index] : nil
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            index += 1
        }
    }

    private mutating func expect(_ byte: UInt8, _ problem: String) throws {
        guard peek() == byte else { throw failure(problem) }
        index += 1
    }

    private func failure(_ problem: String) -> JSONParseError {
        JSONParseError(description: "invalid JSON at byte \(index - bytes.startIndex): \(problem)")
    }
}

/// The bytes of the ASCII characters JSON is written with.
private enum ASCII {
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let quote = UInt8(ascii: "\"")
    static let backslash = UInt8(ascii: "\\")
    static let slash = UInt8(ascii: "/")
    static let colon = UInt8(ascii: ":")
    static let comma = UInt8(ascii: ",")
    static let minus = UInt8(ascii: "-")
    static let plus = UInt8(ascii: "+")
    static let dot = UInt8(ascii: ".")
    static let zero = UInt8(ascii: "0")
    static let nine = UInt8(ascii: "9")
    static let a = UInt8(ascii: "a")
    static let b = UInt8(ascii: "b")
    static let e = UInt8(ascii: "e")
    static let f = UInt8(ascii: "f")
    static let n = UInt8(ascii: "n")
    static let r = UInt8(ascii: "r")
    static let t = UInt8(ascii: "t")
    static let u = UInt8(ascii: "u")
    static let capitalA = UInt8(ascii: "A")
    static let capitalE = UInt8(ascii: "E")
    static let capitalF = UInt8(ascii: "F")
    static let trueLiteral = Array("true".utf8)
    static let falseLiteral = Array("false".utf8)
    static let nullLiteral = Array("null".utf8)
}
