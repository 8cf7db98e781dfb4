import CommandLineSupport
import Foundation
import ReduxGenCore

/// The settings of one generation run, merged from flags, `reduxgen.yaml` and defaults, in that order.
struct GenerationSettings {
    /// Where sources go when neither a flag nor the configuration says.
    static let defaultOutput = "Generated"
    /// Where tests go when neither a flag nor the configuration says.
    static let defaultTestsOutput = "GeneratedTests"

    var specs: [String]
    /// Where `reduxgen.yaml` names each spec path; empty when the command line names them.
    var specLocations: [String: SourceLocation]
    var output: String
    var testsOutput: String
    /// The mocks' own folder; `nil` puts them with the tests.
    var mocksOutput: String?
    var module: String
    /// Whether `module` was taken from the output folder's name rather than given.
    var moduleIsDerived: Bool
    /// Where `reduxgen.yaml` names the module; nil when `--module` does or nothing does.
    var moduleLocation: SourceLocation?
    var access: AccessLevel
    var templates: String?
    /// Where `reduxgen.yaml` names `templates`; nil when `--templates` does.
    var templatesLocation: SourceLocation?
    var sideEffects: SideEffectsStyle
    /// The team's own files (`files:`); only the configuration names them.
    var files: [FileTemplate]
    /// The team's data for templates (`parameters:`); only the configuration gives them.
    var parameters: TemplateDictionary

    /// `nil` when no spec is named anywhere.
    init?(flags: ProjectConfiguration, configuration: ProjectConfiguration?) {
        let specs = flags.specs.isEmpty ? (configuration?.specs ?? []) : flags.specs
        guard !specs.isEmpty else { return nil }
        self.specs = specs
        specLocations = flags.specs.isEmpty ? (configuration?.specLocations ?? [:]) : [:]
        output = flags.output ?? configuration?.output ?? Self.defaultOutput
        let testsOutput = flags.testsOutput ?? configuration?.testsOutput ?? Self.defaultTestsOutput
        self.testsOutput = testsOutput
        // The mocks belong with the tests: a tests folder named on the command line takes the mocks along
        // unless `--mocks-output` names their folder too, so a run for another spec never writes mocks into
        // the folder the configuration keeps for its own tests' mocks. A mocks folder that is the tests
        // folder is no folder of its own.
        let configuredMocksOutput = flags.testsOutput == nil ? configuration?.mocksOutput : nil
        let mocksOutput = flags.mocksOutput ?? configuredMocksOutput
        self.mocksOutput = mocksOutput == testsOutput ? nil : mocksOutput
        let givenModule = flags.module ?? configuration?.module
        module = givenModule ?? Self.moduleName(forOutput: output)
        moduleIsDerived = givenModule == nil
        moduleLocation = flags.module == nil ? configuration?.moduleLocation : nil
        access = flags.access ?? configuration?.access ?? .internal
        templates = flags.templates ?? configuration?.templates
        templatesLocation = flags.templates == nil ? configuration?.templatesLocation : nil
        sideEffects = flags.sideEffects ?? configuration?.sideEffects ?? .effects
        files = configuration?.files ?? []
        parameters = configuration?.parameters ?? [:]
    }

    /// The options the generator is given, for generation and for `reduxgen context` alike.
    var generationOptions: GenerationOptions {
        GenerationOptions(
            access: access, testModule: module, sideEffects: sideEffects, mocksModule: mocksModule, files: files,
            parameters: parameters
        )
    }

    /// The module of the mocks' own folder, which generated tests import: its last path component.
    var mocksModule: String? {
        mocksOutput.map { Self.moduleName(forOutput: $0) }
    }

    /// The last path component of the output folder: `Sources/Features` gives `Features`.
    static func moduleName(forOutput output: String) -> String {
        let trimmed = output.hasSuffix("/") ? String(output.dropLast()) : output
        return (trimmed as NSString).lastPathComponent
    }

    /// ``loadConfiguration(explicitPath:)``, reporting its problems through `diagnostics` and ending the run
    /// with exit code 2 when the named file is missing, 1 when the file has errors.
    static func loadConfiguration(explicitPath: String?, reportingTo diagnostics: DiagnosticsOptions) throws -> ProjectConfiguration? {
        do {
            return try loadConfiguration(explicitPath: explicitPath)
        } catch {
            diagnostics.report(error.diagnostics)
            throw error.isIOFailure ? ReduxGenExit.usageOrIO : ReduxGenExit.specErrors
        }
    }

    /// The configuration at `explicitPath`, or `reduxgen.yaml` in the working folder when it exists.
    static func loadConfiguration(explicitPath: String?) throws(DiagnosticsError) -> ProjectConfiguration? {
        if let explicitPath {
            guard FileManager.default.fileExists(atPath: explicitPath) else {
                throw DiagnosticsError(.error("configuration file '\(explicitPath)' does not exist", at: nil), isIOFailure: true)
            }
            return try ProjectConfigurationReader().read(path: explicitPath)
        }
        guard FileManager.default.fileExists(atPath: ProjectConfiguration.fileName) else { return nil }
        return try ProjectConfigurationReader().read(path: ProjectConfiguration.fileName)
    }
}
