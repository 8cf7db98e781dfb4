import Foundation
import PackagePlugin

/// `swift package generate-redux [reduxgen arguments]`: runs reduxgen in the package's folder, so it reads
/// the package's `reduxgen.yaml` and writes the generated code into the package, for teams that commit
/// generated code and check it in CI with `reduxgen --check`.
///
/// Arguments after the verb go to reduxgen unchanged: `swift package generate-redux --check` checks
/// instead of writing, `swift package generate-redux specs/Feed.yaml --output Sources/Feed` names the
/// specs and folders instead of the configuration.
@main
struct GenerateReduxCommand {
    /// Runs reduxgen in `folder` and waits for it; its output goes straight to the user.
    func runReduxGen(_ tool: URL, arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw GenerateReduxError.reduxgenFailed(status: process.terminationStatus)
        }
    }
}

extension GenerateReduxCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try runReduxGen(context.tool(named: "reduxgen").url, arguments: arguments, in: context.package.directoryURL)
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension GenerateReduxCommand: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        try runReduxGen(context.tool(named: "reduxgen").url, arguments: arguments, in: context.xcodeProject.directoryURL)
    }
}
#endif

/// Why `generate-redux` failed; reduxgen has already printed the details.
enum GenerateReduxError: Error, CustomStringConvertible {
    case reduxgenFailed(status: Int32)

    var description: String {
        switch self {
        case .reduxgenFailed(let status): "reduxgen exited with code \(status)"
        }
    }
}
