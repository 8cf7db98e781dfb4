import Testing
@testable import ReduxGenCore

/// Context values are typed Swift values turned into what templates read by one rule (docs/templates.md,
/// "Template context"): a struct is a dictionary of its properties, an absent optional has no key, an enum
/// with string raw values is its case's name, which a template tests with the name as a transform.
@Suite struct TemplateValueEncoderTests {
    private struct Step: Encodable {
        enum Kind: String, Encodable { case set, toggle }
        var kind: Kind
        var field: String
        var amount: Int?
        var isQuiet: Bool
        var members: [String]
    }

    @Test func aStructIsADictionaryOfItsPropertiesWithoutItsAbsentOptionals() {
        let value = TemplateValueEncoder.encode(Step(kind: .toggle, field: "isOn", amount: nil, isQuiet: false, members: []))
        #expect(value == ["kind": "toggle", "field": "isOn", "isQuiet": false, "members": []])
    }

    @Test func nestedValuesKeepTheirShape() {
        let steps = [
            Step(kind: .set, field: "count", amount: 2, isQuiet: true, members: ["a", "b"]),
            Step(kind: .toggle, field: "isOn", amount: nil, isQuiet: false, members: []),
        ]
        #expect(TemplateValueEncoder.encode(["steps": steps]) == [
            "steps": [
                ["kind": "set", "field": "count", "amount": 2, "isQuiet": true, "members": ["a", "b"]],
                ["kind": "toggle", "field": "isOn", "isQuiet": false, "members": []],
            ],
        ])
    }

    private struct Model: Encodable {
        var name: String
        var extensions: TemplateDictionary
        var sample: TemplateValue
    }

    /// A team's extension data and a context made once are kept as they are, nested where they stand.
    @Test func aTemplateValueInsideIsKeptAsItIs() {
        let model = Model(name: "Item", extensions: ["x-screen": ["title": "Items", "order": 2]], sample: [["kind": "local"], true])
        #expect(TemplateValueEncoder.encode(model) == [
            "name": "Item", "extensions": ["x-screen": ["title": "Items", "order": 2]], "sample": [["kind": "local"], true],
        ])
    }

    @Test func aTemplateTestsAKindByItsName() throws {
        let renderer = try RenderingFixtures.renderer([
            "Step": "{{#steps}}{{#set(kind)}}state.{{field}} = {{amount}}\n{{/set(kind)}}{{#toggle(kind)}}state.{{field}}.toggle()\n{{/toggle(kind)}}{{/steps}}",
        ])
        let steps = [
            Step(kind: .set, field: "count", amount: 2, isQuiet: false, members: []),
            Step(kind: .toggle, field: "isOn", amount: nil, isQuiet: false, members: []),
        ]
        let text = try renderer.render(templateNamed: "Step", context: TemplateValueEncoder.encode(["steps": steps]))
        #expect(text == "state.count = 2\nstate.isOn.toggle()\n")
    }
}
