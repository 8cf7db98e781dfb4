import ArgumentParser
import ReduxGenCore

/// The flags that `generate` and `context` share: the specs and the settings that go into the template
/// contexts, merged over `reduxgen.yaml` by ``GenerationSettings``.
struct SettingsOptions: ParsableArguments {
    @Argument(help: "Spec files, or folders whose *.yaml files are specs (default: 'specs' of reduxgen.yaml).")
    var specs: [String] = []

    @Option(help: "The folder generated sources are written to.")
    var output: String?

    @Option(help: "The folder generated tests are written to.")
    var testsOutput: String?

    @Option(help: "The folder the mock repositories are written to, for a test-support target (default: with the tests; reduxgen.yaml's mocksOutput only when --tests-output is not given).")
    var mocksOutput: String?

    @Option(help: "The module generated tests import with @testable (default: the last part of --output).")
    var module: String?

    @Option(help: "The access level of generated declarations: public or internal.")
    var access: AccessLevel?

    @Option(help: "How requests are sent in specs without 'sideEffects:': effects or middleware.")
    var sideEffects: SideEffectsStyle?

    @Option(help: "The configuration file (default: reduxgen.yaml in the working folder, if present).")
    var config: String?

    /// These flags (and `templates`, a flag of `generate` only) over `configuration` over the defaults.
    ///
    /// - Throws: a usage error when neither names a spec.
    func settings(templates: String?, configuration: ProjectConfiguration?) throws -> GenerationSettings {
        let flags = ProjectConfiguration(
            specs: specs, output: output, testsOutput: testsOutput, mocksOutput: mocksOutput, module: module, access: access,
            templates: templates, sideEffects: sideEffects
        )
        guard let settings = GenerationSettings(flags: flags, configuration: configuration) else {
            throw ValidationError(
                "Name at least one spec file or folder, or list them under 'specs:' in \(ProjectConfiguration.fileName)."
            )
        }
        return settings
    }
}

extension AccessLevel: ExpressibleByArgument {}
extension SideEffectsStyle: ExpressibleByArgument {}
