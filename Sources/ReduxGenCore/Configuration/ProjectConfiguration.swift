/// The defaults a project keeps in `reduxgen.yaml` at its root, so `reduxgen` and `reduxgen --check`
/// work with no arguments. Command-line flags win over every setting here.
///
/// ```yaml
/// specs: [specs]                       # spec files or folders
/// output: Sources/Features             # generated sources
/// testsOutput: Tests/FeaturesTests     # generated tests
/// mocksOutput: Sources/FeaturesMocks   # mock repositories (default: with the tests)
/// module: Features                     # what generated tests `@testable import`
/// access: public                       # public | internal
/// templates: Templates/overrides       # overrides of built-in templates, and the team's own templates
/// sideEffects: middleware              # effects | middleware, for specs that do not say
/// files:                               # files of the team's own, each from a template in `templates`
///   - template: FeatureView
///     output: "Views/{{feature}}View.swift"
///     destination: sources             # sources | tests | mocks
///     per: feature                     # feature | app
/// parameters:                          # any data, which every template reads as `parameters`
///   viewSpacing: 12
/// ```
///
/// Relative paths are relative to the folder that holds the configuration file.
public struct ProjectConfiguration: Hashable, Sendable {
    /// The file name reduxgen looks for in the working folder.
    public static let fileName = "reduxgen.yaml"

    /// Spec files or folders.
    public var specs: [String]
    /// The folder generated sources go to.
    public var output: String?
    /// The folder generated tests go to.
    public var testsOutput: String?
    /// The folder the mock repositories go to; `nil` puts them with the tests.
    public var mocksOutput: String?
    /// The module generated tests import.
    public var module: String?
    /// Where `module:` names it, for an error about the name.
    public var moduleLocation: SourceLocation?
    /// Where each entry of `specs:` is written, by the path it names (as `specs` holds it), for an error
    /// about that path.
    public var specLocations: [String: SourceLocation] = [:]
    /// The access level of generated declarations.
    public var access: AccessLevel?
    /// A folder of template overrides.
    public var templates: String?
    /// Where `templates:` names that folder, for an error about it.
    public var templatesLocation: SourceLocation?
    /// How requests are sent in features whose spec does not say.
    public var sideEffects: SideEffectsStyle?
    /// The files of the team's own templates (`files:`).
    public var files: [FileTemplate] = []
    /// The team's data for its templates (`parameters:`), as every template context holds it.
    public var parameters: TemplateDictionary = [:]

    public init(
        specs: [String] = [],
        output: String? = nil,
        testsOutput: String? = nil,
        mocksOutput: String? = nil,
        module: String? = nil,
        access: AccessLevel? = nil,
        templates: String? = nil,
        sideEffects: SideEffectsStyle? = nil
    ) {
        self.specs = specs
        self.output = output
        self.testsOutput = testsOutput
        self.mocksOutput = mocksOutput
        self.module = module
        self.access = access
        self.templates = templates
        self.sideEffects = sideEffects
    }
}
