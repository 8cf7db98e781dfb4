import ArgumentParser
import CommandLineSupport
import ReduxGenCore

extension DiagnosticFormat: ExpressibleByArgument {}

/// Options every command that reports diagnostics shares.
struct DiagnosticsOptions: ParsableArguments {
    @Option(help: "How diagnostics are printed: text (path:line:column: error: ...) or json.")
    var diagnosticsFormat: DiagnosticFormat = .text

    /// Prints diagnostics to standard error (text) or standard output (json).
    func report(_ diagnostics: [Diagnostic]) {
        reportRendered(rendered(diagnostics))
    }

    /// `diagnostics` as `report` prints them.
    func rendered(_ diagnostics: [Diagnostic]) -> String {
        DiagnosticFormatter(format: diagnosticsFormat).render(diagnostics)
    }

    /// Prints what a command tells the user besides diagnostics (a summary, diffs): to standard output, or,
    /// with JSON diagnostics, to standard error, so that standard output holds the one JSON array alone.
    func tell(_ text: String) {
        switch diagnosticsFormat {
        case .text: FileHandleOutput.standardOutput.write(text)
        case .json: FileHandleOutput.standardError.write(text)
        }
    }

    /// Prints diagnostics already rendered in this format, where `report` prints them.
    func reportRendered(_ text: String) {
        guard !text.isEmpty else { return }
        switch diagnosticsFormat {
        case .text: FileHandleOutput.standardError.write(text)
        case .json: FileHandleOutput.standardOutput.write(text)
        }
    }
}
