/// Work a reducer asks the store to do after it has changed the state.
///
/// A reducer stays pure: instead of performing side effects it returns an `Effect` that describes them.
/// The store (or a `TestStore`) runs the effect and feeds any action it produces back through `dispatch`.
///
/// ```swift
/// case .refresh:
///     state.isLoading = true
///     return .run { send in
///         let items = try await repository.fetchItems()
///         await send(.itemsLoaded(items))
///     }
///     .cancellable(id: FeedCancelID.refresh, policy: .cancelInFlight)
/// ```
///
/// Actions cross from effect tasks to the main actor, so `Action` must be `Sendable`.
public struct Effect<Action: Sendable>: Sendable {
    @usableFromInline let operation: Operation

    /// What the effect does.
    ///
    /// Every case with a payload is boxed (`indirect`), so an operation is one reference whatever
    /// `Action` is: copying, testing and destroying `.none`, which most actions return, costs no call into
    /// the runtime's generic enum handling. The price is one allocation per effect that does something,
    /// next to the task it starts.
    @usableFromInline
    indirect enum Operation: Sendable {
        case none
        case send(Action)
        case run(priority: TaskPriority?, body: @Sendable (Send<Action>) async -> Void)
        case task(priority: TaskPriority?, body: @Sendable () async -> Action?)
        case merge([Effect<Action>])
        case cancel(EffectID)
        case cancellable(id: EffectID, policy: CancellationPolicy, effect: Effect<Action>)
        case delayed(clock: any Clock<Duration>, duration: Duration, effect: Effect<Action>)
        case onCancel(action: Action, effect: Effect<Action>)
    }

    @inlinable
    init(operation: Operation) {
        self.operation = operation
    }

    /// An effect that does nothing.
    @inlinable
    public static var none: Effect<Action> {
        Effect(operation: .none)
    }

    /// An effect that immediately feeds `action` back into the store, after the current action.
    @inlinable
    public static func send(_ action: Action) -> Effect<Action> {
        Effect(operation: .send(action))
    }

    /// An effect that runs asynchronous work and may send any number of actions back to the store.
    ///
    /// The operation runs off the main actor. `send` delivers an action on the main actor; once the effect
    /// is cancelled, `send` does nothing. Errors other than `CancellationError` go to `handler` when one is
    /// given and are otherwise dropped: send a failure action from inside `operation` when the user must
    /// learn about them.
    ///
    /// - Parameters:
    ///   - priority: The priority of the task that runs the operation.
    ///   - operation: The asynchronous work.
    ///   - handler: Called with any error `operation` throws, other than cancellation.
    public static func run(
        priority: TaskPriority? = nil,
        operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
        catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil
    ) -> Effect<Action> {
        Effect(operation: .run(priority: priority) { send in
            do {
                try await operation(send)
            } catch is CancellationError {
                return
            } catch {
                await handler?(error, send)
            }
        })
    }

    /// An effect that runs one asynchronous operation and sends the one action it returns (none for `nil`).
    ///
    /// Unlike `.run`, the effect stops counting as in flight *before* its action is delivered: the reducer
    /// handling that action, and any subscriber dispatching from the new state, can start the same effect
    /// again even under `.dropWhileInFlight`. Use it for a request whose response action may lead straight
    /// to the next request (a next page, a refresh). Once the effect has been cancelled, its action is not
    /// delivered.
    ///
    /// ```swift
    /// return .task {
    ///     do { return .loaded(try await api.items()) } catch { return .failed(error) }
    /// }
    /// ```
    public static func task(
        priority: TaskPriority? = nil,
        operation: @escaping @Sendable () async -> Action?
    ) -> Effect<Action> {
        Effect(operation: .task(priority: priority, body: operation))
    }

    /// An effect that runs all of `effects` at the same time.
    @inlinable
    public static func merge(_ effects: Effect<Action>...) -> Effect<Action> {
        merge(effects)
    }

    /// An effect that runs all of `effects` at the same time.
    @inlinable
    public static func merge(_ effects: [Effect<Action>]) -> Effect<Action> {
        let work = effects.filter { !$0.isNone }
        switch work.count {
        case 0: return .none
        case 1: return work[0]
        default: return Effect(operation: .merge(work))
        }
    }

    /// This effect and `other`, run at the same time.
    public func merge(with other: Effect<Action>) -> Effect<Action> {
        .merge(self, other)
    }

    /// Whether the effect does nothing at all.
    @inlinable
    public var isNone: Bool {
        if case .none = operation { return true }
        return false
    }
}
