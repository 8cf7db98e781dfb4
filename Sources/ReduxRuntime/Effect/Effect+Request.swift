extension Effect {
    /// An effect that sends one request and reports how it went as the action `report` makes from its
    /// outcome: `.succeeded(id, response)` or `.failed(id, error)`; and `.cancelled(id)` when it is
    /// cancelled by `Effect.cancel(id:)` or `Store.cancelAllEffects()`, also while it waits for a
    /// `debounce`, a delay or a queue (`onCancel(send:)` stays outside those), but not when a newer request
    /// replaces it under `.cancelInFlight`.
    ///
    /// A generated repository throws only `APIError`; any other error `send` throws is reported as
    /// `.transport(.other(description))`, so a hand-written repository's mistake still ends the request.
    ///
    /// A `.task`: it stops counting as in flight before its action is handled, so that action (or a
    /// subscriber reacting to it) can start the next request at once.
    ///
    /// ```swift
    /// return .request(requestID, report: UserAction.loadUserResponse) {
    ///     try await repository.loadUser(id: id)
    /// }
    /// ```
    public static func request<Response>(
        _ requestID: RequestID,
        report: @escaping @Sendable (RequestOutcome<Response>) -> Action,
        send: @escaping @Sendable () async throws -> Response
    ) -> Effect<Action> {
        Effect.task {
            do {
                return report(.succeeded(requestID, try await send()))
            } catch let error as APIError {
                return report(.failed(requestID, error))
            } catch {
                return report(.failed(requestID, .transport(.other(String(describing: error)))))
            }
        }
        .onCancel(send: report(.cancelled(requestID)))
    }

    /// An effect that sends one request whose endpoint answers nothing (`response: none`), reporting
    /// `.succeeded(id)` or `.failed(id, error)` as `report` makes it into an action.
    public static func request(
        _ requestID: RequestID,
        report: @escaping @Sendable (RequestOutcome<NoResponse>) -> Action,
        send: @escaping @Sendable () async throws -> Void
    ) -> Effect<Action> {
        request(requestID, report: report) { () async throws -> NoResponse in
            try await send()
            return NoResponse()
        }
    }
}
