import ArgumentParser
import CommandLineSupport
import ReduxGenCore

/// `reduxgen templates list|cat|eject`: shows and exports the built-in templates, the starting point for
/// overriding them with `--templates DIR`.
struct TemplatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "templates",
        abstract: "List, print or export the built-in templates.",
        discussion: """
            A folder of templates passed with --templates replaces built-ins one file at a time: \
            a file NAME.mustache there is used instead of the built-in NAME. Names starting with '_' are partials. \
            The templates of your own that 'files:' in reduxgen.yaml names live in the same folder.
            """,
        subcommands: [List.self, Cat.self, Eject.self]
    )

    /// `reduxgen templates list`: one name a line, partials marked.
    struct List: ParsableCommand {
        // Named here, as every command is: a name derived from the type's name costs reflection on every run.
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "List the built-in templates, one a line; partials are marked."
        )

        func run() {
            let lines = BuiltInTemplates.all.map { $0.isPartial ? "\($0.name) (partial)" : $0.name }
            FileHandleOutput.standardOutput.write(lines.map { $0 + "\n" }.joined())
        }
    }

    /// `reduxgen templates cat NAME`: the built-in's text.
    struct Cat: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "cat", abstract: "Print a built-in template.")

        @Argument(help: "The template's name, as 'reduxgen templates list' prints it (without .mustache).")
        var name: String

        func run() throws {
            let name = TemplateName.fromFileName(self.name) ?? self.name
            guard let template = BuiltInTemplates.named(name) else {
                let suggestion = BuiltInTemplates.closestName(to: name).map { "; did you mean '\($0)'?" }
                    ?? " (see 'reduxgen templates list')"
                FileHandleOutput.standardError.write("error: no built-in template named '\(name)'\(suggestion)\n")
                throw ReduxGenExit.usageOrIO
            }
            FileHandleOutput.standardOutput.write(template.text)
        }
    }

    /// `reduxgen templates eject DIR [--force]`: every built-in written to a folder.
    struct Eject: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "eject",
            abstract: "Write every built-in template to a folder, to edit and pass with --templates.",
            discussion: "Creates the folder if needed. Refuses to overwrite existing files unless --force is given."
        )

        @Argument(help: "The folder to write the templates to.")
        var directory: String

        @Flag(help: "Overwrite template files that already exist in the folder.")
        var force = false

        @OptionGroup var diagnostics: DiagnosticsOptions

        func run() throws {
            do {
                let paths = try TemplateEjector().eject(to: directory, overwrite: force)
                FileHandleOutput.standardError.write("wrote \(paths.count) template\(paths.count == 1 ? "" : "s") to \(directory)\n")
            } catch {
                diagnostics.report(error.diagnostics)
                throw ReduxGenExit.usageOrIO
            }
        }
    }
}
