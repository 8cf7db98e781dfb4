import FlyingFox
import Foundation

/// Answers the inspector's HTTP requests: the page and its script and style, the app routes (`/app/...`)
/// and the page's routes (`/api/...`). See docs/devtools.md, "Protocol".
struct InspectorRoutes: Sendable {
    let sessions: InspectorSessions
    let token: String?
    let loopbackOnly: Bool
    let limits: InspectorServer.Limits

    /// How long an app's command poll waits for a command before answering with none.
    static let commandPollTimeout: Duration = .seconds(20)
    static let tokenHeader = HTTPHeader("X-ReduxGen-DevTools-Token")

    func respond(to request: HTTPRequest) async -> HTTPResponse {
        // Every body is read to its end (see `RequestBody`), but only that of a request the routes below
        // answer is kept: a refused one costs no memory however long it is.
        let answer = answerWithoutBody(to: request)
        let body = await RequestBody.read(request, keepingAtMost: answer == nil ? limits.maximumBodyBytes : 0)
        if let answer { return answer }
        do {
            return try await respondToAuthorized(request, body: body)
        } catch let error as BodyTooLarge {
            return Self.text(.payloadTooLarge, error.description)
        } catch {
            return Self.text(.badRequest, "\(error)")
        }
    }

    /// The answer that needs no body: a refusal (another host, another origin, no token), or the page and its
    /// script and style; nil for a request of the routes that read it.
    private func answerWithoutBody(to request: HTTPRequest) -> HTTPResponse? {
        if loopbackOnly && !Self.isLoopbackHost(request.headers[.host]) {
            return Self.text(.forbidden, "the inspector answers only requests addressed to 127.0.0.1 or localhost")
        }
        switch (request.method, request.path) {
        case (.GET, "/"):
            return Self.asset(InspectorPage.html, type: "text/html; charset=utf-8")
        case (.GET, "/inspector.js"):
            return Self.asset(InspectorPage.script, type: "text/javascript; charset=utf-8")
        case (.GET, "/inspector.css"):
            return Self.asset(InspectorPage.style, type: "text/css; charset=utf-8")
        default:
            break
        }
        if let problem = CrossOriginGuard.problem(with: request) {
            return Self.text(.forbidden, problem)
        }
        guard isAuthorized(request) else {
            return Self.text(.unauthorized, "missing or wrong DevTools token")
        }
        return nil
    }

    private func respondToAuthorized(_ request: HTTPRequest, body requestBody: RequestBody) async throws -> HTTPResponse {
        switch (request.method, request.path) {
        case (.POST, "/app/events"):
            let batch = try InspectorEventBatch(json: try JSONValue(parsing: try requestBody.data()))
            await sessions.receive(batch)
            return Self.json(JSONValue.object([:]))
        case (.GET, "/app/commands"):
            let commands = await sessions.takeCommands(
                for: request.query["session"] ?? "", timeout: Self.commandPollTimeout)
            return Self.json(JSONValue.array(commands))
        case (.GET, "/api/events"):
            let after = Int(request.query["after"] ?? "") ?? 0
            let epoch = Int(request.query["epoch"] ?? "") ?? 0
            let revision = Int(request.query["revision"] ?? "") ?? 0
            return Self.json(
                await sessions.snapshot(of: Self.session(of: request), after: after, epoch: epoch, revision: revision))
        case (.POST, "/api/jump"):
            let body = try JSONValue(parsing: try requestBody.data())
            guard case .integer(let seq)? = body["seq"] else {
                return Self.text(.badRequest, "a jump needs the 'seq' of an action")
            }
            return Self.answer(await sessions.jump(to: seq, in: Self.session(of: request)))
        case (.POST, "/api/resume"):
            // The body says nothing more, but it is read as every body is, so the same ones are refused.
            guard case .object = try JSONValue(parsing: try requestBody.data()) else {
                return Self.text(.badRequest, "a resume takes the body {}")
            }
            return Self.answer(await sessions.resume(in: Self.session(of: request)))
        case (.POST, "/api/skip"):
            let body = try JSONValue(parsing: try requestBody.data())
            guard case .integer(let seq)? = body["seq"] else {
                return Self.text(.badRequest, "a skip needs the 'seq' of an action")
            }
            var skipped: Bool?
            switch body["skipped"] {
            case nil, .null?: skipped = nil
            case .bool(let value)?: skipped = value
            default: return Self.text(.badRequest, "a skip's 'skipped' is true or false")
            }
            return Self.answer(await sessions.skip(seq, skipped: skipped, in: Self.session(of: request)))
        case (.POST, "/api/dispatch"):
            let body = try JSONValue(parsing: try requestBody.data())
            guard let action = body["action"], action != .null else {
                return Self.text(.badRequest, "a dispatch needs the 'action' to dispatch, as JSON")
            }
            return Self.answer(await sessions.dispatch(action, in: Self.session(of: request)))
        case (.GET, "/api/export"):
            guard let log = await sessions.exportedLog(of: Self.session(of: request)) else {
                return Self.answer(.noSuchSession)
            }
            var response = Self.json(log, pretty: true)
            response.headers[.contentDisposition] = #"attachment; filename="session.actionlog.json""#
            return response
        case (.POST, "/api/import"):
            let log = try JSONValue(parsing: try requestBody.data())
            if let problem = Self.problem(withLog: log) {
                return Self.text(.badRequest, problem)
            }
            return Self.answer(await sessions.replay(log, in: Self.session(of: request)))
        default:
            return Self.text(.notFound, "no route \(request.method.rawValue) \(request.path)")
        }
    }

    /// The run of the app a page's request is about (`?session=`); nil means the newest.
    private static func session(of request: HTTPRequest) -> String? {
        guard let id = request.query["session"], !id.isEmpty else { return nil }
        return id
    }

    /// The answer to the page for a command it sent.
    private static func answer(_ outcome: InspectorSessions.CommandOutcome) -> HTTPResponse {
        switch outcome {
        case .queued:
            return json(JSONValue.object([:]))
        case .noSuchState:
            return text(.notFound, "no state recorded for that action")
        case .noSuchAction:
            return text(.notFound, "no such action in this run of the app: only actions can be skipped")
        case .noSuchSession:
            return text(
                .notFound, "the inspector does not know that run of the app (any more): pick one from the list")
        case .superseded(let app):
            return text(
                .conflict,
                "this run of \(app) has ended: a later run has reported since, and a command goes only to the run "
                    + "it was meant for; pick the later run from the list")
        case .noApp:
            return text(.conflict, "no app has sent events to the inspector yet: start the app first")
        case .tooManyWaiting:
            return text(
                .tooManyRequests,
                "the app has not yet taken the commands sent before; it takes them when it polls (is it running?)")
        }
    }

    /// Why `log` is not an action log this inspector can replay, or nil when it is one.
    static func problem(withLog log: JSONValue) -> String? {
        guard case .integer(let version)? = log["version"] else { return "not an action log: no 'version' number" }
        guard version >= 1 && version <= 2 else { return "action log version \(version) is not supported (1 to 2 are)" }
        guard case .array(let entries)? = log["entries"] else { return "not an action log: no 'entries' list" }
        for (index, entry) in entries.enumerated() where entry["action"] == nil {
            return "entry \(index) of the action log has no 'action'"
        }
        return nil
    }

    private func isAuthorized(_ request: HTTPRequest) -> Bool {
        guard let token, !token.isEmpty else { return true }
        return Self.tokensMatch(request.headers[Self.tokenHeader], token)
    }

    /// Whether `given` is `token`, compared in a time that does not depend on where they first differ, so
    /// that timing answers does not reveal the token one character after another.
    static func tokensMatch(_ given: String?, _ token: String) -> Bool {
        guard let given else { return false }
        let givenBytes = Array(given.utf8)
        let tokenBytes = Array(token.utf8)
        guard givenBytes.count == tokenBytes.count else { return false }
        var difference: UInt8 = 0
        for (a, b) in zip(givenBytes, tokenBytes) {
            difference |= a ^ b
        }
        return difference == 0
    }

    /// Whether `host`, a `Host` header, is exactly a loopback name (`127.0.0.1`, `localhost` or `[::1]`),
    /// optionally followed by `:` and a port number, and nothing else.
    static func isLoopbackHost(_ host: String?) -> Bool {
        guard let host else { return false }
        let name: Substring
        let rest: Substring
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return false }
            name = host[host.index(after: host.startIndex)..<close]
            rest = host[host.index(after: close)...]
        } else if let colon = host.firstIndex(of: ":") {
            name = host[..<colon]
            rest = host[colon...]
        } else {
            name = host[...]
            rest = ""
        }
        guard rest.isEmpty || (rest.first == ":" && isPort(rest.dropFirst())) else { return false }
        return name == "127.0.0.1" || name.lowercased() == "localhost" || name == "::1"
    }

    private static func isPort(_ text: Substring) -> Bool {
        guard (1...5).contains(text.count), text.allSatisfy({ ("0"..."9").contains($0) }), let port = Int(text) else {
            return false
        }
        return port <= 65_535
    }

    // MARK: - Responses

    /// Sent with every answer. No other site may frame the page (a framed page could be clicked through
    /// without the user knowing), and the page loads nothing but its own files.
    private static let pageSecurityHeaders: HTTPHeaders = [
        HTTPHeader("Content-Security-Policy"):
            "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; "
            + "frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
        HTTPHeader("X-Frame-Options"): "DENY",
        HTTPHeader("X-Content-Type-Options"): "nosniff",
        HTTPHeader("Cache-Control"): "no-store",
    ]

    static func asset(_ text: String, type: String) -> HTTPResponse {
        var headers = pageSecurityHeaders
        headers[.contentType] = type
        return HTTPResponse(statusCode: .ok, headers: headers, body: Data(text.utf8))
    }

    static func json(_ value: some Encodable, pretty: Bool = false) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted] : [.sortedKeys]
        guard let body = try? encoder.encode(value) else {
            return text(.internalServerError, "the inspector could not write its answer as JSON")
        }
        var headers = pageSecurityHeaders
        headers[.contentType] = "application/json"
        return HTTPResponse(statusCode: .ok, headers: headers, body: body)
    }

    static func text(_ status: HTTPStatusCode, _ message: String) -> HTTPResponse {
        var headers = pageSecurityHeaders
        headers[.contentType] = "text/plain; charset=utf-8"
        return HTTPResponse(statusCode: status, headers: headers, body: Data(message.utf8))
    }
}
