import Testing
@testable import ReduxGenCore

/// The built-in `_sampleValue` partial writes a value the Model holds as data (a sample, a value a test
/// expects) as the Swift source a test holds it in. The expected texts are written here by hand.
@Suite struct SampleValuePartialTests {
    static let article = ResolvedSampleValue.model(type: "Feed.Article", arguments: [
        ResolvedSampleArgument(label: "id", value: .literal(.int(1))),
        ResolvedSampleArgument(label: "postedAt", value: .date(seconds: 1)),
        ResolvedSampleArgument(label: "author", value: .sharedSample(namespace: "FeedSamples", isOther: false, member: "author")),
        ResolvedSampleArgument(label: "tags", value: .array([.sharedSample(namespace: "FeedSamples", isOther: true, member: "tag")])),
        ResolvedSampleArgument(label: "scores", value: .dictionary(key: "a", value: .date(seconds: 2))),
        ResolvedSampleArgument(label: "parent", value: .literal(.null)),
    ])

    @Test func leavesAreWrittenAsTheirSwiftSource() throws {
        #expect(try written(.literal(.string("a"))) == #""a""#)
        #expect(try written(.date(seconds: 2)) == "Date(timeIntervalSince1970: 2)")
        #expect(try written(.sharedSample(namespace: "FeedSamples", isOther: false, member: "article")) == "FeedSamples.article")
        #expect(try written(.sharedSample(namespace: "FeedSamples", isOther: true, member: "article")) == "FeedSamples.Other.article")
        #expect(try written(.local("response")) == "response")
        #expect(try written(.member(of: .local("serverError"), name: "description")) == "serverError.description")
    }

    @Test func modelsArraysDictionariesAndMembersNestTheirParts() throws {
        #expect(try written(Self.article) == """
            Feed.Article(id: 1, postedAt: Date(timeIntervalSince1970: 1), author: FeedSamples.author, \
            tags: [FeedSamples.Other.tag], scores: ["a": Date(timeIntervalSince1970: 2)], parent: nil)
            """)
        #expect(try written(.array([Self.article, .local("id")])).hasSuffix(", parent: nil), id]"))
        #expect(try written(.member(of: .member(of: .local("response"), name: "user"), name: "name")) == "response.user.name")
        #expect(try written(.model(type: "Feed.Empty", arguments: [])) == "Feed.Empty()")
        let member = ResolvedSampleValue.model(type: "Feed.Pair", arguments: [
            ResolvedSampleArgument(label: "first", value: .member(of: .local("id"), name: "`default`")),
            ResolvedSampleArgument(label: "second", value: .literal(.int(2))),
        ])
        #expect(try written(member) == "Feed.Pair(first: id.`default`, second: 2)")
    }

    /// Arrays and dictionaries of literals are literals, so equal values are written alike.
    @Test func collectionsOfLiteralsAreLiterals() throws {
        #expect(ResolvedSampleValue.array([.literal(.int(1))]) == .literal(.array([.int(1)])))
        #expect(ResolvedSampleValue.dictionary(key: "a", value: .literal(.int(1))) == .literal(.dictionary([ResolvedLiteralEntry(key: "a", value: .int(1))])))
        #expect(try written(.array([.literal(.int(1))])) == "[1]")
        #expect(try written(.dictionary(key: "a", value: .literal(.bool(true)))) == #"["a": true]"#)
    }
}
