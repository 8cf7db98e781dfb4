import Testing
@testable import ReduxGenCore

/// Each model sample is written once per test file, and every other sample refers to it.
@Suite struct SharedSampleTests {
    static let spec = """
        feature: Library
        models:
          Shelf: { fields: { id: Int, book: Book, kind: Kind } }
          Book: { fields: { title: String } }
          Kind: { enum: String, cases: [paper, audio] }
          Node: { fields: { name: String, children: "[Node]" } }
        state:
          shelves: { type: "[Shelf]", default: [] }
        actions:
          shelfAdded: { payload: { shelf: Shelf } }
        """

    @Test func samplesReferToTheSharedSamplesOfTheirModels() throws {
        let feature = try resolve(Self.spec)
        #expect(try written(#require(feature.stateFields.first?.sampleValue)) == "[LibrarySamples.shelf]")
        #expect(try written(#require(feature.actions.first?.payload.first?.sampleValue)) == "LibrarySamples.Other.shelf")
    }

    @Test func sharedSamplesHoldFirstVariantsOfEveryStructThenTheSecondVariantsInUse() throws {
        let samples = try resolve(Self.spec).samples
        #expect(samples.map(\.name) == ["shelf", "book", "node", "shelf", "book"])
        #expect(samples.map(\.isOther) == [false, false, false, true, true])
        #expect(try written(samples[0].value) == "Library.Shelf(id: 1, book: LibrarySamples.book, kind: Library.Kind.paper)")
        #expect(try written(samples[3].value) == "Library.Shelf(id: 2, book: LibrarySamples.Other.book, kind: Library.Kind.audio)")
    }

    @Test func aModelInsideItselfIsCutShortRatherThanReferringToItsOwnSample() throws {
        let node = try #require(try resolve(Self.spec).samples.first { $0.name == "node" })
        #expect(try written(node.value) == "Library.Node(name: \"a\", children: [])")
    }

    @Test func inlineSamplesWriteEveryModelOut() throws {
        let field = try #require(try resolve(Self.spec).stateFields.first)
        #expect(try written(field.inlineSampleValue) == """
            [Library.Shelf(id: 1, book: Library.Book(title: "a"), kind: Library.Kind.paper)]
            """)
    }

    @Test func mutuallyContainingModelsAreWrittenOutWhereTheyMeet() throws {
        let feature = try resolve("""
            feature: Tree
            models:
              Parent: { fields: { children: "[Child]" } }
              Child: { fields: { parents: "[Parent]" } }
            state:
              root: { type: Parent?, default: null }
            actions: { tapped: {} }
            """)
        let parent = try #require(feature.samples.first { $0.name == "parent" })
        #expect(try written(parent.value) == "Tree.Parent(children: [Tree.Child(parents: [])])")
        #expect(try !written(parent.value).contains("TreeSamples"))
    }
}
