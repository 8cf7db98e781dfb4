import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The delegate of the session ``URLSessionHTTPTransport/init(timeout:)`` sends through: it follows HTTP
/// redirects, but one to another origin without the request's credentials, as browsers do. `URLSession`
/// alone sends a redirected request with every header of the first, so a server (or anyone it redirects
/// to) would receive the bearer token or API key.
///
/// The credentials left out are those ``APIClient`` leaves out of a request to another origin: every
/// `Authorization`, `Proxy-Authorization` and `Cookie` header and the header ``APIAuth`` put the credential
/// in, which the transport registers for each task while it runs.
final class CredentialRedirectPolicy: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
    // `@unchecked`: `credentialHeaders` is only read and written under `lock`.
    private let lock = NSLock()
    private var credentialHeaders: [Int: String] = [:]

    /// Notes that `task` carries its credential in the header `name` until ``finished(_:)``.
    func started(_ task: URLSessionTask, credentialHeader name: String?) {
        guard let name else { return }
        lock.withLock { credentialHeaders[task.taskIdentifier] = name }
    }

    /// Forgets what ``started(_:credentialHeader:)`` noted for `task`.
    func finished(_ task: URLSessionTask) {
        _ = lock.withLock { credentialHeaders.removeValue(forKey: task.taskIdentifier) }
    }

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        guard let from = task.originalRequest?.url, let to = request.url, URLOrigin(from) != URLOrigin(to) else {
            return completionHandler(request)
        }
        let taskHeader = lock.withLock { credentialHeaders[task.taskIdentifier] }
        var redirected = request
        for name in APIClient.credentialHeaderNames + [taskHeader].compactMap(\.self) {
            redirected.setValue(nil, forHTTPHeaderField: name)
        }
        completionHandler(redirected)
    }
}
