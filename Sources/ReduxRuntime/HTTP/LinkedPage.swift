import Foundation

/// One page of a list an API pages with `Link` headers (`pagination: { style: link }` in a spec): the
/// decoded response body and the URL of the next page, from the response's `rel="next"` link.
///
/// ``APIClient/sendLinkedPage(_:as:)`` returns it; generated live repositories of `style: link` endpoints
/// answer with it, and the generated reducer stores `body`'s items and keeps `next` in ``PageState/nextURL``.
///
/// JSON: `{"body": <Body>, "next": "https://api.example.com/issues?page=2"}`, `next` left out when nil.
public struct LinkedPage<Body> {
    /// The decoded response body.
    public var body: Body
    /// The absolute URL of the next page; nil on the last page.
    public var next: URL?

    /// Creates a page.
    public init(body: Body, next: URL? = nil) {
        self.body = body
        self.next = next
    }
}

extension LinkedPage: Equatable where Body: Equatable {}
extension LinkedPage: Hashable where Body: Hashable {}
extension LinkedPage: Sendable where Body: Sendable {}
extension LinkedPage: Encodable where Body: Encodable {}
extension LinkedPage: Decodable where Body: Decodable {}
