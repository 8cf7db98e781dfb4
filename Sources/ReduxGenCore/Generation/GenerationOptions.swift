/// The choices of one generation run that are not in the specs.
public struct GenerationOptions: Hashable, Sendable {
    /// The access level of generated declarations.
    public var access: AccessLevel
    /// The module generated tests import with `@testable import`.
    public var testModule: String
    /// How requests are sent in features whose spec has no `sideEffects:`.
    public var sideEffects: SideEffectsStyle

    /// Whether the mock repositories go to a folder of their own (`--mocks-output`, for a test-support
    /// target); otherwise they go with the generated tests.
    public var mocksHaveOwnFolder: Bool

    /// Creates options.
    public init(
        access: AccessLevel = .internal, testModule: String, sideEffects: SideEffectsStyle = .effects,
        mocksHaveOwnFolder: Bool = false
    ) {
        self.access = access
        self.testModule = testModule
        self.sideEffects = sideEffects
        self.mocksHaveOwnFolder = mocksHaveOwnFolder
    }
}
