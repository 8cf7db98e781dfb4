import Testing
@testable import ReduxGenCore

/// The built-in `_caseEffects` partial writes the end of a reducer case from its case effects
/// (docs/templates.md, "Case effects"): the guard of its `condition`, each call at the case's `indent`,
/// bound to its `local` where it has one (a `var` that stays `.none` when its `condition` fails), then what
/// the case returns.
@Suite struct CaseEffectsPartialTests {
    private func written(_ effects: TemplateDictionary) throws -> String {
        let renderer = try TemplateRenderer(templates: TemplateSet.builtIn.overridden(by: [
            TemplateSource(name: "CaseEffectsProbe", text: "{{#effects}}{{> _caseEffects}}{{/effects}}", origin: .file(path: "CaseEffectsProbe.mustache")),
        ]))
        return try renderer.render(templateNamed: "CaseEffectsProbe", context: .dictionary(["feature": "Feed", "effects": .dictionary(effects)]))
    }

    private let loadCall: TemplateValue = ["name": "FeedEffects.load", "arguments": []]
    private let queryNotEmpty: TemplateValue = ["value": "state.query", "kind": "notEmpty"]

    @Test func aCallBoundOnlyWhenItsConditionHoldsStaysNoneOtherwise() throws {
        let effects: TemplateDictionary = [
            "indent": "    ",
            "calls": [["call": loadCall, "local": "loadEffect", "condition": queryNotEmpty]],
            "returned": [["kind": "local", "name": "loadEffect"]],
        ]
        #expect(try written(effects) == """
                var loadEffect: Effect<FeedAction> = .none
                if !state.query.isEmpty {
                    loadEffect = FeedEffects.load()
                }
                return loadEffect

            """)
    }

    @Test func aLoneRequestWithAConditionIsGuardedBeforeItsStart() throws {
        let effects: TemplateDictionary = [
            "indent": "    ",
            "condition": queryNotEmpty,
            "calls": [],
            "returned": [["kind": "call", "call": loadCall]],
        ]
        #expect(try written(effects) == """
                guard !state.query.isEmpty else { return .none }
                return FeedEffects.load()

            """)
    }

    @Test func boundUnboundAndConditionalCallsKeepTheirOrder() throws {
        let effects: TemplateDictionary = [
            "indent": "  ",
            "calls": [
                ["call": ["name": "hook", "arguments": []], "local": "hookEffect"],
                ["call": loadCall, "condition": queryNotEmpty],
                ["call": ["name": "FeedRequestStarts.save", "arguments": []]],
            ],
            "returned": [["kind": "local", "name": "hookEffect"], ["kind": "cancel", "cancelID": ["namespace": "FeedCancelID", "member": "load"]]],
        ]
        #expect(try written(effects) == """
              let hookEffect = hook()
              if !state.query.isEmpty {
                  FeedEffects.load()
              }
              FeedRequestStarts.save()
              return .merge(hookEffect, .cancel(id: FeedCancelID.load))

            """)
    }
}
