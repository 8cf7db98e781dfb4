/// An entry of `files:` in `reduxgen.yaml`: a template of the team's own, in the templates folder, that
/// writes a file of its own for every feature or once for the app.
///
/// ```yaml
/// files:
///   - template: FeatureView            # Templates/FeatureView.mustache
///     output: "Views/{{feature}}View.swift"
///     destination: sources             # sources (default) | tests | mocks
///     per: feature                     # feature (default) | app
/// ```
///
/// Its files are generated files like the built-in ones: they start with the generated-file marker and go
/// through the same writer, so `--check`, `--dry-run`, `--prune` and the rule never to overwrite a user's
/// file hold for them too.
public struct FileTemplate: Hashable, Sendable {
    /// How often the template writes its file.
    public enum Scope: String, Hashable, Sendable, CaseIterable {
        /// Once per feature, with the feature's context.
        case feature
        /// Once per run, with the app context (every feature of the run).
        case app
    }

    /// The template's name: its file in the templates folder without `.mustache`.
    public var template: String
    /// Where the file goes inside its output folder.
    public var output: OutputNamePattern
    /// The output folder: generated sources, tests, or the mocks' folder (which is the tests folder when
    /// the mocks have none of their own).
    public var destination: OutputRoot
    /// Per feature or per app.
    public var scope: Scope
    /// Where the entry starts in `reduxgen.yaml`, for messages about its files.
    public var location: SourceLocation
    /// Where its template's name is written.
    public var templateLocation: SourceLocation

    public init(
        template: String, output: OutputNamePattern, destination: OutputRoot = .sources, scope: Scope = .feature,
        location: SourceLocation, templateLocation: SourceLocation? = nil
    ) {
        self.template = template
        self.output = output
        self.destination = destination
        self.scope = scope
        self.location = location
        self.templateLocation = templateLocation ?? location
    }

    /// The output folder the file goes to in a run whose mocks have a folder of their own or not.
    func root(mocksHaveOwnFolder: Bool) -> OutputRoot {
        destination == .mocks && !mocksHaveOwnFolder ? .tests : destination
    }
}

/// The path of a team's file inside its output folder, with `{{feature}}` standing for the feature's Swift
/// name: `Views/{{feature}}View.swift` gives `Views/RepoSearchView.swift`.
///
/// The pattern is not a template: `{{feature}}` is its only placeholder, so the file names are known from
/// the configuration and the spec names alone, before anything is rendered, as the build plugin needs
/// (it puts the spec file's name in instead).
public struct OutputNamePattern: Hashable, Sendable, CustomStringConvertible {
    /// The placeholder for the feature's name.
    public static let featurePlaceholder = "{{feature}}"

    /// The pattern as written.
    public var text: String

    /// Whether the pattern names the feature.
    public var namesFeature: Bool { text.contains(Self.featurePlaceholder) }

    public var description: String { text }

    /// The path for the feature whose name (Swift name, or the spec file's stem for the build plugin) is
    /// `feature`.
    public func path(feature: String) -> String {
        text.replacingOccurrences(of: Self.featurePlaceholder, with: feature)
    }

    /// A pattern known to be a safe path: relative, `/` between non-empty components, none of them `.`,
    /// `..` or hidden, only ASCII letters, digits and `_ - + .` besides the placeholder, ending in `.swift`.
    /// Otherwise the reason it is not, and the 0-based offset in `text` where the problem is.
    public static func parse(_ text: String) -> Result<OutputNamePattern, Problem> {
        guard !text.isEmpty else { return .failure(Problem(message: "the output name is empty", offset: 0)) }
        if text.hasPrefix("/") {
            return .failure(Problem(message: "the output name must be a path relative to its output folder, not an absolute path", offset: 0))
        }
        // Placeholders first: braces anywhere else are an error of their own.
        var offset = 0
        var plain = ""
        var index = text.startIndex
        while index < text.endIndex {
            if text[index...].hasPrefix(featurePlaceholder) {
                plain += "F"
                index = text.index(index, offsetBy: featurePlaceholder.count)
                offset += featurePlaceholder.count
                continue
            }
            let character = text[index]
            if character == "{" || character == "}" {
                return .failure(Problem(
                    message: "the only placeholder an output name may hold is '\(featurePlaceholder)', written exactly so",
                    offset: offset))
            }
            guard character.isASCII, character.isLetter || character.isNumber || "_-+./".contains(character) else {
                return .failure(Problem(
                    message: "an output name may hold only ASCII letters, digits, '_', '-', '+', '.' and '/' besides '\(featurePlaceholder)'",
                    offset: offset))
            }
            plain.append(character)
            index = text.index(after: index)
            offset += 1
        }
        // Positions in `plain` differ from those in `text` after a placeholder; problems with components
        // are reported at the start of the name, which is close enough for a short path.
        for component in plain.split(separator: "/", omittingEmptySubsequences: false) {
            if component.isEmpty {
                return .failure(Problem(message: "the output name has an empty folder name ('//' or a '/' at its end)", offset: 0))
            }
            if component.hasPrefix(".") {
                return .failure(Problem(
                    message: "no part of an output name may start with '.' ('.', '..' and hidden files are not written)", offset: 0))
            }
        }
        guard plain.hasSuffix(".swift") else {
            return .failure(Problem(message: "the output name must end in '.swift'", offset: 0))
        }
        return .success(OutputNamePattern(text: text))
    }

    /// Why a pattern is refused.
    public struct Problem: Error, Hashable, Sendable {
        public var message: String
        /// The 0-based offset in the pattern's text where the problem is.
        public var offset: Int
    }

    private init(text: String) {
        self.text = text
    }
}
