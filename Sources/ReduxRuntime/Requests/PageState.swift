import Foundation

/// Where a paginated endpoint stands: what the next page is and whether there is one.
///
/// Page-numbered endpoints use ``nextPage``; cursor endpoints use ``nextCursor``; endpoints paged with
/// `Link` headers use ``nextURL``.
///
/// JSON: an object of its properties, `nextCursor` and `nextURL` left out when `nil`:
/// `{"nextPage": 2, "isLoadingNextPage": false, "reachedEnd": false}`.
public struct PageState: Equatable, Sendable, Codable {
    /// The number of the page the next-page action loads (page-numbered endpoints).
    public var nextPage: Int
    /// The cursor the next-page action sends; `nil` before the first page (cursor endpoints).
    public var nextCursor: String?
    /// The URL the next-page action requests, from the last page's `rel="next"` link; `nil` before the
    /// first page (endpoints paged with `Link` headers).
    public var nextURL: URL?
    /// Whether the request in flight loads a next page rather than the first page.
    public var isLoadingNextPage: Bool
    /// Whether the last page has arrived, so there is no next page to load.
    public var reachedEnd: Bool

    /// The position before the first page: `firstPage` is the number of the first page.
    public init(firstPage: Int = 1) {
        self.nextPage = firstPage
        self.nextCursor = nil
        self.nextURL = nil
        self.isLoadingNextPage = false
        self.reachedEnd = false
    }

    /// `items` combined with what the earlier pages gave: after `existing` when the request loaded a next
    /// page, in its place when it loaded the first page.
    public func combining<Item>(_ items: [Item], with existing: [Item]) -> [Item] {
        isLoadingNextPage ? existing + items : items
    }

    /// Records that a page of `itemCount` items arrived (page-numbered endpoints): the next page is the one
    /// after it, and a page of fewer than `pageSize` items was the last.
    public mutating func receivedPage(itemCount: Int, pageSize: Int) {
        isLoadingNextPage = false
        nextPage += 1
        reachedEnd = itemCount < pageSize
    }

    /// Records that a page arrived with `nextCursor` (cursor endpoints): without one, it was the last.
    public mutating func receivedPage(nextCursor: String?) {
        isLoadingNextPage = false
        self.nextCursor = nextCursor
        reachedEnd = nextCursor == nil
    }

    /// Records that a page arrived whose `rel="next"` link is `next` (endpoints paged with `Link` headers,
    /// ``LinkedPage/next``): without one, it was the last.
    public mutating func receivedPage(next: URL?) {
        isLoadingNextPage = false
        nextURL = next
        reachedEnd = next == nil
    }
}
