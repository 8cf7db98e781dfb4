import Testing
@testable import ReduxGenCore

/// `_runTimeText` writes a text a live-request test knows only when it runs as the Swift expression that
/// converts the value, by the rule the live repository uses (`TextValueSource`): the value read (a local, a
/// state field's starting value, a sample), unwrapped or an element of it, then its conversion.
@Suite struct RunTimeTextRenderingTests {
    func rendered(_ text: ResolvedRunTimeText) throws -> String {
        try TemplateRenderer().render(templateNamed: "_runTimeText", context: TemplateValueEncoder.encode(RunTimeTextContext(text)))
    }

    func value(_ value: ResolvedRunTimeValue, _ conversion: ResolvedTextConversion) -> ResolvedRunTimeText {
        .value(ResolvedValueText(value: value, conversion: conversion))
    }

    func value(_ base: ResolvedRunTimeValue.Base, _ conversion: ResolvedTextConversion) -> ResolvedRunTimeText {
        value(ResolvedRunTimeValue(base: base), conversion)
    }

    @Test func eachConversionWrapsTheValueAsTheLiveRepositoryDoes() throws {
        #expect(try rendered(value(.local("query"), .asIs)) == "query")
        #expect(try rendered(value(.local("limit"), .described)) == "String(limit)")
        #expect(try rendered(value(.local("since"), .dateText)) == "try client.coding.text(of: since)")
        #expect(try rendered(value(.local("link"), .absoluteString)) == "link.absoluteString")
        #expect(try rendered(value(.local("id"), .uuidString)) == "id.uuidString")
        #expect(try rendered(value(.local("kind"), .rawValue)) == "kind.rawValue")
        #expect(try rendered(value(.local("level"), .describedRawValue)) == "String(level.rawValue)")
    }

    @Test func aValueIsALocalAStartingValueOrASampleUnwrappedOrAnElement() throws {
        #expect(try rendered(value(ResolvedRunTimeValue(base: .local("tags")).unwrapped().element(0), .rawValue)) == "tags![0].rawValue")
        #expect(try rendered(value(ResolvedRunTimeValue(base: .literal(.array([.int(1), .int(2)]))).element(1), .described)) == "String([1, 2][1])")
        #expect(try rendered(value(ResolvedRunTimeValue(base: .literal(.array([.uuid("A")]))).element(0).unwrapped(), .uuidString)) == #"[UUID(uuidString: "A")!][0]!.uuidString"#)
        #expect(try rendered(value(.sample(.sharedSample(namespace: "FeedSamples", isOther: true, member: "token")), .asIs)) == "FeedSamples.Other.token")
        #expect(try rendered(value(ResolvedRunTimeValue(base: .sample(.date(seconds: 2))), .dateText)) == "try client.coding.text(of: Date(timeIntervalSince1970: 2))")
    }

    @Test func anInterpolationIsMarkedTryOnceAndItsTextIsQuoted() throws {
        let since = ResolvedValueText(value: ResolvedRunTimeValue(base: .local("since")), conversion: .dateText)
        let limit = ResolvedValueText(value: ResolvedRunTimeValue(base: .local("limit")), conversion: .described)
        #expect(try rendered(.interpolation(ResolvedInterpolation(parts: [.text("at \"x\" "), .value(since)])))
            == #"try "at \"x\" \(client.coding.text(of: since))""#)
        #expect(try rendered(.interpolation(ResolvedInterpolation(parts: [.value(limit), .text("/")]))) == #""\(String(limit))/""#)
    }
}
