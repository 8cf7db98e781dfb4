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
            does. The configuration (--config, else reduxgen.yaml in the working folder) and the templates \
            it names are checked as generation checks them, whether or not specs are named.

            Exit codes: 0 valid, 1 spec errors, 2 usage or I/O errors.
            """
    )

    @Argument(help: "Spec files, or folders whose *.yaml files are specs (default: 'specs' of reduxgen.yaml).")
    var specs: [String] = []

    @Option(help: "The configuration file (default: reduxgen.yaml in the working folder, if present).")
    var config: String?

    @OptionGroup var diagnostics: DiagnosticsOptions

    func run() throws {
        let settings = try resolveSettings()
        let problems = ModuleNameCheck.problems(of: settings)
        if !problems.isEmpty {
            diagnostics.report(problems)
            throw ReduxGenExit.usageOrIO
        }
        // The templates folder and the team's templates are read and parsed as generation reads them.
        let templateWarnings: [Diagnostic]
        do throws(DiagnosticsError) {
            let templates = try TemplateSet.builtIn(
                overriddenBy: settings.templates, files: settings.files, namedAt: settings.templatesLocation)
            templateWarnings = try TemplateRenderer(templates: templates.templates, warnings: templates.warnings).warnings
        } catch {
            diagnostics.report(error.diagnostics)
            throw error.isIOFailure ? ReduxGenExit.usageOrIO : ReduxGenExit.specErrors
        }
        let result = SpecReader().read(paths: settings.specs, locations: settings.specLocations)
        diagnostics.report(templateWarnings + result.diagnostics)
        if let exit = result.exitCode.map({ ExitCode($0) }) { throw exit }
        // The files the run would write, planned as generation plans them: an entry of `files:` writing a
        // file another file of the run has the path of is an error here too.
        do throws(DiagnosticsError) {
            _ = try Generator(options: settings.generationOptions).contexts(for: result.specs)
        } catch {
            diagnostics.report(error.diagnostics)
            throw ReduxGenExit.specErrors
        }
        if diagnostics.diagnosticsFormat == .text {
            FileHandleOutput.standardError.write("\(result.specs.count) spec\(result.specs.count == 1 ? "" : "s") valid\n")
        }
    }

    /// The named specs, or else those of the configuration, with the configuration's other settings: a
    /// configuration generation would refuse fails validation too, whether or not specs are named.
    private func resolveSettings() throws -> GenerationSettings {
        let configuration = try GenerationSettings.loadConfiguration(explicitPath: config, reportingTo: diagnostics)
        guard let settings = GenerationSettings(flags: ProjectConfiguration(specs: specs), configuration: configuration) else {
            throw ValidationError(
                "Name at least one spec file or folder, or list them under 'specs:' in \(ProjectConfiguration.fileName)."
            )
        }
        return settings
    }
}
