import ArgumentParser
import CommandLineSupport
import ReduxGenCore

/// `reduxgen context [SPEC...] [--feature NAME | --app]`: prints the template contexts of a run as JSON.
struct ContextCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "context",
        abstract: "Print, as JSON, the context each template is rendered with; writes nothing.",
        discussion: """
            Specs and settings are read as generation reads them: flags, then reduxgen.yaml (its specs, \
            module, access, side effects, mocks folder, files and parameters), then defaults. Templates are \
            not read: the contexts do not depend on them.

            Prints one JSON object: 'features', each feature's context by its name, and 'app', the app \
            context, when a template is rendered once per app (several specs, or a 'per: app' entry of \
            'files:'). Keys are sorted. Diagnostics go to standard error, in either format.

            Exit codes: 0 success; 1 errors in a spec or in reduxgen.yaml; 2 usage or I/O errors (among them an \
            unknown --feature, and --app for a run without an app context).
            """
    )

    @OptionGroup var settingsOptions: SettingsOptions

    @Option(help: "Print only the context of this feature (its Swift name, the 'feature' key of its context).")
    var feature: String?

    @Flag(help: "Print only the app context.")
    var app = false

    @OptionGroup var diagnostics: DiagnosticsOptions

    func validate() throws {
        if feature != nil && app { throw ValidationError("--feature and --app cannot be combined.") }
    }

    func run() throws {
        let configuration: ProjectConfiguration?
        do {
            configuration = try GenerationSettings.loadConfiguration(explicitPath: settingsOptions.config)
        } catch {
            report(error.diagnostics)
            throw error.isIOFailure ? ReduxGenExit.usageOrIO : ReduxGenExit.specErrors
        }
        let settings = try settingsOptions.settings(templates: nil, configuration: configuration)
        let problems = ModuleNameCheck.problems(of: settings)
        if !problems.isEmpty {
            report(problems)
            throw ReduxGenExit.usageOrIO
        }
        if let problem = TemplateSet.folderlessFilesProblem(files: settings.files, templatesFolder: settings.templates) {
            report([problem])
            throw ReduxGenExit.specErrors
        }
        let read = SpecReader().read(paths: settings.specs, locations: settings.specLocations)
        if let code = read.exitCode {
            report(read.diagnostics)
            throw ExitCode(code)
        }
        let contexts: TemplateContexts
        do {
            contexts = try Generator(options: settings.generationOptions).contexts(for: read.specs)
        } catch {
            report(read.diagnostics + error.diagnostics)
            throw ReduxGenExit.specErrors
        }
        report(read.diagnostics)
        FileHandleOutput.standardOutput.write(TemplateContextJSON.text(of: try selected(from: contexts)))
    }

    /// The document of every context, or the one `--feature` or `--app` asks for.
    private func selected(from contexts: TemplateContexts) throws -> TemplateValue {
        if let feature {
            do {
                return try contexts.feature(named: feature)
            } catch {
                report(error.diagnostics)
                throw ReduxGenExit.usageOrIO
            }
        }
        guard app else { return contexts.document }
        guard let appContext = contexts.app else {
            report([.error(
                "no template is rendered with an app context in this run: it has one feature and no 'per: app' entry in 'files:'",
                at: nil)])
            throw ReduxGenExit.usageOrIO
        }
        return appContext
    }

    /// Diagnostics go to standard error whatever their format: standard output holds the JSON alone.
    private func report(_ list: [Diagnostic]) {
        FileHandleOutput.standardError.write(diagnostics.rendered(list))
    }
}
