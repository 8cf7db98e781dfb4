/// RFC 3986 percent-encoding that leaves only unreserved characters as they are.
///
/// The one definition of how a path parameter or query item is encoded: ReduxRuntime sends requests with
/// it, and the generator writes the exact paths the generated tests expect with it.
public enum PercentEncoding {
    /// `text` with every UTF-8 byte except letters, digits, `-`, `.`, `_` and `~` written as `%XX`
    /// (upper-case hex): `"a/b c"` becomes `"a%2Fb%20c"`.
    public static func encode(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if isUnreserved(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigit(byte >> 4))
                bytes.append(hexDigit(byte & 0x0F))
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` encoded as one path segment: as ``encode(_:)``, except that `.` and `..` have their dots
    /// escaped too (`%2E%2E`). Written as they are they are dot segments, which URL resolution and HTTP
    /// clients remove, so `/files/{name}/meta` with `..` would request `/meta`.
    public static func encodeSegment(_ text: String) -> String {
        let encoded = encode(text)
        return encoded == "." || encoded == ".." ? String(repeating: "%2E", count: encoded.count) : encoded
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }
}
