/// `SwiftName`'s camel-case conversions of a name written in ASCII, done on its bytes.
///
/// They give exactly what the `Character` conversions give for such a name (an ASCII letter is upper
/// case when it is `A` to `Z`, and changes case to its partner; digits and other characters have no
/// case), without Unicode case tables. Names with other characters are left to those conversions.
struct ASCIINameConversion {
    /// The name's words: split at `_` and `-`, empty words dropped.
    private let words: [ArraySlice<UInt8>]

    /// The conversion of `name`, or `nil` when it has a byte outside ASCII.
    init?(_ name: String) {
        let bytes = Array(name.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        words = bytes.split(whereSeparator: { $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") })
    }

    /// `load_page`, `LoadPage`, `URLSession` → `loadPage`, `loadPage`, `urlSession`.
    var lowerCamelCase: String {
        guard let first = words.first else { return "" }
        var result = Self.lowercasedLeadingCapitals(first)
        for word in words.dropFirst() {
            result += Self.capitalizedFirstLetter(word)
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// `repo_search`, `repoSearch` → `RepoSearch`.
    var upperCamelCase: String {
        String(decoding: words.flatMap(Self.capitalizedFirstLetter), as: UTF8.self)
    }

    private static func isUppercase(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func capitalizedFirstLetter(_ word: ArraySlice<UInt8>) -> [UInt8] {
        var result = Array(word)
        if let first = result.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) {
            result[0] = first - 32
        }
        return result
    }

    /// The leading run of capitals in lower case, except the last one when it starts the next word
    /// (`URLSession` → `urlSession`, `ID` → `id`).
    private static func lowercasedLeadingCapitals(_ word: ArraySlice<UInt8>) -> [UInt8] {
        var result = Array(word)
        let run = result.prefix(while: isUppercase).count
        guard run > 0 else { return result }
        let lowered = (run == result.count || run == 1) ? run : run - 1
        for index in 0..<lowered {
            result[index] += 32
        }
        return result
    }
}
