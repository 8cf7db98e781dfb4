/// Where a paginated endpoint's requests stand, as generated state keeps it: its status, its page, and
/// its request ids, changed by the generated reducer.
///
/// JSON: `{"status": {"idle": {}}, "page": {...}, "firstPage": 1, "nextRequestID": 1}` (``PageState``'s form
/// for `page`).
public struct PagedRequestState: Equatable, Sendable, Codable {
    /// Where the latest request stands.
    public var status: RequestStatus
    /// What the next page is, and whether there is one.
    public var page: PageState
    /// The number of the first page, which a request from the first page starts from again.
    public var firstPage: Int
    /// The id the endpoint's next request gets; each endpoint counts its requests from 1.
    public var nextRequestID: RequestID

    /// The state before the first page, `firstPage` being the number of the first page.
    public init(firstPage: Int = 1) {
        self.status = .idle
        self.page = PageState(firstPage: firstPage)
        self.firstPage = firstPage
        self.nextRequestID = RequestID(1)
    }

    /// Whether a request is in flight (or waiting for its debounce).
    public var isLoading: Bool { status.isLoading }

    /// Starts a request for the first page (a refresh): it gets the next id, which this returns, the status
    /// becomes `.loading(id)`, and the page goes back to the first.
    @discardableResult
    public mutating func start() -> RequestID {
        page = PageState(firstPage: firstPage)
        return startRequest()
    }

    /// Starts a request for the next page and returns its id, unless a request is in flight or the last
    /// page has arrived: then it returns nil and changes nothing.
    @discardableResult
    public mutating func startNextPage() -> RequestID? {
        guard !isLoading, !page.reachedEnd else { return nil }
        page.isLoadingNextPage = true
        return startRequest()
    }

    /// Records how a request ended and returns the outcome when it counts (see
    /// ``RequestStatus/finish(_:keepingEveryResponse:)``). A failed or cancelled next page is no longer
    /// loading; a success is stored with ``PageState/combining(_:with:)`` and ``PageState/receivedPage(itemCount:pageSize:)``.
    @discardableResult
    public mutating func finish<Response>(_ outcome: RequestOutcome<Response>) -> RequestOutcome<Response>? {
        let counted = status.finish(outcome)
        if counted != nil, counted?.response == nil {
            page.isLoadingNextPage = false
        }
        return counted
    }

    /// Forgets how the requests went (`resetStatus:` in a spec): the status goes back to `.idle` and no next
    /// page is loading. The page position and the request ids are kept.
    public mutating func resetStatus() {
        status = .idle
        page.isLoadingNextPage = false
    }

    /// The id of the request in flight if it was started after `earlier` was taken, else nil: how the
    /// middleware flavor finds the request an action has just started.
    public func requestID(startedSince earlier: PagedRequestState) -> RequestID? {
        status.requestID(startedSince: earlier.nextRequestID)
    }

    private mutating func startRequest() -> RequestID {
        let id = nextRequestID
        nextRequestID = id.next
        status = .loading(id)
        return id
    }
}
