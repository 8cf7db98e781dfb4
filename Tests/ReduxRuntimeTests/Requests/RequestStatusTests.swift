import ReduxRuntime
import Testing

/// The request bookkeeping generated state keeps: ids, statuses and pages.
@Suite struct RequestStatusTests {
    @Test func requestIDsCountUp() {
        #expect(RequestID(1).next == RequestID(2))
        #expect(RequestID(41).next.rawValue == 42)
        #expect(RequestID(3).description == "RequestID(3)")
    }

    @Test func onlyTheRequestInFlightIsCurrent() {
        let status = RequestStatus.loading(RequestID(2))
        #expect(status.isCurrent(RequestID(2)))
        #expect(!status.isCurrent(RequestID(1)))
        #expect(!RequestStatus.loaded.isCurrent(RequestID(2)))
        #expect(!RequestStatus.idle.isCurrent(RequestID(1)))
    }

    @Test func flagsDescribeTheStatus() {
        let failure = APIError.httpStatus(500, body: nil)
        #expect(RequestStatus.loading(RequestID(1)).isLoading)
        #expect(!RequestStatus.loaded.isLoading)
        #expect(RequestStatus.failed(failure).isError)
        #expect(RequestStatus.failed(failure).error == failure)
        #expect(!RequestStatus.idle.isError)
        #expect(RequestStatus.loaded.error == nil)
    }

    @Test func pagesStartBeforeTheFirstPage() {
        let page = PageState(firstPage: 0)
        #expect(page.nextPage == 0)
        #expect(page.nextCursor == nil)
        #expect(!page.isLoadingNextPage)
        #expect(!page.reachedEnd)
        #expect(PageState() == PageState(firstPage: 1))
    }
}
