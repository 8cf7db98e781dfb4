import FlyingFox
import Foundation

/// Refuses the requests a web page of another origin can make a browser send to the inspector.
///
/// A browser sends a page's form submissions and `no-cors` fetches to any address, loopback included; it
/// only keeps the page from reading the answer. A request that changes something must therefore be one
/// that no other page can send. Each of three rules stops such requests in current browsers; together they
/// also cover browsers that lack one of the headers:
/// - a request that may change something (any method but GET and HEAD) must have
///   `Content-Type: application/json`, which a form cannot send and which makes `fetch` ask first with a
///   CORS preflight, which the inspector never approves;
/// - `Origin`, when present, must be the inspector's own: `http://` followed by the request's `Host`;
/// - `Sec-Fetch-Site`, when present, must be `same-origin`, or `none` (an address typed by the user).
///
/// Apps send neither `Origin` nor `Sec-Fetch-Site`, and the page's own requests are same-origin.
enum CrossOriginGuard {
    static let fetchSiteHeader = HTTPHeader("Sec-Fetch-Site")
    static let originHeader = HTTPHeader("Origin")

    /// Why `request` is refused, or nil when it may be answered.
    static func problem(with request: HTTPRequest) -> String? {
        if let site = request.headers[fetchSiteHeader], site != "same-origin" && site != "none" {
            return "the inspector answers only its own page and apps, not requests from another site "
                + "(Sec-Fetch-Site: \(site))"
        }
        if let origin = request.headers[originHeader], !isOwnOrigin(origin, host: request.headers[.host]) {
            return "the inspector answers only its own page and apps, not requests from \(origin)"
        }
        if request.method != .GET && request.method != .HEAD && !isJSON(request.headers[.contentType]) {
            return "a \(request.method.rawValue) request to the inspector must have Content-Type: application/json"
        }
        return nil
    }

    /// Whether `origin` is the origin of the inspector as addressed by `host`.
    static func isOwnOrigin(_ origin: String, host: String?) -> Bool {
        guard let host, !host.isEmpty else { return false }
        return origin.lowercased() == "http://" + host.lowercased()
    }

    /// Whether `contentType` is `application/json`, with or without parameters such as `charset`.
    static func isJSON(_ contentType: String?) -> Bool {
        guard let contentType else { return false }
        let mediaType = contentType.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return mediaType.trimmingCharacters(in: .whitespaces).lowercased() == "application/json"
    }
}
