import Foundation

/// A 128-bit digest of a sequence of byte strings, for telling whether the inputs or outputs of a run are the
/// same as last time: two 64-bit FNV-1a-style hashes with different seeds and multipliers. Each part is
/// added with its length first, so `["ab", "c"]` and `["a", "bc"]` differ. Not a cryptographic hash: it
/// guards against accidental change, which is all a stamp needs.
///
/// A part is taken 16 bytes at a time: its first little-endian word is mixed into the first hash and its
/// second into the second (each multiplied and rotated), and its last bytes go one by one into both. Every
/// generated file is digested on every run that writes, 12 MB at 1,000 endpoints; a multiplication per
/// word, rather than two, makes that twice as cheap, and each byte still changes one of the two 64-bit
/// hashes. Digests are only compared with digests of the same reduxgen build.
public struct InputDigest: Sendable {
    private var first: UInt64 = 0xcbf2_9ce4_8422_2325
    private var second: UInt64 = 0x6c62_272e_07bb_0142

    public init() {}

    /// Adds one part.
    public mutating func add(_ bytes: some Collection<UInt8>) {
        let added: Void? = bytes.withContiguousStorageIfAvailable { addPart(UnsafeRawBufferPointer($0)) }
        if added == nil {
            Array(bytes).withUnsafeBytes { addPart($0) }
        }
    }

    /// Adds the bytes of `data` as one part.
    public mutating func add(_ data: Data) {
        data.withUnsafeBytes { addPart($0) }
    }

    /// Adds the UTF-8 bytes of `text` as one part.
    public mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { addPart(UnsafeRawBufferPointer($0)) }
    }

    /// Adds `bytes` as one part, after its length.
    private mutating func addPart(_ bytes: UnsafeRawBufferPointer) {
        withUnsafeBytes(of: UInt64(bytes.count).littleEndian) { addRaw($0) }
        addRaw(bytes)
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

    private mutating func addRaw(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress else { return }
        let prime: UInt64 = 0x0000_0100_0000_01b3
        let secondMultiplier: UInt64 = 0x9e37_79b9_7f4a_7c15
        let count = bytes.count
        var first = self.first
        var second = self.second
        var offset = 0
        while offset + 16 <= count {
            let firstWord = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            let secondWord = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
            first = Self.rotated((first ^ firstWord) &* prime)
            second = Self.rotated((second ^ secondWord) &* secondMultiplier)
            offset += 16
        }
        while offset < count {
            let byte = UInt64(base.load(fromByteOffset: offset, as: UInt8.self))
            first = (first ^ byte) &* prime
            second = (second ^ byte) &* secondMultiplier
            offset += 1
        }
        self.first = first
        self.second = second
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
