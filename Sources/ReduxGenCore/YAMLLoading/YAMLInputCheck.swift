/// Whole-input checks made before libyaml sees the bytes: size, byte order mark, NUL bytes and
/// UTF-8 well-formedness. Each problem becomes one located error.
struct YAMLInputCheck {
    let file: String
    let limits: YAMLLoaderLimits
    /// Whether a leading UTF-8 byte order mark is accepted (streams) or rejected (spec files).
    let allowsByteOrderMark: Bool

    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    func check(_ bytes: [UInt8]) throws(DiagnosticsError) {
        if bytes.count > limits.maximumInputBytes {
            throw DiagnosticsError(.error(
                "the file is larger than \(limits.maximumInputBytes) bytes, the most reduxgen reads as YAML",
                at: .startOfFile(file)
            ))
        }
        if !allowsByteOrderMark && bytes.starts(with: Self.byteOrderMark) {
            throw DiagnosticsError(.error(
                "the file starts with a UTF-8 byte order mark; remove the byte order mark",
                at: .startOfFile(file)
            ))
        }
        let locator = SourceByteLocator(bytes: bytes, file: file)
        if let nulOffset = bytes.firstIndex(of: 0) {
            throw DiagnosticsError(.error(
                "the file contains a NUL byte; YAML files are text and cannot contain NUL",
                at: locator.location(ofByteAt: nulOffset)
            ))
        }
        if let badOffset = UTF8InputValidator.firstInvalidByteOffset(in: bytes) {
            let hex = String(bytes[badOffset], radix: 16, uppercase: true)
            throw DiagnosticsError(.error(
                "the file is not valid UTF-8 (byte 0x\(hex) does not start a valid UTF-8 sequence); save it as UTF-8",
                at: locator.location(ofByteAt: badOffset)
            ))
        }
    }
}
