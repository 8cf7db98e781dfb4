import Foundation
import PackagePlugin

/// `swift package generate-redux [reduxgen arguments]`: runs reduxgen in the package's folder, so it reads
/// the package's `reduxgen.yaml` and writes the generated code into the package, for teams that commit
/// generated code and check it in CI with `reduxgen --check`.
///
/// Arguments after the verb go to reduxgen unchanged: `swift package generate-redux --check` checks
/// instead of writing, `swift package generate-redux specs/Feed.yaml --output Sources/Feed` names the
/// specs and folders instead of the configuration.
///
/// `swift package generate-redux --target Features` instead writes the generated tests of `Features`, a
/// target whose sources the `ReduxGenPlugin` build plugin generates, into its test target (see
/// ``PluginTestsRequest``); `--check`, `--dry-run`, `--prune` and `--force` still go to reduxgen.
@main
struct GenerateReduxCommand {
    /// How the user runs this command, for the advice `--check` prints.
    static let invocation = "swift package --allow-writing-to-package-directory generate-redux"

    /// Runs reduxgen in `folder` and waits for it; its output goes straight to the user.
    /// - Parameter updateCommand: the command `--check` tells the user to run to update stale files.
    func runReduxGen(_ tool: URL, arguments: [String], in folder: URL, updateCommand: String) throws {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["REDUXGEN_UPDATE_COMMAND"] = updateCommand
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw GenerateReduxError.reduxgenFailed(status: process.terminationStatus)
        }
    }

    /// The command that repeats this run without `--check`.
    static func updateCommand(invocation: String, arguments: [String]) -> String {
        ([invocation] + arguments.filter { $0 != "--check" }).joined(separator: " ")
    }
}

extension GenerateReduxCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "reduxgen").url
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let testTargetNames = extractor.extractOption(named: "test-target")
        let passedOn = extractor.remainingArguments
        let packageFolder = context.package.directoryURL
        guard !targetNames.isEmpty else {
            try runReduxGen(
                tool, arguments: arguments, in: packageFolder,
                updateCommand: Self.updateCommand(invocation: Self.invocation, arguments: arguments))
            return
        }
        // Resolve every name before running anything, so a misspelt second name writes nothing.
        let targets = try targetNames.map { try PluginTargets.target(named: $0, in: context.package) }
        for target in targets {
            guard !PluginTestsRequest.specs(of: target).isEmpty else {
                throw GenerateReduxError.unsuitableTarget(
                    "'\(target.name)' has no *\(PluginTestsRequest.specSuffix) spec in its folder, so it has no generated tests")
            }
            let request = try PluginTestsRequest(
                target: target, testTargetName: testTargetNames.last, package: context.package)
            let targetArguments = ["--target", target.name] + (testTargetNames.last.map { ["--test-target", $0] } ?? [])
            try runReduxGen(
                tool, arguments: request.reduxgenArguments(passingOn: passedOn), in: packageFolder,
                updateCommand: Self.updateCommand(invocation: Self.invocation, arguments: targetArguments + passedOn))
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension GenerateReduxCommand: XcodeCommandPlugin {
    /// Runs reduxgen with the project's `reduxgen.yaml`. Xcode adds `--target NAME` for the targets chosen
    /// in its dialog; generation follows the configuration instead, so they are left out.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        _ = extractor.extractOption(named: "target")
        try runReduxGen(
            context.tool(named: "reduxgen").url, arguments: extractor.remainingArguments,
            in: context.xcodeProject.directoryURL, updateCommand: "the generate-redux command plugin")
    }
}
#endif

/// Why `generate-redux` failed.
enum GenerateReduxError: Error, CustomStringConvertible {
    /// reduxgen has already printed the details.
    case reduxgenFailed(status: Int32)
    /// `--target` names a target that cannot have generated tests.
    case unsuitableTarget(String)

    var description: String {
        switch self {
        case .reduxgenFailed(let status): "reduxgen exited with code \(status)"
        case .unsuitableTarget(let reason): reason
        }
    }
}
