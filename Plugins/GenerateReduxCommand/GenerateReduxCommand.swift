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
struct GenerateReduxCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "reduxgen")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw GenerateReduxError.reduxgenFailed(status: process.terminationStatus)
        }
    }
}

/// Why `generate-redux` failed; reduxgen has already printed the details.
enum GenerateReduxError: Error, CustomStringConvertible {
    case reduxgenFailed(status: Int32)

    var description: String {
        switch self {
        case .reduxgenFailed(let status): "reduxgen exited with code \(status)"
        }
    }
}
