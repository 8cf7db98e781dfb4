import Testing
@testable import ReduxGenCore

/// The Model stage decides names, types, escaping, flags and order the way generated code needs them.
@Suite struct FeatureResolverTests {
    @Test func namesAreConvertedAndKeywordsEscaped() throws {
        let feature = try resolve("""
            feature: repo_search
            state:
              default: { type: Int, default: 0 }
              in: { type: "[String]", default: [] }
            actions:
              class: { payload: { for: String }, reduce: [ { set: in, value: [] } ] }
              picked: { payload: { for: String, in: Int }, custom: true }
            """)
        #expect(feature.name == "RepoSearch")
        #expect(feature.memberName == "repoSearch")
        #expect(feature.stateFields.map(\.name) == ["`default`", "`in`"])
        // Keywords are fine as labels, but bound values get names that are not keywords.
        #expect(feature.actions[0].caseDeclaration == ResolvedCaseDeclaration(name: "`class`", values: [.init(label: "for", type: "String")]))
        // A value the reducer does not read is not bound: no "never used" warning.
        #expect(feature.actions[0].casePattern == ResolvedCasePattern(name: "`class`", bindings: [nil]))
        #expect(feature.actions[1].casePattern == ResolvedCasePattern(name: "picked", bindings: ["forValue", "inValue"]))
        #expect(feature.actions[0].caseConstruction == ResolvedCaseConstruction(
            name: "`class`", arguments: [ResolvedArgument(label: "for", value: .local("forValue"))]
        ))
    }

    @Test func payloadNamesThatClashWithGeneratedLocalsAreRenamed() throws {
        let feature = try resolve("""
            feature: Editor
            state:
              text: { type: String, default: "" }
            actions:
              edited:
                payload: { state: String }
                reduce:
                  - set: text
                    from: state
            """)
        let action = feature.actions[0]
        #expect(action.casePattern == ResolvedCasePattern(name: "edited", bindings: ["stateValue"]))
        #expect(action.reduceSteps == [ResolvedReduceStep(field: "text", change: .set(.payload(local: "stateValue")))])
        #expect(action.effects == ResolvedCaseEffects())
    }

    @Test func modelTypesAreQualifiedByTheFeature() throws {
        let feature = try resolve("""
            feature: Shop
            models:
              Item:
                fields: { id: Int, tags: "[String: Double]", next: "[Item]" }
              Kind: { enum: Int, cases: [small, large] }
            state:
              items: { type: "[Item]", default: [] }
              kind: { type: Kind?, default: null }
            actions: { tapped: {} }
            """)
        #expect(feature.models.map(\.qualifiedName) == ["Shop.Item", "Shop.Kind"])
        #expect(feature.models[0].fields.map(\.type) == ["Int", "[String: Double]", "[Shop.Item]"])
        #expect(feature.stateFields.map(\.type) == ["[Shop.Item]", "Shop.Kind?"])
        #expect(feature.stateFields.map(\.defaultValue) == [.array([]), .null])
        #expect(feature.models[1].rawType == "Int")
        #expect(feature.models[1].cases.map(\.rawValue) == [.int(0), .int(1)])
        #expect(feature.models[1].cases.map(\.writesRawValue) == [true, true])
    }

    @Test func samplesOfRecursiveModelsEnd() throws {
        let feature = try resolve("""
            feature: Tree
            models:
              Node:
                fields: { name: String, children: "[Node]" }
            state:
              root: { type: Node?, default: null }
            actions: { tapped: {} }
            """)
        #expect(try written(feature.stateFields[0].sampleValue) == "TreeSamples.node")
        #expect(try written(feature.stateFields[0].inlineSampleValue) == "Tree.Node(name: \"a\", children: [])")
        #expect(try feature.samples.map { try written($0.value) } == ["Tree.Node(name: \"a\", children: [])"])
    }

    @Test func codingKeysFollowTheKeyStrategy() throws {
        let snakeCase = try resolve("""
            feature: Users
            api: { baseURL: "http://localhost", json: { keys: snake_case } }
            models:
              User:
                fields:
                  fullName: String
                  userID: Int
                  avatarURL: { type: URL?, key: avatar_url }
                  summary: { type: String, key: description }
            actions: { tapped: {} }
            """)
        // docs/spec.md: the snake_case form of the Swift name, or `key:` exactly as written; the coder
        // converts nothing, so the written-out conformance reads and writes exactly these keys.
        #expect(snakeCase.models[0].fields.map(\.jsonKey) == ["full_name", "user_id", "avatar_url", "description"])
        #expect(snakeCase.models[0].fields.map(\.valueType) == ["String", "Int", "URL", "String"])
        #expect(snakeCase.models[0].fields.map(\.isOptional) == [false, false, true, false])
        #expect(snakeCase.dateCoding == "iso8601")

        let defaultKeys = try resolve("""
            feature: Users
            models:
              User:
                fields: { full_name: String, id: Int }
            actions: { tapped: {} }
            """)
        #expect(defaultKeys.models[0].fields.map(\.name) == ["fullName", "id"])
        #expect(defaultKeys.models[0].fields.map(\.jsonKey) == ["full_name", "id"])
    }

    @Test func enumRawValuesAreWrittenOnlyWhenTheyDifferFromTheCaseName() throws {
        let feature = try resolve("""
            feature: Tasks
            models:
              Status: { enum: String, cases: { open: open, in_progress: in_progress, done: finished } }
            actions: { tapped: {} }
            """)
        #expect(feature.models[0].cases.map(\.name) == ["`open`", "inProgress", "done"])
        #expect(feature.models[0].cases.map(\.rawValue) == [.string("open"), .string("in_progress"), .string("finished")])
        #expect(feature.models[0].cases.map(\.writesRawValue) == [false, true, true])
    }

    @Test func reduceStepsBecomeStatements() throws {
        let feature = try resolve("""
            feature: Steps
            state:
              count: { type: Double, default: 1 }
              tags: { type: "[String]", default: [] }
              on: { type: Bool, default: false }
            actions:
              changed:
                payload: { tag: String, more: "[String]" }
                reduce:
                  - increment: count
                    by: 2
                  - decrement: count
                  - append: tags
                    from: tag
                  - append: tags
                    from: more
                  - remove: tags
                    from: tag
                  - toggle: on
                  - reset: count
            """)
        #expect(feature.actions[0].reduceSteps == [
            ResolvedReduceStep(field: "count", change: .increment(by: .double(text: "2.0"))),
            ResolvedReduceStep(field: "count", change: .decrement(by: .double(text: "1.0"))),
            ResolvedReduceStep(field: "tags", change: .append(.payload(local: "tag"))),
            ResolvedReduceStep(field: "tags", change: .appendContents(.payload(local: "more"))),
            ResolvedReduceStep(field: "tags", change: .remove(.payload(local: "tag"))),
            ResolvedReduceStep(field: "on", change: .toggle),
            ResolvedReduceStep(field: "count", change: .reset(defaultValue: .double(text: "1.0"))),
        ])
        #expect(feature.actions[0].effects == ResolvedCaseEffects())
        // From the sample state (count 1.5, tags ["a"], on true) with the payload samples (tag "b", more ["b"]):
        // 1.5 + 2 - 1 is reset to the default; ["a"] + ["b"] + ["b"] without every "b"; true toggled.
        #expect(feature.actions[0].expectedChanges == [
            ExpectedChange(.property("count"), .literal(.double(text: "1.0"))),
            ExpectedChange(.property("tags"), .literal(.array([.string("a")]))),
            ExpectedChange(.property("on"), .literal(.bool(false))),
        ])
    }

    @Test func orderFollowsTheSpec() throws {
        let feature = try resolve("""
            feature: Order
            state:
              zeta: { type: Int, default: 0 }
              alpha: { type: Int, default: 0 }
            actions:
              second: {}
              first: {}
            """)
        #expect(feature.stateFields.map(\.name) == ["zeta", "alpha"])
        #expect(feature.actions.map(\.name) == ["second", "first"])
    }

    @Test func persistedFieldsGetFeatureQualifiedKeys() throws {
        let feature = try resolve("""
            feature: Settings
            state:
              theme: { type: String, default: light, persist: true }
              draft: { type: String, default: "" }
            actions: { tapped: {} }
            """)
        #expect(feature.persistedFields.map(\.persistenceKey) == ["Settings.theme"])
    }

    @Test func customActionsGetAHookRequirement() throws {
        let feature = try resolve("""
            feature: Timer
            state:
              seconds: { type: Int, default: 0 }
            actions:
              tick:
                custom: true
                payload: { by: Int }
            """)
        let tick = feature.actions[0]
        #expect(tick.isCustom)
        let requirement = try #require(tick.hookRequirement)
        #expect(requirement.methodParameters == ["state: inout TimerState", "environment: TimerEnvironment", "by: Int"])
        // The partial is rendered in the feature's context, which names the action type.
        guard case .dictionary(var context) = TemplateValueEncoder.encode(requirement) else {
            Issue.record("a hook requirement encodes as a dictionary")
            return
        }
        context["feature"] = "Timer"
        #expect(
            try TemplateRenderer().render(templateNamed: "_hookRequirement", context: .dictionary(context))
                == "static func tick(state: inout TimerState, environment: TimerEnvironment, by: Int) -> Effect<TimerAction>\n"
        )
        #expect(
            tick.effects == ResolvedCaseEffects(
                calls: [ResolvedEffectCall(call: "TimerHooks.tick(state: &state, environment: environment, by: by)", local: "hookEffect")],
                returned: [.local("hookEffect")]
            )
        )
    }
}
