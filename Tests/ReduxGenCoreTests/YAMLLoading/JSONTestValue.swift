import Foundation

/// A JSON value, as the yaml-test-suite's `in.json` files hold them, for comparing loaded documents.
enum JSONTestValue: Equatable, Decodable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONTestValue])
    case object([String: JSONTestValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let string = try? container.decode(String.self) {
            self = .string(string)
        } else if let array = try? container.decode([JSONTestValue].self) {
            self = .array(array)
        } else {
            self = .object(try container.decode([String: JSONTestValue].self))
        }
    }

    var description: String {
        switch self {
        case .null: return "null"
        case .bool(let bool): return "\(bool)"
        case .number(let number): return "\(number)"
        case .string(let string): return "\"\(string)\""
        case .array(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .object(let members):
            return "{" + members.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}"
        }
    }

    /// Every JSON value in `text`, which may hold several one after another (one per YAML document).
    static func values(in text: String) throws -> [JSONTestValue] {
        try JSONValueSplitter.split(text).map { chunk in
            try JSONDecoder().decode(JSONTestValue.self, from: Data(chunk.utf8))
        }
    }
}

/// Cuts a text holding several JSON values in a row into one text per value.
private enum JSONValueSplitter {
    static func split(_ text: String) -> [String] {
        let characters = Array(text.unicodeScalars)
        var chunks: [String] = []
        var index = 0
        while index < characters.count {
            if isWhitespace(characters[index]) {
                index += 1
                continue
            }
            let start = index
            index = endOfValue(startingAt: index, in: characters)
            var chunk = String.UnicodeScalarView()
            chunk.append(contentsOf: characters[start..<index])
            chunks.append(String(chunk))
        }
        return chunks
    }

    private static func endOfValue(startingAt start: Int, in characters: [Unicode.Scalar]) -> Int {
        var index = start
        var depth = 0
        var inString = false
        while index < characters.count {
            let character = characters[index]
            if inString {
                if character == "\\" {
                    index += 1
                } else if character == "\"" {
                    inString = false
                    if depth == 0 { return index + 1 }
                }
            } else if character == "\"" {
                inString = true
            } else if character == "{" || character == "[" {
                depth += 1
            } else if character == "}" || character == "]" {
                depth -= 1
                if depth == 0 { return index + 1 }
            } else if depth == 0 && isWhitespace(character) {
                return index
            }
            index += 1
        }
        return index
    }

    private static func isWhitespace(_ character: Unicode.Scalar) -> Bool {
        character == " " || character == "\n" || character == "\t" || character == "\r"
    }
}
