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

    @usableFromInline init() {}

    deinit {
        registry.close()
    }

    /// The number of asynchronous effects that have started and not yet finished.
    var inFlightCount: Int {
        idsByKey.count
    }

    @usableFromInline
    func run(_ effect: Effect<Action>) {
        run(effect, ids: [], after: [])
    }

    /// Cancels every effect in flight; effects started later run normally.
    func cancelAll() {
        keysByID.removeAll()
        registry.cancelAll()
    }

    /// Runs `effect` and returns the tasks it started, so that a delayed effect can wait for its inner
    /// effect to finish (a queued request that is delayed keeps the next one waiting until it is done).
    @discardableResult
    private func run(_ effect: Effect<Action>, ids: [EffectID], after predecessors: [Task<Void, Never>])
        -> [Task<Void, Never>]
    {
        switch effect.operation {
        case .none:
            return []
        case .send(let action):
            deliver(action)
            return []
        case .run(let priority, let body):
            return [start(priority: priority, ids: ids, after: predecessors, body: body)]
        case .merge(let effects):
            return effects.flatMap { run($0, ids: ids, after: predecessors) }
        case .cancel(let id):
            cancel(id: id)
            return []
        case .cancellable(let id, let policy, let inner):
            switch policy {
            case .cancelInFlight:
                cancel(id: id)
                return run(inner, ids: ids + [id], after: predecessors)
            case .dropWhileInFlight:
                guard keysByID[id, default: []].isEmpty else { return [] }
                return run(inner, ids: ids + [id], after: predecessors)
            case .queue:
                let inFlight = keysByID[id, default: []].sorted().compactMap { registry.task(forKey: $0) }
                return run(inner, ids: ids + [id], after: predecessors + inFlight)
            }
        case .delayed(let clock, let duration, let inner):
            // The deadline is fixed now, while the action is being processed, so that a test clock
            // advanced right after the action wakes the effect no matter when its task starts sleeping.
            let sleep = Self.sleeper(on: clock, for: duration)
            let task = start(priority: nil, ids: ids, after: predecessors) { [weak self] _ in
                do {
                    try await sleep()
                } catch {
                    return
                }
                // The delayed effect lasts until its inner effect ends: a queue behind it waits for both.
                let started = await self?.resume(inner, ids: ids) ?? []
                for task in started {
                    await task.value
                }
            }
            return [task]
        }
    }

    private static func sleeper<C: Clock>(
        on clock: C,
        for duration: Duration
    ) -> @Sendable () async throws -> Void where C.Duration == Duration {
        let deadline = clock.now.advanced(by: duration)
        return { try await clock.sleep(until: deadline, tolerance: nil) }
    }

    private func resume(_ effect: Effect<Action>, ids: [EffectID]) -> [Task<Void, Never>] {
        guard !Task.isCancelled else { return [] }
        return run(effect, ids: ids, after: [])
    }

    private func start(
        priority: TaskPriority?,
        ids: [EffectID],
        after predecessors: [Task<Void, Never>],
        body: @escaping @Sendable (Send<Action>) async -> Void
    ) -> Task<Void, Never> {
        let key = nextKey
        nextKey &+= 1
        let send = Send<Action> { [weak self] action in
            self?.deliver(action)
        }
        let task = Task(priority: priority) { [weak self] in
            for predecessor in predecessors {
                await predecessor.value
            }
            if !Task.isCancelled {
                await body(send)
            }
            self?.finish(key: key)
        }
        idsByKey[key] = ids
        for id in ids {
            keysByID[id, default: []].insert(key)
        }
        registry.insert(task, forKey: key)
        return task
    }

    private func cancel(id: EffectID) {
        guard let keys = keysByID.removeValue(forKey: id) else { return }
        registry.cancel(keys: keys)
    }

    private func finish(key: UInt64) {
        registry.remove(key: key)
        guard let ids = idsByKey.removeValue(forKey: key) else { return }
        for id in ids {
            keysByID[id]?.remove(key)
            if keysByID[id]?.isEmpty == true {
                keysByID[id] = nil
            }
        }
    }
}
