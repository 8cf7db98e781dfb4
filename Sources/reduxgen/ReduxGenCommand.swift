import ArgumentParser
import CommandLineSupport
import Foundation

/// `reduxgen`: turns feature specs into Swift Redux code.
@main
struct ReduxGenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reduxgen",
        abstract: "Generate Swift Redux features (state, actions, reducer, effects, repository, models, tests) from YAML specs.",
        discussion: """
            Exit codes: 0 success, 1 spec errors (or stale files with --check), 2 usage or I/O errors.
            """,
        version: ReduxGenVersion.current,
        subcommands: [
            GenerateCommand.self, ValidateCommand.self, ContextCommand.self, TemplatesCommand.self, InitCommand.self,
            ImportCommand.self, DevToolsCommand.self, ConfiguredFoldersCommand.self,
        ],
        defaultSubcommand: GenerateCommand.self
    )

    /// Runs the command, mapping argument errors to exit code 2 (argument-parser's default is 64).
    static func main() {
        mainWithReduxGenExitCodes(usageHint: "Run 'reduxgen --help' for usage.")
    }
}
