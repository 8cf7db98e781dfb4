/// How the fixture server answers the requests of one route: after an optional delay, either normally
/// (from the fixture data) or with an injected failure.
struct RouteBehavior: Sendable {
    /// A way for a request to fail on purpose.
    enum Failure: Sendable, Equatable {
        /// Answer with this HTTP status and a small JSON error body.
        case status(Int)
        /// Answer `200 OK` with a body that is not valid JSON.
        case malformedJSON
        /// Send the response head and part of the body, then close the connection.
        case droppedConnection
    }

    /// How long to wait before answering.
    var delay: Duration?
    /// The failure to answer with; `nil` answers from the fixture data.
    var failure: Failure?

    init(delay: Duration? = nil, failure: Failure? = nil) {
        self.delay = delay
        self.failure = failure
    }

    /// Answer normally, without delay.
    static let normal = RouteBehavior()

    /// Answer normally after `delay`.
    static func delayed(_ delay: Duration) -> RouteBehavior {
        RouteBehavior(delay: delay)
    }

    /// Fail with `failure`, at once.
    static func failing(_ failure: Failure) -> RouteBehavior {
        RouteBehavior(failure: failure)
    }
}

/// Which requests a ``RouteBehavior`` applies to: a method, a path pattern in the spec's form
/// (`/favorites/{id}`, where `{id}` matches any one segment) and query parameters that must be present.
struct RouteMatcher: Sendable, CustomStringConvertible {
    var method: String
    var pathPattern: String
    var query: [String: String]

    init(_ method: String, _ pathPattern: String, query: [String: String] = [:]) {
        self.method = method.uppercased()
        self.pathPattern = pathPattern
        self.query = query
    }

    func matches(_ request: RecordedRequest) -> Bool {
        guard request.method == method, Self.path(request.path, matches: pathPattern) else { return false }
        return query.allSatisfy { name, value in request.queryValue(name) == value }
    }

    var description: String {
        let filters = query.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return "\(method) \(pathPattern)" + (filters.isEmpty ? "" : "?" + filters.joined(separator: "&"))
    }

    private static func path(_ path: String, matches pattern: String) -> Bool {
        let segments = path.split(separator: "/", omittingEmptySubsequences: true)
        let patternSegments = pattern.split(separator: "/", omittingEmptySubsequences: true)
        guard segments.count == patternSegments.count else { return false }
        return zip(segments, patternSegments).allSatisfy { segment, patternSegment in
            (patternSegment.hasPrefix("{") && patternSegment.hasSuffix("}")) || segment == patternSegment
        }
    }
}
