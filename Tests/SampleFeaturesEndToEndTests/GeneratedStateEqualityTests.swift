import Foundation
import ReduxRuntime
import SampleFeatures
import Testing

/// Generated states compare as docs/generated-code.md ("State") says, the way Swift synthesizes `==`: equal
/// when every stored property is equal, the spec's fields and the request bookkeeping alike.
struct GeneratedStateEqualityTests {
    @Test func twoFreshStatesAreEqual() {
        #expect(ArchiveState() == ArchiveState())
        #expect(FeedState() == FeedState())
        #expect(CounterState() == CounterState())
    }

    @Test func equalValuesSetApartStillCompareEqual() {
        var first = FeedState()
        var second = FeedState()
        first.readIDs = [1, 2]
        second.readIDs = [1, 2]
        first.loadArticles.page.nextPage = 3
        second.loadArticles.page.nextPage = 3
        #expect(first == second)
    }

    @Test func aDifferenceInAnySpecFieldMakesThemDifferent() {
        var counter = CounterState()
        counter.count = -1
        #expect(counter != CounterState())

        var first = ArchiveState()
        first.keyword = "swift"
        #expect(first != ArchiveState(), "the first field")

        var optional = ArchiveState()
        optional.category = .some(.news)
        #expect(optional != ArchiveState(), "nil against a value")

        var last = ArchiveState()
        last.savedFavorites = [Archive.Favorite(id: 1, articleId: 1)]
        #expect(last != ArchiveState(), "the last field of the spec")
    }

    @Test func aDifferenceInTheRequestBookkeepingMakesThemDifferent() {
        var status = ArchiveState()
        status.loadArticles.status = .loading(RequestID(1))
        #expect(status != ArchiveState())

        var failures = ArchiveState()
        failures.addFavorite.failures = [RequestFailure(RequestID(4), .transport(.notConnected))]
        #expect(failures != ArchiveState())

        var undo = ArchiveState()
        undo.starArticleUndoFavoriteIDs = [OptimisticWrite(RequestID(2), before: [], after: [7])]
        #expect(undo != ArchiveState())

        var page = FeedState()
        page.loadArticles.page.reachedEnd = true
        #expect(page != FeedState())

        var nextID = FeedState()
        nextID.markRead.nextRequestID = RequestID(2)
        #expect(nextID != FeedState(), "the last request state")
    }
}
