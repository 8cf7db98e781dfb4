import ArgumentParser
import ReduxGenCore

/// `reduxgen validate SPEC...`: checks specs and writes nothing.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check specs and report every problem; writes nothing.",
        discussion: "Exit codes: 0 valid, 1 spec errors, 2 usage or I/O errors."
    )

    @Argument(help: "Spec files, or folders whose *.yaml files are specs.")
    var specs: [String]

    @OptionGroup var diagnostics: DiagnosticsOptions

    func validate() throws {
        if specs.isEmpty { throw ValidationError("Name at least one spec file or folder.") }
    }

    func run() throws {
        let result = SpecReader().read(paths: specs)
        diagnostics.report(result.diagnostics)
        if let exit = result.exitCode.map({ ExitCode($0) }) { throw exit }
        if diagnostics.diagnosticsFormat == .text {
            FileHandleOutput.standardError.write("\(result.specs.count) spec\(result.specs.count == 1 ? "" : "s") valid\n")
        }
    }
}
