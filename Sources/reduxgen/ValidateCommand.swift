import ArgumentParser
import CommandLineSupport
import Foundation
import ReduxGenCore

/// `reduxgen validate [SPEC...]`: checks specs and writes nothing.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check specs and report every problem; writes nothing.",
        discussion: """
            Without spec arguments, checks the specs listed under 'specs:' in reduxgen.yaml, as generation \
            does.

            Exit codes: 0 valid, 1 spec errors, 2 usage or I/O errors.
            """
    )

    @Argument(help: "Spec files, or folders whose *.yaml files are specs (default: 'specs' of reduxgen.yaml).")
    var specs: [String] = []

    @Option(help: "The configuration file (default: reduxgen.yaml in the working folder, if present).")
    var config: String?

    @OptionGroup var diagnostics: DiagnosticsOptions

    func run() throws {
        let (paths, locations) = try specPaths()
        let result = SpecReader().read(paths: paths, locations: locations)
        diagnostics.report(result.diagnostics)
        if let exit = result.exitCode.map({ ExitCode($0) }) { throw exit }
        if diagnostics.diagnosticsFormat == .text {
            FileHandleOutput.standardError.write("\(result.specs.count) spec\(result.specs.count == 1 ? "" : "s") valid\n")
        }
    }

    /// The named specs, or else those of the configuration with where it names each.
    private func specPaths() throws -> (paths: [String], locations: [String: SourceLocation]) {
        if !specs.isEmpty { return (specs, [:]) }
        let configuration = try GenerationSettings.loadConfiguration(explicitPath: config, reportingTo: diagnostics)
        guard let configured = configuration?.specs, !configured.isEmpty else {
            throw ValidationError(
                "Name at least one spec file or folder, or list them under 'specs:' in \(ProjectConfiguration.fileName)."
            )
        }
        return (configured, configuration?.specLocations ?? [:])
    }
}
