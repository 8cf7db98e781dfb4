import Foundation

/// A repository that sends an API's requests through an ``APIClient``: every generated `Live…Repository`
/// conforms, and gets ``init(baseURL:transport:)`` from here.
///
/// A conforming type names the JSON options and default headers of its API; a client made for it from a
/// base URL alone uses both, so its bodies and headers are the API's without further set-up.
///
/// ```swift
/// let repository = LiveIssuesRepository(baseURL: URL(string: "https://api.example.com")!)
/// ```
public protocol APIRepository {
    /// The JSON options of the API (key and date strategies), which a client made by
    /// ``init(baseURL:transport:)`` encodes and decodes with. Give them to an ``APIClient`` you make
    /// yourself, so it encodes and decodes the models as the API writes them.
    static var specCoding: JSONCoding { get }

    /// The headers the API's requests carry, which a client made by ``init(baseURL:transport:)`` adds to
    /// every request that does not set them itself. Give them to an ``APIClient`` you make yourself as its
    /// default headers.
    static var specHeaders: HTTPHeaders { get }

    /// Creates a repository that sends requests with `client`.
    init(client: APIClient)
}

extension APIRepository {
    /// Creates a repository for the API at `baseURL`, with its JSON options (``specCoding``) and headers
    /// (``specHeaders``).
    public init(baseURL: URL, transport: any HTTPTransport = URLSessionHTTPTransport()) {
        self.init(
            client: APIClient(baseURL: baseURL, transport: transport, coding: Self.specCoding, defaultHeaders: Self.specHeaders)
        )
    }
}
