import ArgumentParser
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
            GenerateCommand.self, ValidateCommand.self, TemplatesCommand.self, InitCommand.self, ImportCommand.self,
            DevToolsCommand.self,
        ],
        defaultSubcommand: GenerateCommand.self
    )

    /// Runs the command, mapping argument errors to exit code 2 (argument-parser's default is 64). Help,
    /// the version and error messages are written through ``FileHandleOutput``, so a stream that cannot be
    /// written is exit code 2 there too.
    static func main() {
        FileHandleOutput.prepareStandardStreams()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileHandleOutput.standardError.write(fullMessage(for: error) + "\n")
                FileHandleOutput.standardError.write("Run 'reduxgen --help' for usage.\n")
                Foundation.exit(ReduxGenExit.usageOrIO.rawValue)
            }
            let message = fullMessage(for: error)
            if !message.isEmpty {
                let stream = code == .success ? FileHandleOutput.standardOutput : FileHandleOutput.standardError
                stream.write(message + "\n")
            }
            Foundation.exit(code.rawValue)
        }
    }
}
