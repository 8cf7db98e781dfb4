import Foundation

/// A 128-bit digest of a sequence of byte strings, for telling whether the inputs or outputs of a run are the
/// same as last time: two 64-bit FNV-1a-style hashes with different seeds and multipliers. Each part is
/// added with its length first, so `["ab", "c"]` and `["a", "bc"]` differ. Not a cryptographic hash: it
/// guards against accidental change, which is all a stamp needs.
///
/// A part is taken 16 bytes at a time: its first little-endian word is mixed into the first hash and its
/// second into the second (each multiplied and rotated), and its last bytes go one by one into both. Digests
/// are only compared with digests of the same reduxgen build.
public struct InputDigest: Sendable {
    private var first: UInt64 = 0xcbf2_9ce4_8422_2325
    private var second: UInt64 = 0x6c62_272e_07bb_0142

    public init() {}

    /// Adds one part.
    public mutating func add(_ bytes: some Collection<UInt8>) {
        addPart(bytes)
    }

    /// Adds the UTF-8 bytes of `text` as one part.
    public mutating func add(_ text: String) {
        addPart(text.utf8)
    }

    /// Adds `bytes` as one part, after its length (eight bytes, little-endian).
    private mutating func addPart(_ bytes: some Collection<UInt8>) {
        let count = UInt64(bytes.count)
        mix((0..<8).lazy.map { UInt8(truncatingIfNeeded: count >> ($0 * 8)) })
        mix(bytes)
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

    /// Mixes `bytes` into both hashes: each full block of 16 bytes as two little-endian words, one into each
    /// hash, and the bytes after the last full block one at a time into both.
    private mutating func mix(_ bytes: some Sequence<UInt8>) {
        let prime: UInt64 = 0x0000_0100_0000_01b3
        let secondMultiplier: UInt64 = 0x9e37_79b9_7f4a_7c15
        var firstWord: UInt64 = 0
        var secondWord: UInt64 = 0
        var filled = 0
        for byte in bytes {
            if filled < 8 {
                firstWord |= UInt64(byte) << (8 * filled)
            } else {
                secondWord |= UInt64(byte) << (8 * (filled - 8))
            }
            filled += 1
            if filled == 16 {
                first = Self.rotated((first ^ firstWord) &* prime)
                second = Self.rotated((second ^ secondWord) &* secondMultiplier)
                firstWord = 0
                secondWord = 0
                filled = 0
            }
        }
        for index in 0..<filled {
            let word = index < 8 ? firstWord : secondWord
            let byte = (word >> (8 * (index % 8))) & 0xFF
            first = (first ^ byte) &* prime
            second = (second ^ byte) &* secondMultiplier
        }
    }

    /// `value` rotated left by 29 bits, so a word's high bits also reach the low bits of later steps.
    private static func rotated(_ value: UInt64) -> UInt64 {
        (value << 29) | (value >> 35)
    }

    private static func hexDigits(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
