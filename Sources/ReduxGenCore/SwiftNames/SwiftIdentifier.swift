/// Checks that converted names are identifiers the generator can emit.
public enum SwiftIdentifier {
    /// Why a name cannot become a Swift identifier, or `nil` when it can.
    public enum Problem: Hashable, Sendable {
        case empty
        case tooLong(Int)
        case startsWithDigit
        case invalidCharacter(Character)
        case reservedForTypes
        case reservedForMembers
    }

    /// Whether `identifier` is a plain identifier: ASCII letters, digits and `_`, not starting with a digit.
    public static func isValid(_ identifier: String) -> Bool {
        problem(inConverted: identifier) == nil
    }

    /// The first problem of a converted identifier's characters (ASCII letters, digits and `_`; no
    /// leading digit), or `nil`.
    public static func problem(inConverted identifier: String) -> Problem? {
        if isPlainASCIIIdentifier(identifier) { return nil }
        guard let first = identifier.first else { return .empty }
        if first.isASCII, first.isNumber { return .startsWithDigit }
        if let bad = identifier.first(where: { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) }) {
            return .invalidCharacter(bad)
        }
        return nil
    }

    /// Whether `identifier`'s bytes are ASCII letters, digits and `_`, the first no digit: the common case,
    /// checked without reading characters.
    private static func isPlainASCIIIdentifier(_ identifier: String) -> Bool {
        var bytes = identifier.utf8.makeIterator()
        guard let first = bytes.next(), isASCIILetter(first) || first == UInt8(ascii: "_") else { return false }
        while let byte = bytes.next() {
            guard isASCIILetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_") else { return false }
        }
        return true
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// Whether `name` has more characters than a spec name may; a name of few bytes is not counted.
    private static func isTooLong(_ name: String) -> Bool {
        name.utf8.count > SwiftName.maximumLength && name.count > SwiftName.maximumLength
    }

    /// The problem with using spec name `name` for a type (model, enum or feature), or `nil`.
    public static func typeNameProblem(_ name: String) -> Problem? {
        if isTooLong(name) { return .tooLong(name.count) }
        let swift = SwiftName.upperCamelCase(name)
        if let problem = problem(inConverted: swift) { return problem }
        if SwiftKeywords.forbiddenTypeNames.contains(swift) { return .reservedForTypes }
        return nil
    }

    /// The problem with using spec name `name` for a property, case, label or action, or `nil`.
    /// Keywords are allowed (they are emitted in backticks), except those in
    /// `SwiftKeywords.forbiddenMemberNames`.
    public static func memberNameProblem(_ name: String) -> Problem? {
        if isTooLong(name) { return .tooLong(name.count) }
        let swift = SwiftName.lowerCamelCase(name)
        if let problem = problem(inConverted: swift) { return problem }
        if SwiftKeywords.forbiddenMemberNames.contains(swift) { return .reservedForMembers }
        return nil
    }
}
