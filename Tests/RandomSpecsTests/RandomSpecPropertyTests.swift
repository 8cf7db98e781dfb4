import Foundation
import PropertyBased
import Testing
@testable import RandomSpecs
@testable import ReduxGenCore

/// Properties of the random valid specs: every module of every seed validates with no diagnostic and
/// generates, the same seed always makes the same specs, and the seeds CI builds cover every construct
/// of docs/spec.md. (That the generated code compiles and its tests pass is checked by
/// scripts/check-random-specs.sh, which builds the specs of those seeds.)
@Suite struct RandomSpecPropertyTests {
    /// The seeds scripts/check-random-specs.sh builds on every CI run.
    static let ciSeeds: ClosedRange<UInt64> = 1...24

    /// The diagnostics of validating `files` together, as `reduxgen validate` reads them from a folder.
    static func validate(_ files: [RandomSpecFile]) throws -> SpecReadResult {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("random-specs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in files {
            try Data(file.tree.yaml.utf8).write(to: folder.appendingPathComponent(file.fileName))
        }
        return SpecReader().read(paths: [folder.path])
    }

    static func report(_ files: [RandomSpecFile], _ diagnostics: [Diagnostic]) -> String {
        let seed = files.first?.seed.description ?? "?"
        let specs = files.map { "--- \($0.fileName)\n\($0.tree.yaml)" }.joined()
        return "seed \(seed) (reproduce: swift run random-specs write --seeds \(seed) --output DIR):\n"
            + DiagnosticFormatter().render(diagnostics) + "\n" + specs
    }

    @Test func everyRandomModuleValidatesAndGenerates() async throws {
        await propertyCheck(count: 60, input: Gen.int(in: 0...1_000_000)) { seed in
            let files = RandomSpecGenerator.module(seed: UInt64(seed))
            let read = try Self.validate(files)
            #expect(read.diagnostics.isEmpty, "\(Self.report(files, read.diagnostics))")
            guard read.diagnostics.isEmpty else { return }
            #expect(read.specs.count == files.count)
            let generated = try Generator(options: GenerationOptions(testModule: "Features")).generate(read.specs)
            #expect(!generated.isEmpty)
        }
    }

    @Test func everyCISeedValidatesTogetherAsOneModule() throws {
        let files = Self.ciSeeds.flatMap { RandomSpecGenerator.module(seed: $0) }
        let read = try Self.validate(files)
        #expect(read.diagnostics.isEmpty, "\(DiagnosticFormatter().render(Array(read.diagnostics.prefix(20))))")
        #expect(read.specs.count == files.count)
    }

    @Test func aSeedAlwaysMakesTheSameSpecs() async {
        await propertyCheck(count: 20, input: Gen.int(in: 0...1_000_000)) { seed in
            let first = RandomSpecGenerator.module(seed: UInt64(seed)).map(\.tree.yaml)
            let second = RandomSpecGenerator.module(seed: UInt64(seed)).map(\.tree.yaml)
            #expect(first == second)
        }
        // Pinned: the generator is the same on every machine (SplitMix64, no system randomness).
        let pinned = RandomSpecGenerator.module(seed: 7).map(\.fileName)
        #expect(pinned == RandomSpecGenerator.module(seed: 7).map(\.fileName))
        #expect(pinned.allSatisfy { $0.contains("7x") })
    }

    /// Everything the issue of random valid specs lists, found in the YAML of the CI seeds.
    @Test func theCISeedsUseEveryConstruct() {
        let yaml = Self.ciSeeds.flatMap { RandomSpecGenerator.module(seed: $0) }.map(\.tree.yaml).joined(separator: "\n")
        let constructs: [String: String] = [
            "Date type": "Date", "URL type": "URL", "UUID type": "UUID", "optional": "?\"", "array": "\"[",
            "dictionary": "[String: ", "Int enum": "enum: Int", "String enum": "enum: String",
            "enum with raw values": "in-progress", "explicit key": "key: ",
            "set from": "- set: ", "value literal": "value: ", "reset": "- reset: ", "append": "- append: ",
            "remove": "- remove: ", "toggle": "- toggle: ", "increment": "- increment: ", "decrement": "- decrement: ",
            "path parameter": "params:", "query": "query:", "headers": "headers:", "body from": "body:\n      from:",
            "body fields": "fields:", "state source": "state.", "payload source": "payload.",
            "reduce step from state": "from: state.",
            "page pagination": "style: page", "cursor pagination": "style: cursor", "latest": "concurrency: latest",
            "dropWhileInFlight": "concurrency: dropWhileInFlight", "queue": "concurrency: queue", "debounce": "debounce: ",
            "persistence": "persist: true", "custom hook": "custom: true", "snake_case keys": "keys: snake_case",
            "default keys": "keys: default", "seconds dates": "dates: secondsSince1970",
            "milliseconds dates": "dates: millisecondsSince1970", "iso8601 dates": "dates: iso8601",
            "keyword name": "  default:", "underscore name": "_", "hyphen name": "-", "store": "store:",
            "triggers": "triggers:", "POST": "method: POST", "PUT": "method: PUT", "PATCH": "method: PATCH",
            "DELETE": "method: DELETE", "long feature name": "feature: customer_account_settings",
            "long model name": "AccountCallUserDefinedMessageSubscription:",
            "long endpoint name": "createUserDefinedMessageSubscription:",
            "long model as a response": "response: \"AccountCallUserDefinedMessageSubscription",
            "JSON type": "\"JSON\"", "array of JSON": "[JSON]", "dictionary of JSON": "[String: JSON]",
            "optional JSON": "JSON?", "sum type": "oneOf:", "sum type with a discriminator": "discriminator: ",
            "unknown enum values": "unknown: true", "template": "template: ", "escaped template brace": "{{",
            "form body": "form:", "optimistic steps": "optimistic:", "where step": "where:", "onSuccess": "onSuccess:",
            "onFailure": "onFailure:", "outcome hooks": "hooks:", "trigger condition": "when:",
            "per-trigger debounce": "debounce: 0ms", "chain": "Succeeded", "keyed concurrency": "policy: ",
            "value of another feature": "app.", "bearer auth": "bearer: ", "API key auth": "apiKey:",
            "auth none": "auth: none", "onUnauthorized": "onUnauthorized:", "resetApp": "resetApp:",
            "cancel step": "- cancel: ", "resetStatus step": "- resetStatus: ", "reset of another feature": "- reset: app.",
            "middleware": "sideEffects: middleware", "sensitive state or payload": "sensitive: true",
            "sensitive response": "sensitiveResponse: true", "upsert store": "upsert: ", "link pagination": "style: link",
            "store path": "      path: ",
        ]
        for (construct, text) in constructs.sorted(by: { $0.key < $1.key }) {
            #expect(yaml.contains(text), "no CI seed uses \(construct) ('\(text)')")
        }
        let modules = Self.ciSeeds.map { RandomSpecGenerator.module(seed: $0) }
        #expect(modules.contains { $0.count > 1 }, "no CI seed has several features")
    }

    /// The values one request reads, as `state.x`, `payload.x` and `app.f.x` in the order written.
    static func requestSources(of endpoint: SpecTree) -> [(kind: String, name: String)] {
        let text = endpoint.yaml
        let pattern = /(state|payload|app\.[A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)/
        return text.matches(of: pattern).map { (String($0.output.1), String($0.output.2)) }
    }

    /// The bug of a start function that declared a local twice came from a request reading a state field
    /// and a payload field of one name; the CI seeds read values of one name from several places, in both
    /// orders, from other features too, and under names generated code gives its own locals.
    @Test func theCISeedsReadValuesOfOneNameFromSeveralPlacesInOneRequest() {
        var orders: Set<String> = []
        var names: Set<String> = []
        for file in Self.ciSeeds.flatMap({ RandomSpecGenerator.module(seed: $0) }) {
            guard case .mapping(let endpoints)? = file.tree["endpoints"] else { continue }
            for endpoint in endpoints {
                let sources = Self.requestSources(of: endpoint.value)
                names.formUnion(sources.map(\.name))
                for name in Set(sources.map(\.name)) {
                    var kinds: [String] = []
                    for source in sources where source.name == name {
                        let kind = source.kind.hasPrefix("app.") ? "app" : source.kind
                        if kinds.last != kind && !kinds.contains(kind) { kinds.append(kind) }
                    }
                    if kinds.count > 1 { orders.insert(kinds.joined(separator: ",")) }
                }
            }
        }
        #expect(orders.contains("state,payload"), "\(orders)")
        #expect(orders.contains("payload,state"), "\(orders)")
        #expect(orders.contains { $0.contains("app") }, "\(orders)")
        let generatedNames: Set = ["credential", "page", "cursor", "next", "requestID", "repository", "environment", "state", "action"]
        #expect(names.intersection(generatedNames).count >= 5, "\(names.intersection(generatedNames))")
    }

    /// A feature of long names makes a mock's results type wider than a line, so the build of the CI seeds
    /// (scripts/check-random-specs.sh) compiles a long generic type as the wrapping rule leaves it.
    @Test func theCISeedsGenerateAMockResultsTypeWiderThanALine() throws {
        let read = try Self.validate(Self.ciSeeds.flatMap { RandomSpecGenerator.module(seed: $0) })
        let generated = try Generator(options: GenerationOptions(testModule: "Features")).generate(read.specs)
        let lines = generated.flatMap { $0.contents.split(separator: "\n") }
        #expect(lines.contains { $0.contains("Results: [Result<") && $0.count > SwiftLineWrapper.lineWidth })
    }

    @Test func theMinimizerKeepsOnlyWhatStillFails() {
        let files = RandomSpecGenerator.module(seed: 11)
        // "Fails" while some action named like the first one is left: everything else goes.
        let actionName: String? = {
            guard case .mapping(let actions)? = files[0].tree["actions"] else { return nil }
            return actions.first?.key
        }()
        let target = try! #require(actionName)
        let minimized = RandomSpecMinimizer.minimize(files, budget: 10_000) { candidate in
            candidate.contains { file in
                guard case .mapping(let actions)? = file.tree["actions"] else { return false }
                return actions.contains { $0.key == target }
            }
        }
        #expect(minimized.count == 1)
        #expect(minimized[0].tree == .map([("feature", files[0].tree["feature"]!), ("actions", .map([(target, .map([]))]))])
            || minimized[0].tree["actions"] != nil)
        #expect(minimized[0].tree.yaml.split(separator: "\n").count <= 4, "\(minimized[0].tree.yaml)")
    }
}
