import Testing
@testable import ReduxGenCore

/// docs/generated-code.md, "Large features": a feature whose Action enum has more than 400 cases gets a
/// reducer (and a middleware effect function) made of chained switches of at most 400 cases each, because
/// the Swift compiler cannot check the exhaustiveness of a switch of about 720 cases or more. Each endpoint
/// without pagination adds two cases (the request and its outcome, `Response`).
@Suite struct ReducerGroupsTests {
    /// A feature with `actions` declared actions and `endpoints` GET endpoints that store nothing.
    private func spec(actions: Int, endpoints: Int, sideEffects: String = "effects") -> String {
        var lines = [
            "feature: Big", "sideEffects: \(sideEffects)", "api: { baseURL: \"http://localhost:8080\" }", "actions:",
        ]
        lines += (1...actions).map { "  action\($0): {}" }
        lines.append("endpoints:")
        lines += (1...endpoints).map { "  load\($0): { method: GET, path: /items/\($0), response: none }" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The groups of the `reducerGroups` context key, as dictionaries.
    private func groups(_ text: String) throws -> [TemplateDictionary] {
        let context = FeatureContext.make(try resolve(text))
        guard case .dictionary(let keys) = context, case .array(let groups)? = keys["reducerGroups"] else {
            Issue.record("no reducerGroups array in the context")
            return []
        }
        return groups.compactMap { group in
            guard case .dictionary(let keys) = group else { return nil }
            return keys
        }
    }

    private func count(_ key: String, in group: TemplateDictionary) -> Int {
        guard case .array(let items)? = group[key] else { return -1 }
        return items.count
    }

    @Test func aSmallFeatureKeepsOneSwitch() throws {
        let groups = try groups(spec(actions: 2, endpoints: 3))
        #expect(groups.count == 1)
        // The two declared actions do nothing, so they share one case (docs/generated-code.md, "Reducer").
        #expect(groups.first.map { count("actions", in: $0) } == 1)
        guard case .array(let actions)? = groups.first?["actions"], case .dictionary(let shared)? = actions.first else {
            Issue.record("no actions in the group")
            return
        }
        #expect(count("casePatterns", in: shared) == 2)
        #expect(groups.first.map { count("endpoints", in: $0) } == 3)
    }

    /// Each action a shared case lists counts as a case of its switch: 801 actions that do the same share
    /// one case per 400 (the last holds one), each in a switch of its own.
    @Test func moreThanFourHundredActionsThatDoTheSameShareOneCasePerFourHundred() throws {
        let groups = try groups(spec(actions: 801, endpoints: 1))
        #expect(groups.map { count("actions", in: $0) } == [1, 1, 1])
        let patterns = groups.map { group -> Int in
            guard case .array(let actions)? = group["actions"], case .dictionary(let shared)? = actions.first else { return -1 }
            return count("casePatterns", in: shared)
        }
        #expect(patterns == [400, 400, 1])
        #expect(groups.map { count("endpoints", in: $0) } == [0, 0, 1])
    }

    @Test func fourHundredCasesStillFitInOneSwitch() throws {
        // 4 declared actions + 198 endpoints × 2 = 400 cases.
        let groups = try groups(spec(actions: 4, endpoints: 198))
        #expect(groups.count == 1)
    }

    @Test func eightHundredAndOneCasesAreSplitIntoThreeSwitchesInOrder() throws {
        // 1 declared action + 400 endpoints × 2 = 801 cases: 1 + 199 × 2 = 399, then 200 × 2 = 400, then 2.
        let groups = try groups(spec(actions: 1, endpoints: 400))
        #expect(groups.count == 3)
        #expect(groups.map { count("actions", in: $0) } == [1, 0, 0])
        #expect(groups.map { count("endpoints", in: $0) } == [199, 200, 1])
        #expect(groups.map { $0["number"] } == [.int(1), .int(2), .int(3)])
    }

    /// docs/templates.md: each group holds its own `endpoints`, in order, and the feature's `endpoints` all of
    /// them, so a template's `first()` and `last()` are positions in the list it loops over.
    @Test func eachGroupHoldsItsEndpointsInOrderAndTheFeatureAllOfThem() throws {
        let context = FeatureContext.make(try resolve(spec(actions: 1, endpoints: 400)))
        guard case .dictionary(let keys) = context, case .array(let all)? = keys["endpoints"] else {
            Issue.record("no endpoints array in the context")
            return
        }
        func names(_ elements: [TemplateValue]) -> [TemplateValue?] {
            elements.map { element in
                guard case .dictionary(let entries) = element else { return nil }
                return entries["name"]
            }
        }
        #expect(all.count == 400)
        // Groups of 199, 200 and 1 endpoints (see above), which together are the whole list in its order.
        let grouped = try groups(spec(actions: 1, endpoints: 400)).map { group -> [TemplateValue] in
            guard case .array(let endpoints)? = group["endpoints"] else { return [] }
            return endpoints
        }
        #expect(grouped.map(\.count) == [199, 200, 1])
        #expect(names(grouped.flatMap { $0 }) == names(all))
    }

    @Test(arguments: ["effects", "middleware"])
    func theRenderedCodeChainsTheSwitchesThroughTheirDefaults(sideEffects: String) throws {
        let spec = try #require(readSpec(spec(actions: 1, endpoints: 400, sideEffects: sideEffects), file: "specs/big.yaml").spec)
        let files = try Generator(options: GenerationOptions(testModule: "App")).generate([spec])
        let reducer = try #require(files.first { $0.relativePath == "BigReducer.swift" }).contents
        #expect(reducer.components(separatedBy: "switch action {").count - 1 == 3)
        #expect(reducer.contains("return reduceGroup2(into: &state, action: action, environment: environment)"))
        #expect(reducer.contains("return reduceGroup3(into: &state, action: action, environment: environment)"))
        #expect(reducer.contains("private static func reduceGroup3("))
        #expect(!reducer.contains("reduceGroup4"))
        // The request of the 400th endpoint is handled in the last switch, after the second function starts.
        let third = try #require(reducer.range(of: "private static func reduceGroup3("))
        #expect(reducer[third.upperBound...].contains("case .load400"))
        if sideEffects == "middleware" {
            let middleware = try #require(files.first { $0.relativePath == "BigMiddleware.swift" }).contents
            #expect(middleware.contains("private static func effectGroup3("))
            #expect(middleware.contains("return effectGroup2("))
        }
    }
}
