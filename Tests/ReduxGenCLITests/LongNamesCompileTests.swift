import CLITestSupport
import Foundation
import Testing

/// Long feature, model and endpoint names push generated declarations past 120 columns, where the wrapping
/// rule of docs/generated-code.md applies: a type is never split, so the generated feature and its mocks
/// compile (issue 39, point 1).
@Suite struct LongNamesCompileTests {
    static let spec = """
        feature: MessagingSettings
        sideEffects: middleware
        api:
          baseURL: http://localhost:8080
        models:
          AccountCallUserDefinedMessageSubscription:
            fields:
              id: String
              callbackURL: URL
        state:
          subscription: { type: "AccountCallUserDefinedMessageSubscription?", default: null }
        actions:
          subscribeTapped: {}
        endpoints:
          createUserDefinedMessageSubscription:
            method: POST
            path: /subscriptions
            response: AccountCallUserDefinedMessageSubscription
            store: { into: subscription }
            triggers: [subscribeTapped]

        """

    @Test func aLongGenericResultTypeIsKeptWholeAndCompiles() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try project.write(Self.spec, to: "specs/messaging.yaml")
        let result = try await project.run(
            "specs/messaging.yaml", "--output", "Sources/Features", "--tests-output", "Tests/FeaturesTests",
            "--mocks-output", "Sources/FeaturesMocks", "--module", "Features", "--access", "public"
        )
        #expect(result.exitCode == 0, "\(result)")
        let mock = try project.read("Sources/FeaturesMocks/MockMessagingSettingsRepository.swift")
        let type = "[Result<MessagingSettings.AccountCallUserDefinedMessageSubscription, APIError>]"
        #expect(mock.contains("    public var createUserDefinedMessageSubscriptionResults: \(type) {\n"))
        #expect(mock.contains("    createUserDefinedMessageSubscriptionResults: \(type) = [],\n"))

        let modules = project.folder.appendingPathComponent("modules")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        let emit = try await Compiler.run([
            "-swift-version", "6", "-parse-as-library", "-warnings-as-errors", "-module-name", "Features",
            "-emit-module", "-emit-module-path", modules.appendingPathComponent("Features.swiftmodule").path,
            "-I", try Compiler.builtModulesFolder().path,
        ] + (try swiftFiles(in: "Sources/Features", of: project)), in: project.folder)
        #expect(emit.exitCode == 0, "the generated feature does not compile:\n\(emit.output)")
        let check = try await Compiler.run([
            "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-module-name", "FeaturesMocks",
            "-I", modules.path, "-I", try Compiler.builtModulesFolder().path,
        ] + (try swiftFiles(in: "Sources/FeaturesMocks", of: project)), in: project.folder)
        #expect(check.exitCode == 0, "the generated mocks do not compile:\n\(check.output)")
    }

    private func swiftFiles(in folder: String, of project: TemporaryProject) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: project.folder.appendingPathComponent(folder).path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
    }
}
