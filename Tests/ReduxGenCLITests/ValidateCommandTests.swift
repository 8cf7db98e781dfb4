import CLITestSupport
import Foundation
import Testing

/// `reduxgen validate` without spec arguments checks the specs `reduxgen.yaml` lists, as generation does, and
/// checks the configuration as generation does with or without them.
@Suite struct ValidateCommandTests {
    @Test func withoutArgumentsItChecksTheSpecsOfTheConfiguration() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try project.write("specs: [specs]\n", to: "reduxgen.yaml")
        let result = try await project.run("validate")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardError == "2 specs valid\n")
    }

    @Test func withoutArgumentsItReportsErrorsInTheConfiguredSpecs() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try project.write("specs: [specs]\n", to: "reduxgen.yaml")
        try project.write("feature: Broken\nstate:\n  count: { type: Nope }\nactions:\n  tapped: {}\n", to: "specs/broken.yaml")
        let result = try await project.run("validate")
        #expect(result.exitCode == 1)
        #expect(result.standardError.hasPrefix("specs/broken.yaml:3:18: error: "), "\(result.standardError)")
    }

    @Test func theConfigurationCanBeNamed() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try project.write("specs: [../specs/counter.yaml]\n", to: "config/reduxgen.yaml")
        let result = try await project.run("validate", "--config", "config/reduxgen.yaml")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardError == "1 spec valid\n")
    }

    @Test func namedSpecsWinOverTheConfiguration() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try project.write("specs: [missing]\n", to: "reduxgen.yaml")
        let result = try await project.run("validate", "specs/counter.yaml")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardError == "1 spec valid\n")
    }

    /// The configuration is checked as generation checks it, also when specs are named (docs/writing.md,
    /// "Exit codes").
    @Test func aMissingNamedConfigurationIsAnIOErrorWithNamedSpecs() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let result = try await project.run("validate", "--config", "nosuch.yaml", "specs/counter.yaml")
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.standardError == "error: configuration file 'nosuch.yaml' does not exist\n")
    }

    @Test func anErrorInTheConfigurationFailsWithNamedSpecs() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try project.write("acess: public\n", to: "reduxgen.yaml")
        let unknownKey = try await project.run("validate", "specs/counter.yaml")
        #expect(unknownKey.exitCode == 1, "\(unknownKey)")
        #expect(unknownKey.standardError.hasPrefix("reduxgen.yaml:1:1: error: unknown key 'acess'"), "\(unknownKey.standardError)")
        try project.write("module: class\n", to: "reduxgen.yaml")
        let module = try await project.run("validate", "specs/counter.yaml")
        #expect(module.exitCode == 2, "\(module)")
        #expect(module.standardError.contains("'class' is not a Swift module name"), "\(module.standardError)")
    }

    /// The templates the configuration names are read as generation reads them.
    @Test func aTemplateTheConfigurationNamesMustBeInItsFolder() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try project.write("""
            templates: Templates
            files:
              - { template: FeatureVeiw, output: "{{feature}}View.swift" }

            """, to: "reduxgen.yaml")
        try project.write("// {{feature}}\n", to: "Templates/FeatureView.mustache")
        let misspelt = try await project.run("validate", "specs/counter.yaml")
        #expect(misspelt.exitCode == 1, "\(misspelt)")
        #expect(misspelt.standardError.hasPrefix("reduxgen.yaml:3:17: error: no template 'FeatureVeiw'"), "\(misspelt.standardError)")
        try project.write("templates: Missing\n", to: "reduxgen.yaml")
        let missingFolder = try await project.run("validate", "specs/counter.yaml")
        #expect(missingFolder.exitCode == 2, "\(missingFolder)")
        #expect(missingFolder.standardError.contains("cannot read the templates folder 'Missing'"), "\(missingFolder.standardError)")
    }

    /// docs/templates.md: an entry of `files:` writing a file another file of the run writes is an error of
    /// the configuration, which `validate` reports as generation does.
    @Test func aTeamFileWithThePathOfAnotherFileIsAnError() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try project.write("// {{feature}}\n", to: "Templates/FeatureView.mustache")
        try project.write("""
            templates: Templates
            files:
              - { template: FeatureView, output: "{{feature}}state.swift" }

            """, to: "reduxgen.yaml")
        let result = try await project.run("validate", "specs/counter.yaml")
        #expect(result.exitCode == 1, "\(result)")
        #expect(result.standardError == """
            reduxgen.yaml:3:5: error: the file 'Counterstate.swift' this entry writes into sources is also written by \
            the built-in template 'State'; give it a name of its own

            """, "\(result.standardError)")
    }

    @Test func withoutArgumentsOrConfigurationItIsAUsageError() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let result = try await project.run("validate")
        #expect(result.exitCode == 2)
        #expect(result.standardError.contains("list them under 'specs:' in reduxgen.yaml"), "\(result.standardError)")
    }
}
