import Testing
@testable import ReduxGenCore

@Suite("Model: a feature's sample value contexts, each made once")
struct SampleValueContextsTests {
    private let article = ResolvedSampleValue.model(type: "Feed.Article", arguments: [
        ResolvedSampleArgument(label: "id", value: .literal(.int(1))),
        ResolvedSampleArgument(label: "tags", value: .elements([.literal(.string("swift"))])),
    ])

    @Test("a value's context is the one FeatureContext.sampleValue makes")
    func sameContextAsMadeDirectly() {
        let contexts = SampleValueContexts()
        #expect(contexts.context(of: article) == sampleValueContext(article))
        #expect(contexts.context(of: .sharedSample(namespace: "FeedSamples", isOther: false, member: "article"))
            == sampleValueContext(.sharedSample(namespace: "FeedSamples", isOther: false, member: "article")))
    }

    @Test("asking again for an equal value gives the context made the first time")
    func equalValuesShareOneContext() throws {
        let contexts = SampleValueContexts()
        let first = contexts.context(of: article)
        let equal = ResolvedSampleValue.model(type: "Feed.Article", arguments: [
            ResolvedSampleArgument(label: "id", value: .literal(.int(1))),
            ResolvedSampleArgument(label: "tags", value: .elements([.literal(.string("swift"))])),
        ])
        let second = contexts.context(of: equal)
        #expect(second == first)
        let other = contexts.context(of: .literal(.int(2)))
        #expect(other != first)
    }

    @Test("values alike on the outside, one model's samples differing in a field, each get their own context")
    func valuesDifferingInsideGetTheirOwnContexts() {
        let contexts = SampleValueContexts()
        let secondArticle = ResolvedSampleValue.model(type: "Feed.Article", arguments: [
            ResolvedSampleArgument(label: "id", value: .literal(.int(2))),
            ResolvedSampleArgument(label: "tags", value: .elements([.literal(.string("swift"))])),
        ])
        let nested = ResolvedSampleValue.elements([article])
        let nestedSecond = ResolvedSampleValue.elements([secondArticle])
        let first = contexts.context(of: article)
        let second = contexts.context(of: secondArticle)
        #expect(second != first)
        #expect(second == sampleValueContext(secondArticle))
        #expect(contexts.context(of: article) == first)
        #expect(contexts.context(of: nested) == sampleValueContext(nested))
        #expect(contexts.context(of: nestedSecond) == sampleValueContext(nestedSecond))
        #expect(contexts.context(of: nestedSecond) != contexts.context(of: nested))
    }
}
