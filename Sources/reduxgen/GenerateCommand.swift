import ArgumentParser
import Foundation
import ReduxGenCore

/// `reduxgen [SPEC...] [--output DIR] [--tests-output DIR] [--check] [--dry-run]`: generates Swift code.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate Swift code from specs (the default command).",
        discussion: """
            Settings not given as flags come from reduxgen.yaml in the working folder, if there is one; \
            flags win. Without either, sources go to '\(GenerationSettings.defaultOutput)' and tests to \
            '\(GenerationSettings.defaultTestsOutput)'.

            Only files whose content changed are written, each atomically; any error means nothing is \
            written. A file without the generated header is a user's file and is never overwritten \
            (unless --force).

            Exit codes: 0 success (or, with --check, everything fresh); 1 spec or template errors, or \
            stale files with --check; 2 usage or I/O errors.
            """
    )

    @Argument(help: "Spec files, or folders whose *.yaml files are specs (default: 'specs' of reduxgen.yaml).")
    var specs: [String] = []

    @Option(help: "The folder generated sources are written to.")
    var output: String?

    @Option(help: "The folder generated tests are written to.")
    var testsOutput: String?

    @Option(help: "The module generated tests import with @testable (default: the last part of --output).")
    var module: String?

    @Option(help: "The access level of generated declarations: public or internal.")
    var access: AccessLevel?

    @Option(help: "A folder of templates that replace built-ins one file at a time.")
    var templates: String?

    @Option(help: "The configuration file (default: reduxgen.yaml in the working folder, if present).")
    var config: String?

    @Flag(help: "Write nothing; exit 1 and print diffs if any generated file would change.")
    var check = false

    @Flag(help: "Print what would be written; write nothing.")
    var dryRun = false

    @Flag(help: "Overwrite files that lack the generated header.")
    var force = false

    @Flag(help: "Remove generated files the specs no longer produce.")
    var prune = false

    @Flag(help: ArgumentHelp(
        "Write a fixed set of source files named after the spec files, and no tests (for build plugins).",
        discussion: """
            Each spec NAME.redux.yaml gives NAMEModels, NAMEState, NAMEAction, NAMEReducer, NAMEEffects and \
            NAMERepository .swift files, a layer the spec does not use holding only the header; several \
            specs add AppState, AppAction and AppReducer. The feature must be named NAME. A configuration \
            is read only from --config.
            """
    ))
    var fixedOutputs = false

    @OptionGroup var diagnostics: DiagnosticsOptions

    func validate() throws {
        if check && dryRun { throw ValidationError("--check and --dry-run cannot be combined.") }
    }

    func run() throws {
        let settings = try resolveSettings()

        let read = SpecReader().read(paths: settings.specs)
        if let code = read.exitCode {
            diagnostics.report(read.diagnostics)
            throw ExitCode(code)
        }
        if fixedOutputs {
            let mismatches = FixedOutputLayout.nameMismatches(in: read.specs)
            if !mismatches.isEmpty {
                diagnostics.report(read.diagnostics + mismatches)
                throw ReduxGenExit.specErrors
            }
        }

        let files: [GeneratedFile]
        var warnings = read.diagnostics
        // A plain run whose inputs and outputs match the last run's stamp would write nothing: skip rendering.
        let stamps = check || dryRun || prune ? nil : GenerationStampStore(settings: settings, fixedOutputs: fixedOutputs)
        var inputDigest: String?
        do {
            let templates = try TemplateSet.builtIn(overriddenBy: settings.templates)
            inputDigest = stamps?.inputDigest(specs: read.specs, templates: templates.templates)
            if let inputDigest, let stamp = stamps?.load(), stamp.isCurrent(for: inputDigest) {
                diagnostics.report(warnings + TemplateRenderer.warnings(for: templates.templates, warnings: templates.warnings))
                FileHandleOutput.standardOutput.write(stamp.unchangedSummary + "\n")
                return
            }
            let renderer = try TemplateRenderer(templates: templates.templates, warnings: templates.warnings)
            warnings += renderer.warnings
            let generator = Generator(
                renderer: renderer,
                options: GenerationOptions(access: settings.access, testModule: settings.module)
            )
            let generated = try generator.generate(read.specs)
            files = fixedOutputs ? FixedOutputLayout.complete(generated, specs: read.specs) : generated
        } catch {
            diagnostics.report(warnings + error.diagnostics)
            throw ReduxGenExit.specErrors
        }
        diagnostics.report(warnings)

        let writer = OutputWriter()
        let locations = OutputLocations(sources: settings.output, tests: fixedOutputs ? nil : settings.testsOutput)
        let options = WriteOptions(force: force, prune: prune)
        do {
            let plan = try writer.plan(files, into: locations, options: options)
            if check {
                FileHandleOutput.standardOutput.write(plan.checkDescription())
                if !plan.isFresh { throw ReduxGenExit.specErrors }
            } else if dryRun {
                FileHandleOutput.standardOutput.write(plan.dryRunDescription())
            } else {
                stamps?.remove()
                let report = try writer.apply(plan)
                if let inputDigest { stamps?.save(GenerationStamp(inputDigest: inputDigest, applied: plan)) }
                FileHandleOutput.standardOutput.write(report.summary + "\n")
            }
        } catch let error as DiagnosticsError {
            diagnostics.report(error.diagnostics)
            throw ReduxGenExit.usageOrIO
        }
    }

    /// Flags, then `reduxgen.yaml`, then built-in defaults.
    private func resolveSettings() throws -> GenerationSettings {
        let configuration: ProjectConfiguration?
        do {
            // A build plugin names its configuration; one in the build's working folder belongs to someone else.
            configuration = fixedOutputs && config == nil
                ? nil : try GenerationSettings.loadConfiguration(explicitPath: config)
        } catch {
            diagnostics.report(error.diagnostics)
            let isMissingFile = config.map { !FileManager.default.fileExists(atPath: $0) } ?? false
            throw isMissingFile ? ReduxGenExit.usageOrIO : ReduxGenExit.specErrors
        }
        let flags = ProjectConfiguration(
            specs: specs, output: output, testsOutput: testsOutput, module: module, access: access, templates: templates
        )
        guard let settings = GenerationSettings(flags: flags, configuration: configuration) else {
            throw ValidationError(
                "Name at least one spec file or folder, or list them under 'specs:' in \(ProjectConfiguration.fileName)."
            )
        }
        return settings
    }
}

extension AccessLevel: ExpressibleByArgument {}
