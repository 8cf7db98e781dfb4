import Testing
@testable import ReduxGenCore

/// Specs whose generated declarations would not compile are refused with a located error: docs/spec.md
/// ("Names", "Several specs", "Values of other features", the `increment` row) promises that a spec
/// `reduxgen validate` accepts generates code that builds and passes its tests. Each case here built
/// broken code before it was refused.
@Suite struct GeneratedNameClashTests {
    /// The errors of specs read together, as `reduxgen validate` reports them, as compiler-style lines.
    private func moduleLines(_ texts: [String]) -> [String] {
        var specs: [FeatureSpec] = []
        var lines: [String] = []
        for (index, text) in texts.enumerated() {
            let (spec, diagnostics) = readSpec(text, file: "spec\(index + 1).yaml")
            lines += diagnostics.filter { $0.severity == .error }.map(DiagnosticFormatter.textLine)
            if let spec { specs.append(spec) }
        }
        return lines + ModuleChecks.diagnostics(for: specs).map(DiagnosticFormatter.textLine)
    }

    private func errorLines(_ text: String) -> [String] {
        readSpec(text).diagnostics.filter { $0.severity == .error }.map(DiagnosticFormatter.textLine)
    }

    @Test("A model may not hide a Swift protocol or type the models use")
    func aModelMayNotHideASwiftTypeTheModelsUse() {
        for name in ["Identifiable", "RawRepresentable", "DecodingError"] {
            let lines = errorLines("""
                feature: Shadow
                models: { \(name): { fields: { name: String } }, Item: { fields: { id: Int } } }
                state: { items: { type: "[Item]", default: [] } }
                actions: { reset: { reduce: [ { reset: items } ] } }
                """)
            #expect(lines.count == 1 && lines[0].hasPrefix("test.yaml:2:11: error: "), "\(name): \(lines)")
        }
    }

    @Test("A feature with models may not be named like a type its tests and mocks see")
    func aFeatureWithModelsMayNotBeNamedLikeATypeItsTestsAndMocksSee() {
        let cases = [
            ("Calendar", "Foundation, which the generated tests and mocks import, has a type of that name"),
            ("URLComponents", "Foundation, which the generated tests and mocks import, has a type of that name"),
            ("Issue", "Swift Testing, which the generated tests import, has a type of that name"),
            ("Tag", "Swift Testing, which the generated tests import, has a type of that name"),
            ("Other", "the generated tests name their second samples 'Other'"),
            ("Call", "the mock repository names its recorded calls 'Call'"),
            ("SaveBody", "the live repository names the body of endpoint 'save' 'SaveBody'"),
        ]
        for (name, reason) in cases {
            let lines = errorLines("""
                feature: \(name)
                api: { baseURL: "http://localhost:8080" }
                models: { Item: { fields: { id: Int } } }
                state: { items: { type: "[Item]", default: [] } }
                actions: { cleared: { reduce: [ { reset: items } ] } }
                endpoints:
                  save: { method: POST, path: /items, body: { fields: { id: { value: 1 } } } }
                """)
            #expect(lines == [
                "test.yaml:1:10: error: feature name '\(name)' names its models' namespace, and \(reason), so "
                    + "'\(name).<model>' would not name the models there; choose another feature name",
            ], "\(name)")
        }
        // Without models there is no namespace to hide.
        #expect(errorLines("""
            feature: Calendar
            state: { count: { type: Int, default: 0 } }
            actions: { tapped: { reduce: [ { increment: count } ] } }
            """) == [])
    }

    @Test("A feature may not be named like a ReduxRuntime type")
    func aFeatureMayNotBeNamedLikeARuntimeType() {
        for name in ["RequestOutcome", "RequestState", "ObservableState", "APIAuth", "Identifiable"] {
            let lines = errorLines("""
                feature: \(name)
                models: { Note: { fields: { text: String } } }
                state: { notes: { type: "[Note]", default: [] } }
                actions: { reset: { reduce: [ { reset: notes } ] } }
                """)
            #expect(lines.count == 1 && lines[0].hasPrefix("test.yaml:1:10: error: "), "\(name): \(lines)")
        }
    }

    @Test("A feature's middleware may not have the name of another feature")
    func aFeaturesMiddlewareMayNotHaveTheNameOfAnotherFeature() {
        let lines = moduleLines([
            """
            feature: Feed
            sideEffects: middleware
            api: { baseURL: "http://localhost:8080" }
            state: { n: Int }
            actions: { go: {} }
            endpoints: { load: { method: GET, path: /f, response: Int, store: n, triggers: [go] } }
            """,
            """
            feature: FeedMiddleware
            models: { Tag: { fields: { name: String } } }
            state: { tags: { type: "[Tag]", default: [] } }
            actions: { reset: { reduce: [ { reset: tags } ] } }
            """,
        ])
        #expect(lines == [
            "spec2.yaml:1:10: error: feature 'FeedMiddleware' and feature 'Feed' would both declare 'FeedMiddleware' in the generated code; rename one of them",
        ])
    }

    @Test("A value bound to <name>Value may not meet a field of that name")
    func aRenamedLocalMayNotMeetAFieldOfItsName() {
        let action = errorLines("""
            feature: Locals
            state: { a: Int, b: Int }
            actions:
              both:
                payload: { store: Int, storeValue: Int }
                reduce: [ { set: a, from: store }, { set: b, from: storeValue } ]
            """)
        #expect(action.count == 1 && action[0].hasPrefix("test.yaml:5:28: error: payload field 'store' is bound to 'storeValue'"), "\(action)")
        let model = errorLines("""
            feature: Inits
            models: { Thing: { fields: { default: Int, defaultValue: Int } } }
            state: { things: { type: "[Thing]", default: [] } }
            actions: { reset: { reduce: [ { reset: things } ] } }
            """)
        #expect(model.count == 1 && model[0].hasPrefix("test.yaml:2:44: error: field 'default' is bound to 'defaultValue'"), "\(model)")
    }

    @Test("Two body fields may not become one Swift property")
    func twoBodyFieldsMayNotBecomeOneProperty() {
        let lines = errorLines("""
            feature: BodyClash
            api: { baseURL: "http://localhost:8080" }
            state: { s: String }
            actions: { go: {} }
            endpoints:
              post: { method: POST, path: /p, payload: { x: String, y: Int }, body: { fields: { "x-y": payload.x, "x_y": payload.y } }, response: none }
            """)
        #expect(lines == ["test.yaml:6:103: error: body field 'x_y' and 'x-y' both become 'xY' in Swift"], "\(lines)")
    }

    @Test("Two values of other features may not get one provider")
    func twoValuesOfOtherFeaturesMayNotGetOneProvider() {
        let lines = moduleLines([
            """
            feature: Ab
            state: { cD: { type: String, default: "from-ab" } }
            actions: { set: { payload: { v: String }, reduce: [ { set: cD, from: v } ] } }
            """,
            """
            feature: AbC
            state: { d: { type: Int, default: 7 } }
            actions: { bump: { reduce: [ { increment: d } ] } }
            """,
            """
            feature: Reader
            api: { baseURL: "http://localhost:8080" }
            state: { got: String }
            actions: { go: {} }
            endpoints:
              fetch: { method: GET, path: /r, query: { x: app.ab.cD, y: app.abC.d }, response: String, store: got, triggers: [go] }
            """,
        ])
        #expect(lines == [
            "spec3.yaml:6:69: error: app.abC.d and app.ab.cD would both be provided by the environment property 'abCD'; rename a field or a feature",
        ])
    }

    @Test("A value of another feature may not take the environment's repository or renewal")
    func aValueOfAnotherFeatureMayNotTakeAnEnvironmentMember() {
        let lines = moduleLines([
            """
            feature: Credential
            state: { renewal: { type: String, default: "t" } }
            actions: { set: { payload: { v: String }, reduce: [ { set: renewal, from: v } ] } }
            """,
            """
            feature: Reader
            api: { baseURL: "http://localhost:8080" }
            state: { got: String }
            actions: { go: {} }
            endpoints:
              fetch: { method: GET, path: /r, query: { x: app.credential.renewal }, response: String, store: got, triggers: [go] }
            """,
        ])
        #expect(lines == [
            "spec2.yaml:6:62: error: app.credential.renewal would be provided by the environment property 'credentialRenewal', which the environment has for another purpose; rename the field or the feature",
        ])
    }

    @Test("An increment may not overflow from the values the tests start from")
    func anIncrementMayNotOverflowFromTheTestsValues() {
        let int = errorLines("""
            feature: Overflow
            state: { n: Int }
            actions: { up: { reduce: [ { increment: n, by: 9223372036854775807 } ] } }
            """)
        #expect(int.count == 1 && int[0].contains("'increment: n' in action 'up' overflows Int from 1, a value the generated tests start from"), "\(int)")
        let double = errorLines("""
            feature: Inf
            state: { huge: { type: Double, default: 1.7976931348623157e308, persist: true } }
            actions: { explode: { reduce: [ { increment: huge, by: 1.7976931348623157e308 } ] } }
            """)
        #expect(double.count == 1 && double[0].contains("makes the Double infinite from the field's default"), "\(double)")
        let twoSteps = errorLines("""
            feature: Twice
            state: { huge: Double }
            actions: { up: { reduce: [ { increment: huge, by: 1.7976931348623157e308 }, { increment: huge, by: 1.7976931348623157e308 } ] } }
            """)
        #expect(twoSteps.count == 1 && twoSteps[0].hasPrefix("test.yaml:3:77: error: 'increment: huge' in action 'up' makes the Double infinite"), "\(twoSteps)")
        let afterASet = errorLines("""
            feature: Reset
            state: { n: Int }
            actions: { up: { reduce: [ { increment: n, by: 4611686018427387903 }, { reset: n }, { increment: n, by: 4611686018427387903 } ] } }
            """)
        #expect(afterASet == [], "a step that sets the field starts the sum again")
    }

    @Test("Names Swift or the generated code declare are refused")
    func namesSwiftOrTheGeneratedCodeDeclareAreRefused() {
        let hash = errorLines("""
            feature: Hashy
            models: { Thing: { fields: { hashValue: Int } } }
            state: { things: { type: "[Thing]", default: [] } }
            actions: { reset: { reduce: [ { reset: things } ] } }
            """)
        #expect(hash.count == 1 && hash[0].hasPrefix("test.yaml:2:30: error: field 'hashValue' of model 'Thing' becomes 'hashValue'"), "\(hash)")
        let allCases = errorLines("""
            feature: OpenAll
            models: { Odd: { enum: String, cases: [allCases, other], unknown: true } }
            state: { odd: { type: Odd, default: other } }
            actions: { reset: { reduce: [ { reset: odd } ] } }
            """)
        #expect(allCases.count == 1 && allCases[0].hasPrefix("test.yaml:2:40: error: case 'allCases' of model 'Odd' becomes 'allCases'"), "\(allCases)")
        let waits = errorLines("""
            feature: Mocky
            api: { baseURL: "http://localhost:8080" }
            state: { n: Int }
            actions: { go: {} }
            endpoints: { waitForDelay: { method: POST, path: /c, response: none, triggers: [go] } }
            """)
        #expect(waits.count == 1 && waits[0].hasPrefix("test.yaml:5:14: error: endpoint 'waitForDelay' would declare 'waitForDelay()'"), "\(waits)")
    }
}
