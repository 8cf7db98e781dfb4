import Foundation
import ReduxRuntime
import Testing

/// docs/generated-code.md, "State", and docs/runtime.md, "Request outcomes": the value generated state
/// keeps per endpoint.
struct RequestStateTests {
    typealias Outcome = RequestOutcome<[Int]>

    @Test func eachEndpointCountsItsRequestsFromOne() {
        var state = RequestState()
        #expect(state.status == .idle)
        #expect(state.start() == RequestID(1))
        #expect(state.status == .loading(RequestID(1)))
        #expect(state.isLoading)
        #expect(state.start() == RequestID(2))
        #expect(state.nextRequestID == RequestID(3))
    }

    @Test func theLatestRequestsOutcomeCountsAndAnOlderOneIsStale() {
        var state = RequestState()
        state.start()
        state.start()
        #expect(state.finish(Outcome.succeeded(RequestID(1), [1])) == nil)
        #expect(state.status == .loading(RequestID(2)))
        #expect(state.finish(Outcome.failed(RequestID(2), .cancelled)) == .failed(RequestID(2), .cancelled))
        #expect(state.status == .failed(.cancelled))
        #expect(state.failures.isEmpty, "only an endpoint whose every response counts keeps failures")
    }

    @Test func keepingEveryResponseRecordsEveryFailureAndCountsEverySuccess() {
        var state = RequestState()
        state.start()
        state.start()
        #expect(state.finish(Outcome.failed(RequestID(1), .httpStatus(500, body: nil)), keepingEveryResponse: true) == nil)
        #expect(state.finish(Outcome.succeeded(RequestID(2), [2]), keepingEveryResponse: true)?.response == [2])
        #expect(state.status == .loaded)
        #expect(state.failures == [RequestFailure(RequestID(1), .httpStatus(500, body: nil))])
    }

    @Test func resetStatusForgetsHowRequestsWentButKeepsCountingIDs() {
        var state = RequestState(status: .failed(.cancelled), failures: [RequestFailure(RequestID(1), .cancelled)], nextRequestID: RequestID(4))
        state.resetStatus()
        #expect(state == RequestState(nextRequestID: RequestID(4)))
        #expect(state.start() == RequestID(4), "an answer to an earlier request stays stale")
    }

    @Test func theMiddlewareFindsTheRequestAnActionStarted() {
        var state = RequestState()
        let before = state
        #expect(state.requestID(startedSince: before) == nil)
        state.start()
        #expect(state.requestID(startedSince: before) == RequestID(1))
        let after = state
        #expect(state.requestID(startedSince: after) == nil, "a request started by an earlier action is not sent again")
    }

    @Test func aRefreshStartsFromTheFirstPage() {
        var state = PagedRequestState(firstPage: 0)
        state.page.nextPage = 3
        state.page.reachedEnd = true
        #expect(state.start() == RequestID(1))
        #expect(state.page == PageState(firstPage: 0))
        #expect(state.status == .loading(RequestID(1)))
    }

    @Test func aNextPageStartsOnlyWhenNothingLoadsAndPagesRemain() {
        var state = PagedRequestState()
        state.start()
        #expect(state.startNextPage() == nil, "a request is in flight")
        state.finish(Outcome.succeeded(RequestID(1), [1, 2]))
        state.page.receivedPage(itemCount: 2, pageSize: 2)
        #expect(state.startNextPage() == RequestID(2))
        #expect(state.page.isLoadingNextPage)
        #expect(state.page.nextPage == 2)

        state.finish(Outcome.succeeded(RequestID(2), [3]))
        state.page.receivedPage(itemCount: 1, pageSize: 2)
        #expect(state.page.reachedEnd)
        #expect(state.startNextPage() == nil, "the last page has arrived")
        #expect(state.nextRequestID == RequestID(3))
    }

    @Test func aFailedOrCancelledNextPageIsNoLongerLoadingWhileASuccessStaysForItsItems() {
        var state = PagedRequestState()
        state.start()
        state.finish(Outcome.succeeded(RequestID(1), [1]))
        state.startNextPage()
        state.finish(Outcome.failed(RequestID(2), .cancelled))
        #expect(!state.page.isLoadingNextPage)
        #expect(state.status == .failed(.cancelled))

        state.startNextPage()
        #expect(state.finish(Outcome.succeeded(RequestID(3), [2]))?.response == [2])
        #expect(state.page.isLoadingNextPage, "combining the items still needs to know a next page loaded")

        state.startNextPage()
        state.finish(Outcome.cancelled(RequestID(4)))
        #expect(!state.page.isLoadingNextPage)
        #expect(state.status == .idle)
    }

    @Test func aStaleOutcomeLeavesThePageAlone() {
        var state = PagedRequestState()
        state.start()
        state.finish(Outcome.succeeded(RequestID(1), [1]))
        state.startNextPage()
        #expect(state.finish(Outcome.failed(RequestID(1), .cancelled)) == nil)
        #expect(state.page.isLoadingNextPage)
    }

    @Test func theJSONFormHasOneMemberPerProperty() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        func json(_ value: some Encodable) throws -> String { String(decoding: try encoder.encode(value), as: UTF8.self) }
        #expect(try json(RequestState()) == #"{"failures":[],"nextRequestID":1,"status":{"idle":{}}}"#)
        #expect(try json(PagedRequestState(firstPage: 0)) == """
            {"firstPage":0,"nextRequestID":1,"page":{"isLoadingNextPage":false,"nextPage":0,"reachedEnd":false},"status":{"idle":{}}}
            """)
        let decoded = try JSONDecoder().decode(RequestState.self, from: Data(#"{"failures":[],"nextRequestID":3,"status":{"loading":{"_0":2}}}"#.utf8))
        #expect(decoded == RequestState(status: .loading(RequestID(2)), nextRequestID: RequestID(3)))
    }
}
