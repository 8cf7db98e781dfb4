import ArgumentParser
import CommandLineSupport
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

    @OptionGroup var settingsOptions: SettingsOptions

    @Option(help: "A folder of templates that replace built-ins one file at a time, and of the templates that 'files:' in reduxgen.yaml names.")
    var templates: String?

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
            Each spec NAME.redux.yaml gives NAMEModels, NAMEState, NAMEAction, NAMEReducer, NAMEEffects, NAMEMiddleware and \
            NAMERepository .swift files, a layer the spec does not use holding only the header; several \
            specs add AppState, AppAction and AppReducer. NAME is the file name up to its first dot, \
            whatever the feature is called. The configuration's own files ('files:') written into the sources \
            follow the same rule: '{{feature}}' in their names is NAME. A configuration is read only from --config.
            """
    ))
    var fixedOutputs = false

    @Flag(help: ArgumentHelp(
        "Write only the generated tests, into --tests-output (for targets whose sources a build plugin generates).",
        discussion: """
            --module names the module the tests import with @testable. A configuration is read only from \
            --config.
            """
    ))
    var testsOnly = false

    @Option(name: .customLong("declared-output"), help: ArgumentHelp(
        "With --fixed-outputs: a file name the build plugin declared (repeat for each); the run fails if it writes other files.",
        discussion: "Names are relative to --output. Without any, the files are not compared."
    ))
    var declaredOutputs: [String] = []

    /// The environment variable through which the command plugin names the command that updates stale
    /// files, for `--check` to print instead of "reduxgen without --check".
    static let updateCommandVariable = "REDUXGEN_UPDATE_COMMAND"

    @OptionGroup var diagnostics: DiagnosticsOptions

    func validate() throws {
        if check && dryRun { throw ValidationError("--check and --dry-run cannot be combined.") }
        if fixedOutputs && testsOnly { throw ValidationError("--fixed-outputs and --tests-only cannot be combined.") }
        if !declaredOutputs.isEmpty && !fixedOutputs { throw ValidationError("--declared-output needs --fixed-outputs.") }
    }

    func run() throws {
        let settings = try resolveSettings()
        try checkUsage(of: settings)
        let locations = outputLocations(for: settings)
        let lock = try lockAndRecover(locations)
        defer { withExtendedLifetime(lock) {} }

        // A plain run whose inputs and outputs match the last run's stamp would write nothing: skip reading the
        // specs and rendering, and print what that run printed.
        let stamps = check || dryRun || prune ? nil : GenerationStampStore(
            settings: settings, fixedOutputs: fixedOutputs, testsOnly: testsOnly, declaredOutputs: declaredOutputs)
        if let stamps, let stamp = stamps.load(),
           let templates = try? TemplateSet.builtIn(overriddenBy: settings.templates, files: settings.files, namedAt: settings.templatesLocation),
           let inputDigest = stamps.inputDigest(
               inputFiles: stamp.inputFiles, templates: templates.templates, templateWarnings: templates.warnings,
               diagnosticsFormat: diagnostics.diagnosticsFormat),
           stamp.isCurrent(for: inputDigest, in: locations) {
            diagnostics.reportRendered(stamp.diagnosticsText)
            diagnostics.tell(stamp.unchangedSummary + "\n")
            return
        }

        let read = SpecReader().read(paths: settings.specs, locations: settings.specLocations)
        if let code = read.exitCode {
            diagnostics.report(read.diagnostics)
            throw ExitCode(code)
        }
        if fixedOutputs {
            let conflicts = FixedOutputLayout.nameConflicts(in: read.specs)
                + FixedOutputLayout.clashes(specs: read.specs, teamFiles: settings.files)
            if !conflicts.isEmpty {
                diagnostics.report(read.diagnostics + conflicts)
                throw ReduxGenExit.specErrors
            }
        }

        let files: [GeneratedFile]
        var warnings = read.diagnostics
        let inputFiles = read.specs.flatMap(\.inputFiles)
        var inputDigest: String?
        do throws(DiagnosticsError) {
            let templates = try TemplateSet.builtIn(overriddenBy: settings.templates, files: settings.files, namedAt: settings.templatesLocation)
            inputDigest = stamps?.inputDigest(
                inputFiles: inputFiles, templates: templates.templates, templateWarnings: templates.warnings,
                diagnosticsFormat: diagnostics.diagnosticsFormat)
            let renderer = try TemplateRenderer(templates: templates.templates, warnings: templates.warnings)
            warnings += renderer.warnings
            var options = settings.generationOptions
            // The build plugin names the files after the spec files; the clashes were checked in those names.
            options.checksFileClashes = !fixedOutputs
            let generator = Generator(renderer: renderer, options: options)
            let generated = try generator.generate(read.specs)
            if fixedOutputs {
                files = FixedOutputLayout.complete(generated, specs: read.specs, teamFiles: settings.files)
                if !declaredOutputs.isEmpty {
                    let undeclared = FixedOutputLayout.undeclaredFiles(
                        files, declared: declaredOutputs, specs: read.specs, teamFiles: settings.files, configuration: settingsOptions.config)
                    if !undeclared.isEmpty { throw DiagnosticsError(undeclared) }
                }
            } else if testsOnly {
                files = TestsOnlyOutput.files(of: generated)
            } else {
                files = generated
            }
        } catch {
            diagnostics.report(warnings + error.diagnostics)
            throw error.isIOFailure ? ReduxGenExit.usageOrIO : ReduxGenExit.specErrors
        }

        // The warnings are printed with what writing finds, so that JSON diagnostics are one array.
        let writer = OutputWriter()
        let options = WriteOptions(force: force, prune: prune)
        do {
            let plan = try writer.plan(files, into: locations, options: options)
            if check {
                diagnostics.report(warnings)
                let updateCommand = ProcessInfo.processInfo.environment[Self.updateCommandVariable]
                diagnostics.tell(updateCommand.map { plan.checkDescription(updateCommand: "'\($0)'") } ?? plan.checkDescription())
                if !plan.isFresh { throw ReduxGenExit.specErrors }
            } else if dryRun {
                diagnostics.report(warnings)
                diagnostics.tell(plan.dryRunDescription())
            } else {
                stamps?.remove()
                let report = try writer.apply(plan)
                diagnostics.report(warnings)
                if let inputDigest {
                    stamps?.save(GenerationStamp(
                        inputDigest: inputDigest, inputFiles: inputFiles, diagnosticsText: diagnostics.rendered(warnings), applied: plan))
                }
                diagnostics.tell(report.summary + "\n")
            }
        } catch let error as DiagnosticsError {
            diagnostics.report(warnings + error.diagnostics)
            throw ReduxGenExit.usageOrIO
        }
    }

    /// The folders this run writes: the sources folder alone for a build plugin, the tests folder alone with
    /// `--tests-only`, both otherwise.
    private func outputLocations(for settings: GenerationSettings) -> OutputLocations {
        if fixedOutputs {
            return OutputLocations(sources: settings.output)
        } else if testsOnly {
            return TestsOnlyOutput.locations(testsOutput: settings.testsOutput)
        } else {
            return OutputLocations(sources: settings.output, tests: settings.testsOutput, mocks: settings.mocksOutput)
        }
    }

    /// Takes the output folders' lock, so that concurrent runs take turns, and, in a run that writes,
    /// finishes the switch of a run that was killed half way, before anything else can fail.
    private func lockAndRecover(_ locations: OutputLocations) throws -> OutputFolderLock {
        do {
            let lock = try OutputFolderLock(locking: locations) { folder in
                FileHandleOutput.standardError.write("Waiting for another reduxgen run to finish writing to \(folder)...\n")
            }
            if check || dryRun {
                try OutputWriter().checkInterruptedRun(in: locations)
            } else {
                let finished = try OutputWriter().finishInterruptedRun(in: locations)
                if finished > 0 {
                    diagnostics.tell(
                        "Finished the switch of an interrupted run: \(finished) file\(finished == 1 ? "" : "s") renamed or removed.\n")
                }
            }
            return lock
        } catch {
            diagnostics.report(error.diagnostics)
            throw ReduxGenExit.usageOrIO
        }
    }

    /// Problems with the settings themselves, found before any spec is read: exit status 2.
    private func checkUsage(of settings: GenerationSettings) throws {
        var problems = ModuleNameCheck.problems(of: settings, checkingTestedModule: !fixedOutputs)
        if let templates = settings.templates {
            var isFolder: ObjCBool = false
            if !FileManager.default.fileExists(atPath: templates, isDirectory: &isFolder) {
                problems.append(.error("the templates folder '\(templates)' does not exist", at: settings.templatesLocation))
            } else if !isFolder.boolValue {
                problems.append(.error("the templates path '\(templates)' is not a folder", at: settings.templatesLocation))
            }
        }
        if !problems.isEmpty {
            diagnostics.report(problems)
            throw ReduxGenExit.usageOrIO
        }
    }

    /// Flags, then `reduxgen.yaml`, then built-in defaults.
    private func resolveSettings() throws -> GenerationSettings {
        // A plugin names its configuration; one in the plugin's working folder belongs to someone else.
        let configuration = (fixedOutputs || testsOnly) && settingsOptions.config == nil
            ? nil : try GenerationSettings.loadConfiguration(explicitPath: settingsOptions.config, reportingTo: diagnostics)
        return try settingsOptions.settings(templates: templates, configuration: configuration)
    }
}
