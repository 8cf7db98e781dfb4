import Foundation
import Testing
@testable import ReduxGenCore

/// The template context holds exactly what the built-in templates print: every key some template uses, and
/// a value for every tag of every template. A key nothing prints is dead weight the Model keeps computing;
/// a tag without a key silently renders nothing.
@Suite struct ContextKeyUsageTests {
    /// Keys documented for override templates that no built-in template needs: `specPath` names the spec in
    /// a team's own `_header`, `contextVersion` lets an override template check the contract it was
    /// written for, and `parameters` and `extensions` hold the team's own data for its templates
    /// (docs/templates.md).
    static let keysForOverrides: Set<String> = ["specPath", "contextVersion", "parameters", "extensions"]

    /// Keys whose values are the team's data, keyed as the team writes them: not context keys.
    static let teamDataKeys: Set<String> = ["parameters", "extensions"]

    /// Optional keys of typed context values that no fixture spec's context holds: a stored value appended
    /// after what an optimistic step left, and the test of a request whose optimistic steps clear its
    /// credential. Their templates have tests of their own (`GeneratedTestExpectationTests`,
    /// `RequestTestExpectationTests`).
    static let keysNoFixtureHolds: Set<String> = ["appendedTo", "missingCredential"]

    static let fixtureSpecs = [
        "Tests/Fixtures/Generated/KitchenSink/kitchen-sink.yaml",
        "Tests/Fixtures/Generated/WireFormat/wire-format.yaml",
        "Tests/Fixtures/Generated/WireSeconds/wire-seconds.yaml",
        "Tests/Fixtures/Generated/WireMillis/wire-millis.yaml",
        "Tests/Fixtures/Generated/WideState/wide-state.yaml",
        "Tests/Fixtures/Generated/SumTypes/sum-types.yaml",
        "Tests/Fixtures/Generated/ApiKeyAuth/api-key-auth.yaml",
        "Tests/Fixtures/Generated/LinkPages/link-pages.yaml",
    ]

    /// Every key of the contexts of the sample specs, the fixture specs and the sample app, at any depth.
    func contextKeys() throws -> Set<String> {
        let samples = try GenerationFixtures.resolvedSamples()
        let fixtures = try Self.fixtureSpecs.map { try GenerationFixtures.spec($0) }
        var keys: Set<String> = []
        var features: [ResolvedFeature] = []
        // The generator adds the test imports to every context.
        let generator = Generator(options: GenerationOptions(testModule: "Features", mocksModule: "FeaturesMocks"))
        for spec in samples + fixtures {
            let feature = try FeatureResolver(access: .public, testModule: "Features").resolve(spec, specPath: spec.file)
            collect(generator.withRunValues(FeatureContext.make(feature)), into: &keys)
            if samples.contains(where: { $0.file == spec.file }) { features.append(feature) }
        }
        // Features reading another feature's state, which resolve only together.
        var appValuesFeatures: [ResolvedFeature] = []
        for spec in AppValueResolver.resolve(try AppValuesGoldenTests.specs()).specs {
            let feature = try FeatureResolver(access: .public, testModule: "Features").resolve(spec, specPath: spec.file)
            collect(generator.withRunValues(FeatureContext.make(feature)), into: &keys)
            appValuesFeatures.append(feature)
        }
        // Their app, whose sign-out resets the other features (`resetApp:`).
        collect(generator.withRunValues(AppContext.make(appValuesFeatures, access: .public, testModule: "Features")), into: &keys)
        collect(generator.withRunValues(AppContext.make(features, access: .public, testModule: "Features")), into: &keys)
        return keys.union(Self.keysNoFixtureHolds)
    }

    private func collect(_ value: TemplateValue, into keys: inout Set<String>) {
        switch value {
        case .dictionary(let entries):
            for (key, inner) in entries {
                keys.insert(key)
                if !Self.teamDataKeys.contains(key) { collect(inner, into: &keys) }
            }
        case .array(let elements):
            for element in elements { collect(element, into: &keys) }
        case .string, .bool, .int:
            break
        }
    }

    /// The names the built-in templates' variable and section tags look up (`.`, partials, parents and
    /// their blocks aside), through any transforms.
    func templateNames() -> Set<String> {
        var names: Set<String> = []
        for template in BuiltInTemplates.all {
            // A parent's (`{{<_addedItems}}`) or block's (`{{$add}}`) name is no context name, nor is the tag
            // that closes it.
            var inheritanceNames: Set<String> = []
            for tag in MustacheTagScanner.tags(in: template.text) {
                var body = tag.body.trimmingCharacters(in: .whitespaces)
                if body.hasPrefix("{") { body = String(body.dropFirst()) }
                if let first = body.first, "<$".contains(first) {
                    inheritanceNames.insert(body.dropFirst().trimmingCharacters(in: .whitespaces))
                    continue
                }
                if body.hasPrefix("/"), inheritanceNames.contains(body.dropFirst().trimmingCharacters(in: .whitespaces)) {
                    continue
                }
                if let first = body.first, "!>=".contains(first) { continue }
                if let first = body.first, "#^/&".contains(first) { body = String(body.dropFirst()) }
                // A transform looks up the name it is applied to: `reversed(records)` reads `records`.
                while let open = body.firstIndex(of: "("), body.hasSuffix(")") {
                    body = String(body[body.index(after: open)..<body.index(before: body.endIndex)])
                }
                // `pagination.firstPage` reads both names.
                for name in body.trimmingCharacters(in: .whitespaces).split(separator: ".") { names.insert(String(name)) }
            }
        }
        return names
    }

    /// The context stays small (docs/templates.md, "Template context"): the built-in templates together read
    /// at most this many distinct names. Lower it when a change reads fewer; a change that needs more
    /// says why in review.
    static let mostNamesRead = 150

    @Test func theBuiltInTemplatesReadFewNames() {
        let names = templateNames()
        #expect(names.count <= Self.mostNamesRead, "the built-in templates read \(names.count) names")
    }

    @Test func everyContextKeyIsPrintedBySomeTemplate() throws {
        let unused = try contextKeys().subtracting(templateNames()).subtracting(Self.keysForOverrides)
        #expect(unused.isEmpty, "context keys no built-in template uses: \(unused.sorted())")
    }

    @Test func everyTemplateTagHasAContextKey() throws {
        let unanswered = templateNames().subtracting(try contextKeys())
        #expect(unanswered.isEmpty, "template tags no context key answers: \(unanswered.sorted())")
    }
}
