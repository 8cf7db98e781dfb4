/// `SwiftName`'s camel-case conversions of a name written in ASCII, done on its bytes.
///
/// They give exactly what the `Character` conversions give for such a name (an ASCII letter is upper
/// case when it is `A` to `Z`, and changes case to its partner; digits and other characters have no
/// case), without Unicode case tables. Names with other characters are left to those conversions.
///
/// The name's words are the runs between `_` and `-` (empty ones dropped). Each conversion writes the new
/// name's bytes in one pass over the name's, into the string it returns: splitting the name into an array
/// of words, and each word into an array of its own, took five allocations and about 2,300 instructions for
/// a model's name.
struct ASCIINameConversion {
    /// The name, all of it ASCII.
    private let name: String

    /// The conversion of `name`, or `nil` when it has a byte outside ASCII.
    init?(_ name: String) {
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        self.name = name
    }

    /// `load_page`, `LoadPage`, `URLSession` → `loadPage`, `loadPage`, `urlSession`: the first word's leading
    /// capitals lowered (all of them when the word is only capitals or has one; all but the last otherwise,
    /// which starts the next word), each other word's first letter raised.
    var lowerCamelCase: String {
        converted(loweringFirstWord: true)
    }

    /// `repo_search`, `repoSearch` → `RepoSearch`: each word's first letter raised.
    var upperCamelCase: String {
        converted(loweringFirstWord: false)
    }

    private func converted(loweringFirstWord: Bool) -> String {
        var name = name
        return name.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { output in
                var written = 0
                var index = 0
                var isFirstWord = true
                while index < bytes.count {
                    guard !Self.isSeparator(bytes[index]) else {
                        index += 1
                        continue
                    }
                    var end = index
                    while end < bytes.count, !Self.isSeparator(bytes[end]) { end += 1 }
                    let word = UnsafeBufferPointer(rebasing: bytes[index..<end])
                    let lowered = isFirstWord && loweringFirstWord ? Self.leadingCapitalsToLower(in: word) : 0
                    for (offset, byte) in word.enumerated() {
                        if offset < lowered {
                            output[written] = byte + 32
                        } else if offset == 0, !(isFirstWord && loweringFirstWord), Self.isLowercase(byte) {
                            output[written] = byte - 32
                        } else {
                            output[written] = byte
                        }
                        written += 1
                    }
                    isFirstWord = false
                    index = end
                }
                return written
            }
        }
    }

    /// How many of `word`'s leading capitals lower camel case lowers: all of them when the word is only
    /// capitals or starts with one (`URL` → `url`, `Load` → `load`), all but the last when more of them start
    /// a longer word (`URLSession` → `urlSession`).
    private static func leadingCapitalsToLower(in word: UnsafeBufferPointer<UInt8>) -> Int {
        let run = word.prefix(while: isUppercase).count
        return run == word.count || run <= 1 ? run : run - 1
    }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }

    private static func isUppercase(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isLowercase(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
    }
}
