import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The live ``HTTPTransport``, built on `URLSession`.
///
/// Transports made with ``init(timeout:)`` send through one ephemeral session that the process shares
/// (nothing is kept on disk, no cookie is kept at all; connections are reused across features, as with
/// `URLSession.shared`), each
/// request with the transport's timeout. To send through a session you configure yourself (caching,
/// cookies, authentication headers, a delegate), create one transport with ``init(session:timeout:)`` and
/// pass it to each live repository. Cancelling the task that awaits ``send(_:baseURL:)`` cancels the
/// underlying data task.
///
/// The shared session follows HTTP redirects, but sends a redirect to another origin (scheme, host and
/// port) without the request's credentials, as browsers do, and reports a 401 authentication challenge as
/// the 401. A session of your own follows its delegate's policies; `URLSession`
/// alone keeps every header on a redirect, the credential included.
public final class URLSessionHTTPTransport: HTTPTransport {
    /// How long to wait for a request when the request sets no timeout of its own.
    public let timeout: Duration
    /// The session requests are sent with.
    public let session: URLSession

    /// Creates a transport that sends through the process's shared ephemeral session.
    /// - Parameter timeout: how long a request may go without receiving data before it fails with
    ///   ``TransportFailure/timedOut``. On Linux, FoundationNetworking counts timeouts in whole seconds
    ///   (a fraction is dropped, so 0.3 s would fail at once), so timeouts are rounded up to whole seconds there.
    public init(timeout: Duration = .seconds(60)) {
        self.timeout = timeout
        self.session = Self.sharedSession
    }

    /// The session every ``init(timeout:)`` transport sends through, following redirects without
    /// credentials to another origin (``SharedSessionDelegate``). One session rather than one per
    /// transport: a `URLSession` holds its own connection pool (and, on Linux, its own libcurl handle and
    /// sockets), which an app with a transport per feature would otherwise multiply; the timeout is set on
    /// each request, so transports with different timeouts share it too.
    private static let sharedSession: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        // Cookies a server sets would go to every port of its host, a next page on another origin too.
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        return URLSession(configuration: configuration, delegate: SharedSessionDelegate(), delegateQueue: nil)
    }()

    /// Creates a transport that sends requests with `session`, which stays the caller's: the transport
    /// never invalidates it, so several transports and other code can share it.
    /// - Parameters:
    ///   - session: the session, with the caller's configuration (caching, cookies, additional headers).
    ///   - timeout: how long a request that sets no timeout of its own may go without receiving data; `nil`
    ///     (the default) keeps the session configuration's `timeoutIntervalForRequest`. Rounded up to whole
    ///     seconds on Linux, as for ``init(timeout:)``.
    public init(session: URLSession, timeout: Duration? = nil) {
        self.timeout = timeout ?? .seconds(session.configuration.timeoutIntervalForRequest)
        self.session = session
    }

    public func send(_ request: HTTPRequest, baseURL: URL) async throws -> HTTPResponse {
        guard let url = request.url(relativeTo: baseURL) else {
            throw APIError.invalidRequest("'\(request.path)' does not form a valid URL under \(baseURL)")
        }
        let urlRequest = makeURLRequest(request, url: url)
        let taskBox = DataTaskBox()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPResponse, any Error>) in
                let delegate = session.delegate as? SharedSessionDelegate
                let task = session.dataTask(with: urlRequest) { data, response, error in
                    let challenged = taskBox.task.flatMap { delegate?.finished($0) }
                    continuation.resume(with: Self.result(data: data, response: challenged ?? response, error: challenged == nil ? error : nil))
                }
                delegate?.started(task, credentialHeader: request.credentialHeaderName)
                taskBox.start(task)
            }
        } onCancel: {
            taskBox.cancel()
        }
    }

    private func makeURLRequest(_ request: HTTPRequest, url: URL) -> URLRequest {
        var urlRequest = URLRequest(url: url)
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.timeoutInterval = Self.supportedInterval(request.timeout ?? timeout)
        for field in request.headers {
            urlRequest.addValue(field.value, forHTTPHeaderField: field.name)
        }
        urlRequest.httpBody = request.body
        return urlRequest
    }

    /// The timeout as a `TimeInterval` that the platform's URLSession honours.
    static func supportedInterval(_ timeout: Duration) -> TimeInterval {
        #if canImport(FoundationNetworking)
        return max(1, timeout.timeInterval.rounded(.up))
        #else
        return timeout.timeInterval
        #endif
    }

    private static func result(data: Data?, response: URLResponse?, error: (any Error)?) -> Result<HTTPResponse, any Error> {
        if let error {
            return .failure(URLErrorMapping.apiError(for: error))
        }
        guard let response = response as? HTTPURLResponse else {
            return .failure(APIError.transport(.other("the response is not an HTTP response")))
        }
        var headers = HTTPHeaders()
        for (name, value) in response.allHeaderFields {
            headers.add(name: String(describing: name), value: String(describing: value))
        }
        return .success(HTTPResponse(status: response.statusCode, headers: headers, body: data ?? Data(), url: response.url))
    }
}

/// Holds a data task so that a cancellation arriving before or after it starts still cancels it.
private final class DataTaskBox: @unchecked Sendable {
    private let lock = NSLock()
    private var startedTask: URLSessionDataTask?
    private var isCancelled = false

    /// The task once started.
    var task: URLSessionDataTask? { lock.withLock { startedTask } }

    func start(_ task: URLSessionDataTask) {
        let cancelled = lock.withLock {
            startedTask = task
            return isCancelled
        }
        if cancelled { task.cancel() }
        task.resume()
    }

    func cancel() {
        let task = lock.withLock {
            isCancelled = true
            return startedTask
        }
        task?.cancel()
    }
}

extension Duration {
    /// The duration in seconds, as Foundation's `TimeInterval`.
    var timeInterval: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
