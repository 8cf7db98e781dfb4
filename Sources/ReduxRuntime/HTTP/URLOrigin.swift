import Foundation

/// The origin of a URL (RFC 6454): its scheme, host and port, the part that decides whom a request is sent
/// to. Scheme and host compare without letter case, and a missing port is the scheme's default.
struct URLOrigin: Equatable {
    let scheme: String?
    let host: String?
    let port: Int?

    init(_ url: URL) {
        scheme = url.scheme?.lowercased()
        host = url.host?.lowercased()
        port = url.port ?? Self.defaultPorts[scheme ?? ""]
    }

    private static let defaultPorts = ["http": 80, "https": 443]
}
