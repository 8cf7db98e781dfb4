/// How reduxgen writes a string as a YAML scalar in the specs it writes itself: the starter spec of
/// `reduxgen init --from-openapi` and the random specs of the property-based tests. One rule, so a name
/// or text that one writer gets right the other cannot get wrong.
public enum YAMLScalarText {
    /// Words a YAML 1.1 reader (or reduxgen's own spec language) takes for something other than a string
    /// when they are written plain.
    private static let reservedWords: Set<String> = ["null", "true", "false", "yes", "no", "on", "off", "y", "n", "~", "none"]

    /// `text` written plain when it is a simple word that reads back as the same string (ASCII letters,
    /// digits, `_` and `-`, not starting with a digit or `-`, not a reserved word), else double-quoted.
    public static func plainOrQuoted(_ text: String) -> String {
        isPlainSafe(text) ? text : doubleQuoted(text)
    }

    /// `text` double-quoted, with `"`, `\` and control characters escaped as YAML reads them back: a JSON
    /// string is a YAML double-quoted scalar (YAML 1.2 is a superset of JSON).
    public static func doubleQuoted(_ text: String) -> String {
        QuotedText.json(text)
    }

    private static func isPlainSafe(_ text: String) -> Bool {
        guard let first = text.first, !first.isNumber, first != "-" else { return false }
        let isSimpleWord = text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
        return isSimpleWord && !reservedWords.contains(text.lowercased())
    }
}
