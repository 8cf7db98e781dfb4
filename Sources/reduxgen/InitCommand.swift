import ArgumentParser
import CommandLineSupport
import Foundation
import ReduxGenCore

/// `reduxgen init [--feature Name]`: starts a project with a commented spec, a `reduxgen.yaml` and the folders
/// of the targets it prints for `Package.swift`, so the package builds and the command plugin runs at once.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented starter spec, a reduxgen.yaml and the Features targets' folders into the working folder.",
        discussion: """
            Writes specs/NAME.redux.yaml and reduxgen.yaml, and a Swift file into Sources/Features and into \
            Tests/FeaturesTests unless the folder has one already, so that SwiftPM builds both targets before \
            anything is generated. Prints the lines to add to Package.swift: the dependency on reduxgen and \
            the Features and FeaturesTests targets. 'swift package --allow-writing-to-package-directory \
            generate-redux' then generates the feature into Sources/Features and its tests into \
            Tests/FeaturesTests. Existing files are never overwritten: if the spec or reduxgen.yaml exists, \
            nothing is written.

            Exit codes: 0 success; 2 a file already exists, cannot be written, or the name is invalid.
            """
    )

    @Option(help: "The feature's name: an UpperCamelCase Swift name such as TodoList.")
    var feature = "Todos"

    func validate() throws {
        if let problem = StarterFiles.featureNameProblem(feature, example: "TodoList") {
            throw ValidationError(problem)
        }
    }

    func run() throws {
        let files = StarterFiles.files(feature: feature)
        if let existing = files.first(where: { FileManager.default.fileExists(atPath: $0.path) }) {
            FileHandleOutput.standardError.write(
                "error: \(existing.path) already exists; reduxgen init never overwrites files, so nothing was written\n"
            )
            throw ReduxGenExit.usageOrIO
        }
        // A target folder that already has Swift files is the user's and needs nothing.
        let targetFiles = StarterFiles.targetFiles(feature: feature).filter { file in
            !Self.containsSwiftFile((file.path as NSString).deletingLastPathComponent)
        }
        let toWrite = files + targetFiles
        if let blocked = toWrite.lazy.compactMap({ Self.blockedFolder(of: $0.path) }).first {
            FileHandleOutput.standardError.write(
                "error: \(blocked) is in the way of a folder reduxgen init writes into; nothing was written\n")
            throw ReduxGenExit.usageOrIO
        }
        var written: [String] = []
        for file in toWrite {
            do {
                try write(file)
                written.append(file.path)
            } catch {
                // All or nothing: a second init can then start again.
                for path in written { try? FileManager.default.removeItem(atPath: path) }
                throw error
            }
        }
        FileHandleOutput.standardOutput.write(written.map { "created \($0)\n" }.joined())
        FileHandleOutput.standardOutput.write(
            """

            \(Self.manifestAdvice)

            \(PackageManifestSnippet.text)
            Then generate the feature into \(StarterFiles.sourcesFolder) and its tests into \
            \(StarterFiles.testsFolder), build, and run the tests:

                \(Self.pluginCommand)
                swift build
                swift test

            To change the feature, edit \(files[0].path) and generate again. \(Self.binaryAdvice)

            """
        )
    }

    /// Where the printed lines go. init is meant to run in the package's folder; in a folder without a
    /// manifest it names the command that makes one, since the lines alone are no package.
    static var manifestAdvice: String {
        if FileManager.default.fileExists(atPath: "Package.swift") {
            return "Add these to the Package(...) of your Package.swift (merge them with the dependencies and "
                + "targets it already has):"
        }
        return "This folder has no Package.swift: 'swift package init --type empty' writes one. Add these to its "
            + "Package(...), after name:"
    }

    /// The command plugin every package depending on reduxgen has: it works as soon as the printed lines are
    /// in `Package.swift`, wherever this binary came from.
    static let pluginCommand = "swift package --allow-writing-to-package-directory generate-redux"

    /// How to run this binary from the package's folder: by name when the shell found it on the PATH, else by
    /// its full path, so the advice never names a `reduxgen` the user does not have.
    static var binaryAdvice: String {
        let invoked = CommandLine.arguments[0]
        if !invoked.contains("/") {
            return "'\(invoked)' (run in this folder) generates the same files as the plugin."
        }
        #if os(Linux)
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? invoked
        #else
        let path = Bundle.main.executablePath ?? invoked
        #endif
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        return "The reduxgen that ran this, \(absolute), generates the same files when run in this folder."
    }

    /// The first folder on the way to `path` that is something else: a file, or a symbolic link to nothing.
    static func blockedFolder(of path: String) -> String? {
        var folder = ""
        for component in (path as NSString).deletingLastPathComponent.split(separator: "/") {
            folder = folder.isEmpty ? String(component) : folder + "/" + component
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
                if !isFolder.boolValue { return folder }
            } else if (try? FileManager.default.destinationOfSymbolicLink(atPath: folder)) != nil {
                return folder
            }
        }
        return nil
    }

    /// Writes `file`, creating its folder; never replaces a file.
    private func write(_ file: StarterFiles.File) throws {
        do {
            let folder = (file.path as NSString).deletingLastPathComponent
            if !folder.isEmpty {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            try Data(file.contents.utf8).write(to: URL(fileURLWithPath: file.path), options: .withoutOverwriting)
        } catch {
            FileHandleOutput.standardError.write(
                "error: cannot write \(file.path): \(error.localizedDescription); nothing was written\n")
            throw ReduxGenExit.usageOrIO
        }
    }

    /// Whether `folder` or a folder inside it holds a `.swift` file, as SwiftPM looks for a target's sources.
    static func containsSwiftFile(_ folder: String) -> Bool {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return false }
        return enumerator.contains { ($0 as? String)?.hasSuffix(".swift") == true }
    }
}
