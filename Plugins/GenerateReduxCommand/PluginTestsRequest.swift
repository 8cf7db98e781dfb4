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

    init(target: Target, testTargetName: String?, package: Package) throws {
        guard let source = target as? SourceModuleTarget else {
            throw GenerateReduxError.unsuitableTarget("'\(target.name)' is not a source target")
        }
        let files = source.sourceFiles.map(\.url)
        let specs = files.filter { $0.lastPathComponent.hasSuffix(Self.specSuffix) }.sorted { $0.path < $1.path }
        guard !specs.isEmpty else {
            throw GenerateReduxError.unsuitableTarget(
                "'\(target.name)' has no *\(Self.specSuffix) spec in its folder, so it has no generated tests")
        }
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
            guard let named = try package.targets(named: [name]).first,
                  (named as? SourceModuleTarget)?.kind == .test
            else {
                throw GenerateReduxError.unsuitableTarget("'\(name)' is not a test target of the package")
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
        guard dependents.count == 1, let only = dependents.first else {
            let found = dependents.isEmpty ? "none does" : "\(dependents.map(\.name).joined(separator: ", ")) do"
            throw GenerateReduxError.unsuitableTarget(
                "name the test target for the tests of '\(target.name)' with --test-target NAME: "
                    + "it must be the only test target that depends on '\(target.name)', and \(found)")
        }
        return only
    }

    /// `url`'s path relative to `folder` when it lies inside, so reduxgen prints short paths.
    private static func path(of url: URL, in folder: URL) -> String {
        let base = folder.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
