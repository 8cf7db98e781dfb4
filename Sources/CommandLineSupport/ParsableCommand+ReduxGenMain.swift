import ArgumentParser
import Foundation

extension ParsableCommand {
    /// Runs the command as `reduxgen` and `reduxgen-devtools` run: argument errors end with exit code 2
    /// (argument-parser's default is 64) and `hint` (`Run 'reduxgen --help' for usage.`). Help, the version
    /// and error messages are written through ``FileHandleOutput``, so a stream that cannot be written is
    /// exit code 2 there too.
    public static func mainWithReduxGenExitCodes(usageHint hint: String) -> Never {
        FileHandleOutput.prepareStandardStreams()
        do {
            var command = try parseAsRoot()
            try command.run()
            exit(withError: nil)
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                FileHandleOutput.standardError.write(fullMessage(for: error) + "\n")
                FileHandleOutput.standardError.write(hint + "\n")
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
