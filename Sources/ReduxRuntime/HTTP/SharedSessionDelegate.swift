import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The delegate of the session ``URLSessionHTTPTransport/init(timeout:)`` sends through.
///
/// **Redirects** are followed, but one to another origin without the request's credentials, as browsers do.
/// `URLSession` alone sends a redirected request with every header of the first, so a server (or anyone it
/// redirects to) would receive the bearer token or API key. The credentials left out are those
/// ``APIClient`` leaves out of a request to another origin: every `Authorization`, `Proxy-Authorization` and
/// `Cookie` header and the header ``APIAuth`` put the credential in, which the transport registers for each
/// task while it runs.
///
/// **A redirect that keeps a body** (a 307 or 308 of a `POST`, `PUT` or `PATCH`) is not followed on Linux,
/// where FoundationNetworking would send the request again without its body: the request fails with the
/// redirect's status instead of writing an empty body.
///
/// **HTTP authentication challenges** (a 401 with `WWW-Authenticate: Basic realm="api"`): on Linux,
/// FoundationNetworking's default handling never ends such a request, not even at its timeout. The
/// challenge is cancelled instead and the transport reports the response as the 401 it is (without its
/// body, which the challenge does not give), so credential renewal and error handling see it.
final class SharedSessionDelegate: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
    // `@unchecked`: `tasks` is only read and written under `lock`.
    private let lock = NSLock()
    private var tasks: [Int: TaskRecord] = [:]

    /// What the delegate knows of a running task.
    private struct TaskRecord {
        var credentialHeader: String?
        var challengedResponse: HTTPURLResponse?
    }

    /// Notes that `task` carries its credential in the header `name` until ``finished(_:)``.
    func started(_ task: URLSessionTask, credentialHeader name: String?) {
        lock.withLock { tasks[task.taskIdentifier] = TaskRecord(credentialHeader: name) }
    }

    /// Forgets `task`, and returns the response of the authentication challenge that ended it, if one did.
    func finished(_ task: URLSessionTask) -> HTTPURLResponse? {
        lock.withLock { tasks.removeValue(forKey: task.taskIdentifier)?.challengedResponse }
    }

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        #if canImport(FoundationNetworking)
        // A 307 or 308 keeps the method and the body, but FoundationNetworking re-sends the request without
        // its body: the server would take an empty write for the real one. Not followed, it is the failure.
        if let body = request.httpBody, !body.isEmpty, !["GET", "HEAD"].contains(request.httpMethod ?? "GET") {
            return completionHandler(nil)
        }
        #endif
        var redirected = request
        guard let from = task.originalRequest?.url, let to = request.url, URLOrigin(from) != URLOrigin(to) else {
            return completionHandler(redirected)
        }
        let taskHeader = lock.withLock { tasks[task.taskIdentifier]?.credentialHeader }
        for name in APIClient.credentialHeaderNames + [taskHeader].compactMap(\.self) {
            redirected.setValue(nil, forHTTPHeaderField: name)
        }
        completionHandler(redirected)
    }

    #if canImport(FoundationNetworking)
    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        guard Self.httpAuthenticationMethods.contains(challenge.protectionSpace.authenticationMethod),
              let response = challenge.failureResponse as? HTTPURLResponse
        else {
            return completionHandler(.performDefaultHandling, nil)
        }
        lock.withLock { tasks[task.taskIdentifier, default: TaskRecord()].challengedResponse = response }
        completionHandler(.cancelAuthenticationChallenge, nil)
    }

    /// The challenges a server's `WWW-Authenticate` makes; a TLS server trust challenge is none of them.
    private static let httpAuthenticationMethods: Set = [
        NSURLAuthenticationMethodDefault, NSURLAuthenticationMethodHTTPBasic, NSURLAuthenticationMethodHTTPDigest,
        NSURLAuthenticationMethodNTLM, NSURLAuthenticationMethodNegotiate,
    ]
    #endif
}
