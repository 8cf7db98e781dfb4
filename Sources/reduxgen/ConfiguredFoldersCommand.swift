import ArgumentParser
import CommandLineSupport
import Foundation
import ReduxGenCore

/// `reduxgen configured-folders`: the folders a run with no arguments writes, as JSON, for the
/// `generate-redux` command plugin. With `--target NAME` the plugin must tell whether the package's
/// `reduxgen.yaml` generates that target; it cannot read YAML itself, and asking reduxgen resolves the
/// folders exactly as a run does (flags absent, paths relative to the working folder, defaults applied).
///
/// Prints `{"output": ..., "testsOutput": ..., "mocksOutput": ...}` (`mocksOutput` only when the mocks have
/// a folder of their own), or `{}` when no configuration names specs, since then a run writes nothing.
struct ConfiguredFoldersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "configured-folders",
        abstract: "Print the folders reduxgen.yaml makes a run write, as JSON (for the generate-redux plugin).",
        shouldDisplay: false
    )

    @Option(help: "The configuration file (default: reduxgen.yaml in the working folder, if present).")
    var config: String?

    @OptionGroup var diagnostics: DiagnosticsOptions

    func run() throws {
        let configuration = try GenerationSettings.loadConfiguration(explicitPath: config, reportingTo: diagnostics)
        var folders: [String: String] = [:]
        if let settings = GenerationSettings(flags: ProjectConfiguration(), configuration: configuration) {
            folders["output"] = settings.output
            folders["testsOutput"] = settings.testsOutput
            folders["mocksOutput"] = settings.mocksOutput
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        FileHandleOutput.standardOutput.write(String(decoding: try encoder.encode(folders), as: UTF8.self) + "\n")
    }
}
