import ArgumentParser
import ReduxGenCore

/// `reduxgen SPEC... [--output DIR] [--tests-output DIR] [--check] [--dry-run]`: generates Swift code.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate Swift code from specs (the default command)."
    )

    @Argument(help: "Spec files, or folders whose *.yaml files are specs.")
    var specs: [String] = []

    @Option(help: "The folder generated sources are written to.")
    var output: String?

    @Option(help: "The folder generated tests are written to.")
    var testsOutput: String?

    @Flag(help: "Write nothing; exit 1 if any generated file would change.")
    var check = false

    @Flag(help: "Print what would be written; write nothing.")
    var dryRun = false

    @OptionGroup var diagnostics: DiagnosticsOptions

    func run() throws {
        let result = SpecReader().read(paths: specs)
        diagnostics.report(result.diagnostics)
        if let exit = result.exitCode.map({ ExitCode($0) }) { throw exit }
    }
}
