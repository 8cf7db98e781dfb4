/// The rules for template names.
///
/// A template's name is its file name without `.mustache`: `State.mustache` is the template `State`.
/// Names are ASCII letters, digits and `_`, and start with a letter or `_`. A name that starts with `_`
/// (such as `_header`) is a partial: a piece other templates include with `{{> _header}}`, never
/// rendered to a file of its own.
public enum TemplateName {
    /// The file extension of template files, without the dot.
    public static let fileExtension = "mustache"

    /// The prefix that marks a partial.
    public static let partialPrefix = "_"

    /// Whether `name` names a partial.
    public static func isPartial(_ name: String) -> Bool {
        name.hasPrefix(partialPrefix)
    }

    /// Whether `name` follows the naming rules.
    public static func isValid(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || isASCIILetter(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || isASCIILetter($0) || ("0"..."9").contains($0) }
    }

    /// The file name of a template: `NAME.mustache`.
    public static func fileName(of name: String) -> String {
        "\(name).\(fileExtension)"
    }

    /// The template name of a file name, or `nil` when it does not end in `.mustache`.
    public static func fromFileName(_ fileName: String) -> String? {
        let suffix = "." + fileExtension
        guard fileName.hasSuffix(suffix), fileName.count > suffix.count else { return nil }
        return String(fileName.dropLast(suffix.count))
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
}
