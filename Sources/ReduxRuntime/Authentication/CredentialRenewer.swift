/// Renews an API's credential in a running app store when its requests are answered 401 Unauthorized
/// (a spec's `api.auth.onUnauthorized`), one renewal at a time.
///
/// The generated `makeAppStore` makes one for each credential an `onUnauthorized` names and gives its
/// ``renewal`` to the environments of the features that send that credential. A renewal sends the refresh
/// endpoint's request action to the store, waits until the endpoint has answered, and returns the
/// credential the app state then holds. Requests rejected together share that one renewal, and a request
/// rejected with a credential the app no longer holds (renewed once or more since) gets the current one
/// without another refresh. When there is no refresh endpoint, or it fails, the renewer sends the sign-out
/// action, once per rejected credential, and the rejected requests keep their 401.
@MainActor
public final class CredentialRenewer<State, Action: Sendable> {
    /// The refresh endpoint: its request action and its request status in the app state.
    public struct Refresh {
        let action: Action
        let status: @MainActor (State) -> RequestStatus

        /// `action` starts the refresh; `status` reads how its request stands.
        public init(action: Action, status: @escaping @MainActor (State) -> RequestStatus) {
            self.action = action
            self.status = status
        }
    }

    private let refresh: Refresh?
    private let credential: @MainActor (State) -> String?
    private let signOut: Action?
    private weak var store: Store<State, Action>?
    /// The renewal in progress, which every rejected request waits for.
    private var running: Task<String?, Never>?
    /// The last renewal: the credential it replaced and what replaced it (`nil`: nothing could).
    private var last: (rejected: String, renewed: String?)?

    /// A renewer that refreshes with `refresh` (or only signs out without one), reads the renewed credential
    /// with `credential`, and sends `signOut` when no credential could be renewed.
    public init(refresh: Refresh?, credential: @escaping @MainActor (State) -> String?, signOut: Action?) {
        self.refresh = refresh
        self.credential = credential
        self.signOut = signOut
    }

    /// Starts renewing in `store`, which must be the store whose requests use ``renewal``.
    public func attach(to store: Store<State, Action>) {
        self.store = store
    }

    /// What to give the environments of the features that send the credential. It keeps the renewer alive;
    /// the renewer holds its store weakly, so the store's environments can hold it.
    public nonisolated var renewal: CredentialRenewal {
        CredentialRenewal { rejected in
            await self.renewed(after: rejected)
        }
    }

    /// The credential to use instead of `rejected`, or `nil` when there is none.
    func renewed(after rejected: String) async -> String? {
        if let last, last.rejected == rejected { return last.renewed }
        if let running { return await running.value }
        // The app has replaced the credential since the request was sent (renewed once or more, or signed
        // in again): the request goes again with the current one. After a sign-out there is none to give.
        if let store, let current = credential(store.state), current != rejected {
            return current.isEmpty ? nil : current
        }
        let task = Task { await renew() }
        running = task
        let renewed = await task.value
        running = nil
        last = (rejected, renewed)
        return renewed
    }

    private func renew() async -> String? {
        guard let store else { return nil }
        if let refresh {
            store.dispatch(refresh.action)
            for await status in store.stream(select: refresh.status) where !status.isLoading {
                if status == .loaded, let renewed = credential(store.state), !renewed.isEmpty { return renewed }
                break
            }
        }
        if let signOut { store.dispatch(signOut) }
        return nil
    }
}
