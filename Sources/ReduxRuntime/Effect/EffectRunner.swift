/// Runs effects for a store: starts their tasks, tracks them by cancellation id, and cancels them all
/// when it is deinitialized together with its store.
@MainActor
@usableFromInline
final class EffectRunner<Action: Sendable> {
    /// Receives every action the effects send, on the main actor. Set by the owner after its own init.
    @usableFromInline var deliver: @MainActor (Action) -> Void = { _ in }
    private let registry = TaskRegistry()
    private var nextKey: UInt64 = 0
    private var idsByKey: [UInt64: [EffectID]] = [:]
    private var keysByID: [EffectID: Set<UInt64>] = [:]
    private var noticesByKey: [UInt64: [CancelNotice<Action>]] = [:]

    @usableFromInline init() {}

    deinit {
        registry.close()
    }

    /// The number of asynchronous effects that have started and not yet finished.
    var inFlightCount: Int {
        idsByKey.count
    }

    /// The keys of the asynchronous effects that have started and not yet finished.
    var inFlightKeys: Set<UInt64> {
        Set(idsByKey.keys)
    }

    /// The keys of the effects whose tasks have started and not yet finished, readable off the main actor
    /// (from a test store's `deinit`).
    nonisolated var runningTaskKeys: Set<UInt64> {
        registry.keys
    }

    @usableFromInline
    func run(_ effect: Effect<Action>) {
        run(effect, in: Context())
    }

    /// Cancels every effect in flight, sending the cancel actions of those marked with
    /// `Effect.onCancel(send:)`; effects started later run normally.
    func cancelAll() {
        let keys = idsByKey.keys.sorted()
        keysByID.removeAll()
        registry.cancelAll()
        sendCancelActions(forKeys: keys)
    }

    /// What an effect inherits from the effects around it: its cancellation ids, the tasks it waits for
    /// (`.queue`) and the cancel actions to send if it is cancelled.
    private struct Context: Sendable {
        var ids: [EffectID] = []
        var predecessors: [Task<Void, Never>] = []
        var notices: [CancelNotice<Action>] = []
    }

    /// The last step of an effect's task, run on the main actor once its work is done.
    private typealias Completion = @MainActor @Sendable () -> Void

    /// Runs `effect` and returns the tasks it started, so that a delayed effect can wait for its inner
    /// effect to finish (a queued request that is delayed keeps the next one waiting until it is done).
    @discardableResult
    private func run(_ effect: Effect<Action>, in context: Context) -> [Task<Void, Never>] {
        switch effect.operation {
        case .none:
            return []
        case .send(let action):
            guard !context.predecessors.isEmpty else {
                deliver(action)
                return []
            }
            // Queued behind effects with its id (`.queue`): sent once they have finished, in turn.
            return [start(priority: nil, in: context) { [weak self] key, _ in
                return {
                    guard let self else { return }
                    self.finish(key: key)
                    if !Task.isCancelled {
                        self.deliver(action)
                    }
                }
            }]
        case .run(let priority, let body):
            return [start(priority: priority, in: context) { [weak self] key, send in
                await body(send)
                return { self?.finish(key: key) }
            }]
        case .task(let priority, let body):
            return [start(priority: priority, in: context) { [weak self] key, _ in
                let action = await body()
                // Finishing and delivering happen in one step on the main actor, so whatever the action
                // leads to (a reducer, a subscriber dispatching) never finds this task still in flight.
                return {
                    guard let self else { return }
                    self.finish(key: key)
                    if let action, !Task.isCancelled {
                        self.deliver(action)
                    }
                }
            }]
        case .merge(let effects):
            return effects.flatMap { run($0, in: context) }
        case .cancel(let id):
            // Cancelling an id cancels it for every key too (`KeyedEffectID(id, key: ...)`).
            let ids = keysByID.keys.filter { $0 == id || $0.keyed?.id == id }
            cancel(ids: ids, sendingCancelActions: true)
            return []
        case .cancellable(let id, let policy, let inner):
            var scoped = context
            scoped.ids.append(id)
            switch policy {
            case .cancelInFlight:
                cancel(ids: [id], sendingCancelActions: false)
            case .dropWhileInFlight:
                guard keysByID[id, default: []].isEmpty else { return [] }
            case .queue:
                scoped.predecessors += keysByID[id, default: []].sorted().compactMap { registry.task(forKey: $0) }
            }
            return run(inner, in: scoped)
        case .delayed(let clock, let duration, let inner):
            // The deadline is fixed now, while the action is being processed, so that a test clock
            // advanced right after the action wakes the effect no matter when its task starts sleeping.
            let sleep = Self.sleeper(on: clock, for: duration)
            let resumed = Context(ids: context.ids, predecessors: [], notices: context.notices)
            return [start(priority: nil, in: context) { [weak self] key, _ in
                if (try? await sleep()) != nil {
                    // The delayed effect lasts until its inner effect ends: a queue behind it waits for both.
                    let started = await self?.resume(inner, in: resumed) ?? []
                    for task in started {
                        await task.value
                    }
                }
                return { self?.finish(key: key) }
            }]
        case .onCancel(let action, let inner):
            var marked = context
            marked.notices.append(CancelNotice(action: action))
            return run(inner, in: marked)
        }
    }

    private static func sleeper<C: Clock>(
        on clock: C,
        for duration: Duration
    ) -> @Sendable () async throws -> Void where C.Duration == Duration {
        let deadline = clock.now.advanced(by: duration)
        return { try await clock.sleep(until: deadline, tolerance: nil) }
    }

    private func resume(_ effect: Effect<Action>, in context: Context) -> [Task<Void, Never>] {
        guard !Task.isCancelled else { return [] }
        return run(effect, in: context)
    }

    /// Starts a task that waits for the context's predecessors, then runs `work` unless it has been
    /// cancelled, then runs the completion `work` returns (or just finishes when it did not run).
    private func start(
        priority: TaskPriority?,
        in context: Context,
        work: @escaping @Sendable (_ key: UInt64, _ send: Send<Action>) async -> Completion
    ) -> Task<Void, Never> {
        let key = nextKey
        nextKey &+= 1
        let send = Send<Action> { [weak self] action in
            self?.deliver(action)
        }
        let predecessors = context.predecessors
        let task = Task(priority: priority) { [weak self] in
            for predecessor in predecessors {
                await predecessor.value
            }
            if Task.isCancelled {
                self?.finish(key: key)
            } else {
                let complete = await work(key, send)
                complete()
            }
        }
        idsByKey[key] = context.ids
        for id in context.ids {
            keysByID[id, default: []].insert(key)
        }
        if !context.notices.isEmpty {
            noticesByKey[key] = context.notices
        }
        registry.insert(task, forKey: key)
        return task
    }

    /// Cancels the effects in flight with any of `ids`. An explicit cancellation sends their cancel actions; a
    /// replacement by a newer effect (`.cancelInFlight`) silences them, since the newer one takes over.
    private func cancel(ids: [EffectID], sendingCancelActions: Bool) {
        let keys = ids.reduce(into: Set<UInt64>()) { keys, id in
            keys.formUnion(keysByID.removeValue(forKey: id) ?? [])
        }
        guard !keys.isEmpty else { return }
        registry.cancel(keys: keys)
        if sendingCancelActions {
            sendCancelActions(forKeys: keys.sorted())
        } else {
            for key in keys {
                for notice in noticesByKey[key] ?? [] {
                    notice.isPending = false
                }
            }
        }
    }

    private func sendCancelActions(forKeys keys: [UInt64]) {
        for key in keys {
            for notice in noticesByKey[key] ?? [] where notice.isPending {
                notice.isPending = false
                deliver(notice.action)
            }
        }
    }

    private func finish(key: UInt64) {
        registry.remove(key: key)
        noticesByKey[key] = nil
        guard let ids = idsByKey.removeValue(forKey: key) else { return }
        for id in ids {
            keysByID[id]?.remove(key)
            if keysByID[id]?.isEmpty == true {
                keysByID[id] = nil
            }
        }
    }
}
