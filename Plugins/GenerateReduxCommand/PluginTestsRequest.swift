import Foundation
import PackagePlugin

/// `generate-redux --target NAME`: the generated tests of a target whose sources the `ReduxGenPlugin`
/// build plugin generates, written into `<test target folder>/Generated/NAME/`.
///
/// The specs and the optional `reduxgen.yaml` are found the way the build plugin finds them (the
/// `*.redux.yaml` files and the `reduxgen.yaml` among the target's files; keep the two in step), so the
/// tests match the code the build generates. The test target is the one named by `--test-target`, or else
/// the only test target that depends on the target.
struct PluginTestsRequest {
    /// The ending of a spec file the build plugin generates from.
    static let specSuffix = ".redux.yaml"
    /// The configuration file the build plugin passes to reduxgen when the target's folder has one.
    static let configurationFileName = "reduxgen.yaml"
    /// The folder of the test target that holds generated tests, one subfolder per tested target.
    static let generatedFolderName = "Generated"

    var moduleName: String
    var specs: [String]
    var configuration: String?
    var testsOutput: String

    /// The `*.redux.yaml` specs among `target`'s files, sorted; none for a target that is not a source target.
    static func specs(of target: Target) -> [URL] {
        let files = (target as? SourceModuleTarget)?.sourceFiles.map(\.url) ?? []
        return files.filter { $0.lastPathComponent.hasSuffix(specSuffix) }.sorted { $0.path < $1.path }
    }

    /// The request for `target`, which has specs (see ``specs(of:)``).
    init(target: Target, testTargetName: String?, package: Package) throws {
        guard let source = target as? SourceModuleTarget else {
            throw GenerateReduxError.unsuitableTarget("'\(target.name)' is not a source target")
        }
        let files = source.sourceFiles.map(\.url)
        let specs = Self.specs(of: target)
        let testTarget = try Self.testTarget(of: target, named: testTargetName, in: package)
        let packageFolder = package.directoryURL
        moduleName = source.moduleName
        self.specs = specs.map { Self.path(of: $0, in: packageFolder) }
        configuration = files.first { $0.lastPathComponent == Self.configurationFileName }
            .map { Self.path(of: $0, in: packageFolder) }
        testsOutput = Self.path(
            of: testTarget.directoryURL
                .appending(path: Self.generatedFolderName, directoryHint: .isDirectory)
                .appending(path: target.name, directoryHint: .isDirectory),
            in: packageFolder)
    }

    /// The reduxgen command line, with the user's other arguments (`--check` ...) passed on.
    func reduxgenArguments(passingOn arguments: [String]) -> [String] {
        var result = ["generate", "--tests-only", "--tests-output", testsOutput, "--module", moduleName]
        if let configuration { result += ["--config", configuration] }
        return result + arguments + specs
    }

    /// The test target named `name`, or the only test target depending on `target`.
    private static func testTarget(of target: Target, named name: String?, in package: Package) throws -> Target {
        if let name {
            let named = try PluginTargets.target(named: name, in: package)
            guard (named as? SourceModuleTarget)?.kind == .test else {
                throw GenerateReduxError.unsuitableTarget(
                    "'\(name)' is a target of the package but not a test target (.testTarget in Package.swift)")
            }
            return named
        }
        let dependents = package.targets.filter { candidate in
            (candidate as? SourceModuleTarget)?.kind == .test
                && candidate.dependencies.contains { dependency in
                    if case .target(let dependedOn) = dependency { return dependedOn.name == target.name }
                    return false
                }
        }
        if dependents.count == 1, let only = dependents.first { return only }
        guard dependents.isEmpty else {
            throw GenerateReduxError.unsuitableTarget(
                "\(dependents.map { "'\($0.name)'" }.joined(separator: ", ")) all depend on '\(target.name)': "
                    + "name the one for its generated tests with --test-target NAME")
        }
        // SwiftPM does not list a test target whose folder has no Swift file yet, so "none" may only mean that.
        let empty = PluginTargets.foldersWithoutSwiftFiles(under: "Tests", preferring: "\(target.name)Tests", in: package)
        guard empty.isEmpty else {
            throw GenerateReduxError.unsuitableTarget(
                "SwiftPM gives plugins no test target that depends on '\(target.name)'. "
                    + PluginTargets.withoutSwiftFilesExplanation(empty))
        }
        throw GenerateReduxError.unsuitableTarget(
            "no test target depends on '\(target.name)': add a .testTarget depending on '\(target.name)', "
                + "ReduxRuntime and ReduxRuntimeTesting to Package.swift, with a Swift file in its folder, "
                + "or name an existing one with --test-target NAME")
    }

    /// `url`'s path relative to `folder` when it lies inside, so reduxgen prints short paths.
    static func path(of url: URL, in folder: URL) -> String {
        let base = folder.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
