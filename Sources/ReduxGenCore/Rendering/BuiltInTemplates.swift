/// The templates built into reduxgen: `Templates/*.mustache` of the package, compiled into the binary
/// (through `EmbeddedTemplates.swift`, which a test keeps equal to `Templates/`), so a `reduxgen`
/// binary needs no files beside it.
public enum BuiltInTemplates {
    /// The folder, relative to the package root, that built-in templates come from. Diagnostics about a
    /// built-in template point at `Templates/NAME.mustache`.
    public static let folder = "Templates"

    /// Every built-in template, sorted by name.
    public static let all: [TemplateSource] = EmbeddedTemplates.files.map { file in
        TemplateSource(name: file.name, text: file.text, origin: .builtIn)
    }

    /// The built-in template with this name, if there is one.
    public static func named(_ name: String) -> TemplateSource? {
        all.first { $0.name == name }
    }

    /// The built-in template name closest to a mistyped `name`, for "did you mean" hints.
    public static func closestName(to name: String) -> String? {
        Suggestion.closest(to: name, among: all.map(\.name))
    }
}
