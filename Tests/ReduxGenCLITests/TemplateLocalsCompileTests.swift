import CLITestSupport
import Foundation
import Testing

/// docs/spec.md, "Templates": each `template:` value of a request is bound to a local before the request is
/// built. Two templates whose names give the same local (a query item `auth` and a header `Auth`, a path
/// parameter and a query item both `id`, names that are not identifiers) get locals of their own, and the
/// feature compiles.
@Suite struct TemplateLocalsCompileTests {
    static let spec = """
        feature: TemplateNames
        api: { baseURL: "http://localhost:8080" }
        state:
          token: { type: String, default: "t" }
        actions:
          go: {}
        endpoints:
          load:
            method: GET
            path: /load/{id}
            params: { id: { template: "p{state.token}" } }
            query:
              auth: { template: "q{state.token}" }
              id: { template: "i{state.token}" }
              "1x": { template: "a{state.token}" }
              "2y": { template: "b{state.token}" }
            headers:
              Auth: { template: "h{state.token}" }
            triggers: [go]

        """

    @Test func templatesWhoseNamesGiveOneLocalEachGetTheirOwn() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try project.write(Self.spec, to: "specs/names.yaml")
        let result = try await project.run(
            "specs/names.yaml", "--output", "Sources/Features", "--tests-output", "Tests/FeaturesTests", "--module", "Features")
        #expect(result.exitCode == 0, "\(result)")
        let repository = try project.read("Sources/Features/TemplateNamesRepository.swift")
        for local in ["idTemplate", "authTemplate", "idTemplate2", "valueTemplate", "valueTemplate2", "authTemplate2"] {
            #expect(repository.contains("let \(local) = "), "\(local) in:\n\(repository)")
        }

        let check = try await Compiler.typecheck("Sources/Features", of: project, module: "Features")
        #expect(check.exitCode == 0, "the generated feature does not compile:\n\(check.output)")
    }
}
