import Foundation
import PackagePlugin

/// Finding the targets `--target` and `--test-target` name, and saying why one is missing.
///
/// SwiftPM gives a plugin only the targets it builds: a target declared in `Package.swift` whose folder has
/// no source file (an empty test target, a plugin target holding only its specs) is left out, with nothing
/// in the plugin API that shows it was declared. SwiftPM only warns, "Source files for target NAME should
/// be located under ...". So when a name is missing, or no test target is found, these look at the
/// package's folders for the likely cause and name it.
enum PluginTargets {
    /// The target named `name`, or an error naming the likely cause.
    static func target(named name: String, in package: Package) throws -> Target {
        if let target = package.targets.first(where: { $0.name == name }) { return target }
        let empty = ["Sources/\(name)", "Tests/\(name)"].filter { isFolder($0, in: package) && !containsSwiftFile($0, in: package) }
        if !empty.isEmpty {
            throw GenerateReduxError.unsuitableTarget(
                "SwiftPM gives plugins no target named '\(name)'. " + withoutSwiftFilesExplanation(empty))
        }
        throw GenerateReduxError.unsuitableTarget(
            "SwiftPM gives plugins no target named '\(name)': check the name in Package.swift. (A target whose "
                + "folder has no Swift file is left out too; SwiftPM then warns 'Source files for target \(name) "
                + "should be located under ...'.)")
    }

    /// The folders directly inside `parent` (a path relative to the package) that hold no Swift file, the
    /// one named `preferred` first: each is the folder of a target SwiftPM leaves out, if `Package.swift`
    /// declares one there.
    static func foldersWithoutSwiftFiles(under parent: String, preferring preferred: String, in package: Package) -> [String] {
        let parentURL = package.directoryURL.appending(path: parent, directoryHint: .isDirectory)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parentURL.path)) ?? []
        return names
            .sorted { ($0 == preferred ? 0 : 1, $0) < ($1 == preferred ? 0 : 1, $1) }
            .map { "\(parent)/\($0)" }
            .filter { !($0 as NSString).lastPathComponent.hasPrefix(".") }
            .filter { isFolder($0, in: package) && !containsSwiftFile($0, in: package) }
    }

    /// Why the targets of `folders` (paths relative to the package) are missing, and the fix, for the first.
    static func withoutSwiftFilesExplanation(_ folders: [String]) -> String {
        let example = folders[0]
        let isTests = example.hasPrefix("Tests/")
        let contents = isTests ? " holding 'import Testing'" : ""
        return "It leaves out a target whose folder has no Swift file, warning only 'Source files for target "
            + "NAME should be located under ...', and \(list(folders)) \(folders.count == 1 ? "has" : "have") "
            + "none: add one to the target's folder, such as \(example)/\(fileName(forFolder: example))\(contents), "
            + "and run again."
    }

    /// A Swift file name for the folder `folder` that no generated file has: generated tests are called
    /// `FEATURETests.swift`, so `Tests/CounterTests/CounterTests.swift` would clash with the tests of a
    /// feature called Counter (Swift refuses two files of one name in a module). `reduxgen init` names its
    /// tests file the same way.
    static func fileName(forFolder folder: String) -> String {
        let name = (folder as NSString).lastPathComponent
        guard folder.hasPrefix("Tests/") else { return "\(name).swift" }
        return "\(name.hasSuffix("Tests") ? String(name.dropLast("Tests".count)) : name)TestSupport.swift"
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ items: [String]) -> String {
        items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }

    /// Whether `path`, relative to the package, is a folder.
    private static func isFolder(_ path: String, in package: Package) -> Bool {
        var isDirectory: ObjCBool = false
        let url = package.directoryURL.appending(path: path, directoryHint: .isDirectory)
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Whether the folder at `path`, relative to the package, or a folder inside it holds a `.swift` file, as
    /// SwiftPM looks for a target's sources.
    private static func containsSwiftFile(_ path: String, in package: Package) -> Bool {
        let folder = package.directoryURL.appending(path: path, directoryHint: .isDirectory)
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return false }
        return enumerator.contains { ($0 as? String)?.hasSuffix(".swift") == true }
    }
}
