import Foundation
import ReduxRuntime
import Testing

/// `PageState`'s bookkeeping as its documentation states it: a first page replaces the items and a next
/// page appends them; a short page or a missing cursor is the last.
@Suite struct PageStateTests {
    @Test func aFirstPageReplacesTheItems() {
        let page = PageState(firstPage: 1)
        #expect(page.combining([3, 4], with: [1, 2]) == [3, 4])
    }

    @Test func aNextPageAppendsToTheItems() {
        var page = PageState(firstPage: 1)
        page.isLoadingNextPage = true
        #expect(page.combining([3, 4], with: [1, 2]) == [1, 2, 3, 4])
    }

    @Test func aFullPageMovesToTheNextAndIsNotTheLast() {
        var page = PageState(firstPage: 0)
        page.isLoadingNextPage = true
        page.receivedPage(itemCount: 20, pageSize: 20)
        #expect(page.nextPage == 1)
        #expect(!page.reachedEnd)
        #expect(!page.isLoadingNextPage)
    }

    @Test func aShortPageIsTheLast() {
        var page = PageState(firstPage: 1)
        page.receivedPage(itemCount: 19, pageSize: 20)
        #expect(page.nextPage == 2)
        #expect(page.reachedEnd)
    }

    @Test func aCursorLeadsToTheNextPageAndNoCursorEndsThem() {
        var page = PageState()
        page.isLoadingNextPage = true
        page.receivedPage(nextCursor: "abc")
        #expect(page.nextCursor == "abc")
        #expect(!page.reachedEnd)
        #expect(!page.isLoadingNextPage)
        page.receivedPage(nextCursor: nil)
        #expect(page.nextCursor == nil)
        #expect(page.reachedEnd)
    }
}

/// `PageState` for endpoints paged with `Link` headers: the next URL leads to the next page, and a page
/// without one is the last.
@Suite struct LinkedPageStateTests {
    @Test func aNextLinkLeadsToTheNextPageAndNoLinkEndsThem() throws {
        let next = try #require(URL(string: "https://api.example.com/issues?page=2"))
        var page = PageState()
        #expect(page.nextURL == nil)
        page.isLoadingNextPage = true
        page.receivedPage(next: next)
        #expect(page.nextURL == next)
        #expect(!page.reachedEnd)
        #expect(!page.isLoadingNextPage)
        page.receivedPage(next: nil)
        #expect(page.nextURL == nil)
        #expect(page.reachedEnd)
    }

    @Test func aRefreshStartsAgainWithoutANextURL() {
        var state = PagedRequestState()
        state.start()
        state.page.receivedPage(next: URL(string: "https://api.example.com/issues?page=2"))
        state.finish(RequestOutcome<[Int]>.succeeded(RequestID(1), []))
        state.start()
        #expect(state.page.nextURL == nil)
        #expect(!state.page.reachedEnd)
    }
}
