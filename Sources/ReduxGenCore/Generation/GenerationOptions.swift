/// The choices of one generation run that are not in the specs.
public struct GenerationOptions: Hashable, Sendable {
    /// The access level of generated declarations.
    public var access: AccessLevel
    /// The module generated tests import with `@testable import`.
    public var testModule: String
    /// How requests are sent in features whose spec has no `sideEffects:`.
    public var sideEffects: SideEffectsStyle

    /// The module of the mock repositories' own folder (`--mocks-output`, the sources of a test-support
    /// target), which the generated tests import; `nil` when the mocks go with the generated tests.
    public var mocksModule: String?

    /// Whether the mock repositories go to a folder of their own; otherwise they go with the generated tests.
    public var mocksHaveOwnFolder: Bool { mocksModule != nil }

    /// The files of the team's own templates (`files:` of `reduxgen.yaml`), generated after the built-in ones.
    public var files: [FileTemplate]
    /// The team's data every template reads as `parameters` (`parameters:` of `reduxgen.yaml`).
    public var parameters: TemplateDictionary
    /// Whether `Generator.generate` refuses a team's file whose path another file of the run has. The build
    /// plugin's run names the files otherwise and checks them in its own names (`Generator.clashes`).
    public var checksFileClashes = true

    /// Creates options.
    public init(
        access: AccessLevel = .internal, testModule: String, sideEffects: SideEffectsStyle = .effects,
        mocksModule: String? = nil, files: [FileTemplate] = [], parameters: TemplateDictionary = [:]
    ) {
        self.access = access
        self.testModule = testModule
        self.sideEffects = sideEffects
        self.mocksModule = mocksModule
        self.files = files
        self.parameters = parameters
    }
}
