import ArgumentParser
import CommandLineSupport
import Foundation
import ReduxDevToolsInspector

/// `reduxgen-devtools` (which `reduxgen devtools` runs): starts the DevTools inspector, the web page that
/// shows the actions and state of apps running the `DevTools` middleware (see docs/devtools.md).
///
/// It is an executable of its own so that `reduxgen`, which generates code on every build, does not load
/// the HTTP server and the networking libraries under it (FoundationNetworking, libcurl): they took about
/// half of `reduxgen`'s start-up, and a static build of `reduxgen` needed libcurl's development files.
@main
struct DevToolsInspectorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reduxgen-devtools",
        abstract: "Start the DevTools inspector: a local web page showing the actions and state of connected apps.",
        discussion: """
            Apps connect with the DevTools middleware of the ReduxDevTools library. The inspector listens on \
            127.0.0.1 only, unless --host names another address; then --token is required and apps must \
            present it (REDUXGEN_DEVTOOLS_TOKEN). Stop it with Ctrl-C: it ends on the signal (a shell shows \
            status 130). Exit code 2: usage or I/O errors (such as a port in use).
            """
    )

    @Option(help: "The port to listen on (0 picks a free one).")
    var port: UInt16 = 9_090

    @Option(help: "The IPv4 address to listen on. Anything but 127.0.0.1 exposes app state to the network and needs --token.")
    var host = "127.0.0.1"

    @Option(help: "A secret that apps and the page must present, at least 16 visible ASCII characters; required with --host.")
    var token: String?

    static func main() {
        mainWithReduxGenExitCodes(usageHint: "Run 'reduxgen-devtools --help' for usage.")
    }

    func validate() throws {
        let isLoopback = host == "127.0.0.1" || host == "localhost"
        if !isLoopback && (token ?? "").isEmpty {
            throw ValidationError("--host \(host) makes app state reachable from the network; pass --token <secret> too")
        }
    }

    func run() throws {
        let options = InspectorServer.Options(host: host, port: port, token: token)
        Task {
            do {
                let server = try await InspectorServer.start(options)
                FileHandleOutput.standardOutput.write("""
                    reduxgen DevTools inspector listening on \(options.host):\(server.port)
                    Open \(server.pageURL.absoluteString) in a browser; stop with Ctrl-C.

                    """)
                await server.waitUntilStopped()
                Foundation.exit(0)
            } catch {
                FileHandleOutput.standardError.write("error: cannot start the inspector on \(options.host):\(options.port): \(error)\n")
                Foundation.exit(ReduxGenExit.usageOrIO.rawValue)
            }
        }
        dispatchMain()
    }
}
