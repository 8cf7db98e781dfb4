import ArgumentParser
import CommandLineSupport
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `reduxgen devtools`: runs the DevTools inspector, `reduxgen-devtools`, from the folder `reduxgen` is in,
/// with the same arguments (see docs/devtools.md).
///
/// The inspector is an executable of its own, so that `reduxgen` does not load its HTTP server and the
/// networking libraries under it; `swift build` builds both, and an installation copies both.
struct DevToolsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devtools",
        abstract: "Start the DevTools inspector: a local web page showing the actions and state of connected apps.",
        discussion: """
            Runs reduxgen-devtools, which must be beside reduxgen (swift build --product reduxgen-devtools), \
            with the arguments given: --port N (default 9090), --host ADDRESS with --token SECRET. See \
            'reduxgen-devtools --help'.
            """
    )

    @Argument(parsing: .captureForPassthrough, help: "The inspector's options (--port, --host, --token).")
    var arguments: [String] = []

    /// The inspector's executable: `reduxgen-devtools` in the folder of the running `reduxgen`.
    static var inspectorExecutable: URL? {
        Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("reduxgen-devtools")
    }

    func run() throws {
        guard let inspector = Self.inspectorExecutable, FileManager.default.isExecutableFile(atPath: inspector.path) else {
            let folder = Self.inspectorExecutable?.deletingLastPathComponent().path ?? "the folder of reduxgen"
            FileHandleOutput.standardError.write("""
                error: the DevTools inspector, reduxgen-devtools, is not in \(folder); build it with \
                'swift build --product reduxgen-devtools' (or copy it beside reduxgen), or run it directly

                """)
            throw ReduxGenExit.usageOrIO
        }
        let argv = [inspector.path] + arguments
        var cArguments = argv.map { strdup($0) }
        cArguments.append(nil)
        execv(inspector.path, cArguments)
        // execv returns only when it failed.
        let reason = String(cString: strerror(errno))
        FileHandleOutput.standardError.write("error: cannot run \(inspector.path): \(reason)\n")
        throw ReduxGenExit.usageOrIO
    }
}
