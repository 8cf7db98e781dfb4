import Foundation

/// A 128-bit digest (two FNV-1a-style 64-bit hashes with different seeds and multipliers) of a sequence of byte strings, for
/// telling whether the inputs or outputs of a run are the same as last time. Each part is added with its
/// length first, so `["ab", "c"]` and `["a", "bc"]` differ. Not a cryptographic hash: it guards against
/// accidental change, which is all a stamp needs.
public struct InputDigest: Sendable {
    private var first: UInt64 = 0xcbf2_9ce4_8422_2325
    private var second: UInt64 = 0x6c62_272e_07bb_0142

    public init() {}

    /// Adds one part.
    public mutating func add(_ bytes: some Collection<UInt8>) {
        addRaw(withUnsafeBytes(of: UInt64(bytes.count).littleEndian) { Array($0) })
        addRaw(bytes)
    }

    /// Adds the bytes of `data` as one part.
    public mutating func add(_ data: Data) {
        data.withUnsafeBytes { add($0) }
    }

    /// Adds the UTF-8 bytes of `text` as one part.
    public mutating func add(_ text: String) {
        add(Array(text.utf8))
    }

    /// The digest as 32 lowercase hexadecimal digits.
    public var hex: String {
        Self.hexDigits(first) + Self.hexDigits(second)
    }

    /// The digest of one byte string.
    public static func hex(of data: Data) -> String {
        var digest = InputDigest()
        digest.add(data)
        return digest.hex
    }

    private mutating func addRaw(_ bytes: some Collection<UInt8>) {
        let prime: UInt64 = 0x0000_0100_0000_01b3
        let secondMultiplier: UInt64 = 0x9e37_79b9_7f4a_7c15
        var first = self.first
        var second = self.second
        for byte in bytes {
            first = (first ^ UInt64(byte)) &* prime
            second = (second ^ UInt64(byte)) &* secondMultiplier
        }
        self.first = first
        self.second = second
    }

    private static func hexDigits(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
