/// One template's text and where it came from.
public struct TemplateSource: Hashable, Sendable {
    /// Where a template's text was read from.
    public enum Origin: Hashable, Sendable {
        /// Built into reduxgen, from `Templates/NAME.mustache` in the package.
        case builtIn
        /// A user's file that overrides or adds to the built-ins, with its path as the user named it.
        case file(path: String)
    }

    /// The template's name: its file name without `.mustache`. Names starting with `_` are partials.
    public var name: String
    /// The Mustache text.
    public var text: String
    /// Where the text was read from.
    public var origin: Origin

    /// Creates a template from its name, text and origin.
    public init(name: String, text: String, origin: Origin) {
        self.name = name
        self.text = text
        self.origin = origin
    }

    /// Whether this template is a partial (a piece other templates include with `{{> name}}`).
    public var isPartial: Bool { TemplateName.isPartial(name) }

    /// The path diagnostics about this template point at: `Templates/NAME.mustache` for a built-in,
    /// the user's path for an override.
    public var path: String {
        switch origin {
        case .builtIn: "\(BuiltInTemplates.folder)/\(TemplateName.fileName(of: name))"
        case .file(let path): path
        }
    }
}
