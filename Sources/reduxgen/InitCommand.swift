import ArgumentParser
import CommandLineSupport
import Foundation
import ReduxGenCore

/// `reduxgen init [--feature Name]`: starts a project with a commented spec and a `reduxgen.yaml`.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented starter spec and a reduxgen.yaml into the working folder.",
        discussion: """
            Writes specs/NAME.redux.yaml and reduxgen.yaml; running 'reduxgen' next generates the feature \
            into Sources/Features and its tests into Tests/FeaturesTests. Prints the lines to add to \
            Package.swift: the dependency on reduxgen and the Features and FeaturesTests targets. Existing \
            files are never overwritten: if either file exists, nothing is written.

            Exit codes: 0 success; 2 a file already exists, cannot be written, or the name is invalid.
            """
    )

    @Option(help: "The feature's name: an UpperCamelCase Swift name such as TodoList.")
    var feature = "Todos"

    func validate() throws {
        guard StarterFiles.isValidFeatureName(feature) else {
            throw ValidationError(
                "'\(feature)' is not a feature name: use an UpperCamelCase Swift name of letters and digits, such as TodoList."
            )
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
        for file in files {
            do {
                let folder = (file.path as NSString).deletingLastPathComponent
                if !folder.isEmpty {
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                }
                try Data(file.contents.utf8).write(to: URL(fileURLWithPath: file.path), options: .withoutOverwriting)
            } catch {
                FileHandleOutput.standardError.write("error: cannot write \(file.path): \(error.localizedDescription)\n")
                throw ReduxGenExit.usageOrIO
            }
            FileHandleOutput.standardOutput.write("created \(file.path)\n")
        }
        FileHandleOutput.standardOutput.write(
            """
            Next: edit \(files[0].path), then run 'reduxgen' to generate the code into \
            \(StarterFiles.sourcesFolder) and \(StarterFiles.testsFolder).

            Add these to the Package(...) of your Package.swift (merge them with the dependencies and \
            targets it already has):

            \(PackageManifestSnippet.text)
            """
        )
    }
}
