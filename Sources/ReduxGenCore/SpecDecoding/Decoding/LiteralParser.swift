/// Reads number literals the way the spec language writes them (decimal, optional sign).
enum LiteralParser {
    /// `30`, `-1`, `+2`; not `1.0`, `0x1F` or `1_000`.
    static func int(_ text: String) -> Int? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-" || $0 == "+") }) else { return nil }
        return Int(text)
    }

    /// `1`, `-0.5`, `2.5e3`; not `.nan` or `.inf`.
    static func double(_ text: String) -> Double? {
        guard !text.isEmpty,
              text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
              let value = Double(text), value.isFinite
        else { return nil }
        return value
    }

    /// Whether `text` is a number too large for a `Double` (`1e400`), which `double(_:)` rejects.
    static func isNumberBeyondDouble(_ text: String) -> Bool {
        guard text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }), let value = Double(text) else { return false }
        return !value.isFinite
    }
}
