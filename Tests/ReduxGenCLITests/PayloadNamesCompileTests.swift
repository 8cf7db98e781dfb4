import CLITestSupport
import Foundation
import Testing

/// docs/generated-code.md, "Repository": where the generated code binds a value to a local, a name it uses
/// itself becomes `<name>Value`. An optimistic step on a list element records `before`, `after` and `write`,
/// so payload fields of those names are bound as `beforeValue`, `afterValue` and `writeValue`, and the
/// feature compiles.
@Suite struct PayloadNamesCompileTests {
    static let spec = """
        feature: Todo
        api:
          baseURL: http://localhost:8080
        models:
          Item:
            fields:
              id: Int
              title: String
        state:
          items: { type: "[Item]", default: [] }
          names: { type: "[String]", default: [] }
        endpoints:
          rename:
            method: PATCH
            path: /items/{after}
            payload: { after: Int, before: String, write: String }
            params: { after: payload.after }
            query: { before: payload.before, write: payload.write }
            optimistic:
              - set: items
                where: { id: payload.after }
                field: title
                from: before
              - append: names
                from: write

        """

    @Test func anOptimisticElementStepReadsPayloadFieldsNamedLikeItsRecord() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try project.write(Self.spec, to: "specs/todo.yaml")
        let result = try await project.run(
            "specs/todo.yaml", "--output", "Sources/Features", "--tests-output", "Tests/FeaturesTests", "--module", "Features")
        #expect(result.exitCode == 0, "\(result)")
        let effects = try project.read("Sources/Features/TodoEffects.swift")
        #expect(effects.contains("after afterValue: Int,\n        before beforeValue: String,\n        write writeValue: String\n"))
        #expect(effects.contains("where: { $0.id == afterValue }"))
        #expect(effects.contains("state.items[index].title = beforeValue\n"))
        #expect(effects.contains("OptimisticElementWrite(requestID, key: afterValue, before: before, after: after)"))
        #expect(effects.contains("state.names.append(writeValue)\n"))

        let check = try await Compiler.typecheck("Sources/Features", of: project, module: "Features")
        #expect(check.exitCode == 0, "the generated feature does not compile:\n\(check.output)")
    }
}
