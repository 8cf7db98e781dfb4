import Foundation
import PackagePlugin

/// The folders the package's `reduxgen.yaml` makes reduxgen write, as `reduxgen configured-folders` reports
/// them: so that `generate-redux --target Features` also works for a target whose code that configuration
/// generates (the layout `reduxgen init` starts), not only for targets whose folder holds their specs.
struct ConfiguredFolders: Decodable {
    var output: String?
    var testsOutput: String?
    var mocksOutput: String?

    /// Every folder written, relative to the package folder.
    var all: [String] { [output, testsOutput, mocksOutput].compactMap { $0 } }

    /// The folders of the package's `reduxgen.yaml`, or `nil` when the package has none.
    static func load(tool: URL, package: Package) throws -> ConfiguredFolders? {
        let packageFolder = package.directoryURL
        let configuration = packageFolder.appending(path: PluginTestsRequest.configurationFileName)
        guard FileManager.default.fileExists(atPath: configuration.path) else { return nil }
        let process = Process()
        process.executableURL = tool
        process.arguments = ["configured-folders"]
        process.currentDirectoryURL = packageFolder
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        // Read before waiting, so that reduxgen never blocks on a full pipe.
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw GenerateReduxError.reduxgenFailed(status: process.terminationStatus)
        }
        return try JSONDecoder().decode(ConfiguredFolders.self, from: data)
    }

    /// Whether reduxgen writes into `target`'s folder.
    func generates(_ target: Target, in package: Package) -> Bool {
        let folder = Self.canonical(target.directoryURL)
        return all.contains { Self.canonical(package.directoryURL.appending(path: $0, directoryHint: .isDirectory)) == folder }
    }

    private static func canonical(_ url: URL) -> String {
        let path = url.standardizedFileURL.resolvingSymlinksInPath().path
        return path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
    }
}
