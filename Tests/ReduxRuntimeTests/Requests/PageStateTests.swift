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
