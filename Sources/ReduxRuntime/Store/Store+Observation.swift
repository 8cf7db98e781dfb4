import Observation

extension Store {
    /// The per-field observation of `State` and the key path of each field node, or nil and none when
    /// `State` is not an `ObservableState`.
    @usableFromInline
    static func makeFieldObservation() -> (FieldObservation<State>?, [KeyPath<Store, Int>]) {
        guard let fieldObservation = FieldObservation<State>.make(for: State.self) else { return (nil, []) }
        return (fieldObservation, (0..<fieldObservation.nodeCount).map { \Store.[observedField: $0] })
    }

    /// Registers observation of the whole state.
    @inlinable
    func trackWholeState() {
        if !isWholeStateWatched {
            isWholeStateWatched = true
        }
        registrar.access(self, keyPath: stateKeyPath)
    }

    /// Registers observation of the field at `keyPath` from the state, or of the whole state when the
    /// key path is not one of the observed fields (or the state is not an `ObservableState`).
    @usableFromInline
    func track(_ keyPath: AnyKeyPath) {
        guard let fieldObservation, let node = fieldObservation.nodeIndexByKeyPath[keyPath] else {
            trackWholeState()
            return
        }
        fieldObservation.markRead(node)
        registrar.access(self, keyPath: fieldKeyPaths[node])
    }

    /// The value behind the key path of field node `index`: only the key path matters to observation.
    nonisolated subscript(observedField index: Int) -> Int {
        index
    }

    /// Applies `action` with the reducer and tells observers what changed; returns the reducer's effect.
    ///
    /// With per-field observation and no field or state read yet, this is the reducer alone. While only
    /// fields of the root state have been read (and not the state as a whole), the reducer changes the state
    /// in place and only the fields read are compared, with their values saved before; observers of those
    /// that changed are told after the reducer has run. Otherwise the new state is computed on a copy,
    /// compared with the current one field by field, and observers of the changed fields (and of the whole
    /// state, if anything changed) are told before and after it replaces the current state.
    @inlinable
    func reduceNotifyingObservers(_ action: Action) -> Effect<Action> {
        guard let fieldObservation else {
            guard isWholeStateWatched else {
                return reducer.reduce(&currentState, action)
            }
            registrar.willSet(self, keyPath: stateKeyPath)
            let effect = reducer.reduce(&currentState, action)
            registrar.didSet(self, keyPath: stateKeyPath)
            return effect
        }
        guard fieldObservation.isAnyFieldWatched || isWholeStateWatched else {
            return reducer.reduce(&currentState, action)
        }
        if !isWholeStateWatched, fieldObservation.canReduceInPlace {
            return reduceInPlace(action, fieldObservation: fieldObservation)
        }
        var newState = currentState
        let effect = reducer.reduce(&newState, action)
        replaceState(with: &newState, fieldObservation: fieldObservation)
        return effect
    }

    /// Applies `action` to the current state in place and tells the observers of the read fields that it
    /// changed; see `reduceNotifyingObservers(_:)`.
    @inlinable
    func reduceInPlace(_ action: Action, fieldObservation: FieldObservation<State>) -> Effect<Action> {
        // One access to the current state for the save, the reducer and the comparison.
        var anyChanged = false
        let effect = Self.reduce(&currentState, action, with: reducer, watchedBy: fieldObservation, anyChanged: &anyChanged)
        if anyChanged {
            let changedNodes = fieldObservation.changedNodes
            for node in changedNodes {
                registrar.willSet(self, keyPath: fieldKeyPaths[node])
            }
            for node in changedNodes {
                registrar.didSet(self, keyPath: fieldKeyPaths[node])
            }
        }
        return effect
    }

    /// Saves the read fields of `state`, applies `action` to it in place and collects the read fields it
    /// changed into `fieldObservation.changedNodes`; sets `anyChanged` when there are any.
    @inlinable
    static func reduce(
        _ state: inout State,
        _ action: Action,
        with reducer: Reducer<State, Action>,
        watchedBy fieldObservation: FieldObservation<State>,
        anyChanged: inout Bool
    ) -> Effect<Action> {
        fieldObservation.saveReadFields(of: &state)
        let effect = reducer.reduce(&state, action)
        anyChanged = fieldObservation.collectChangesOfReadFields(in: &state)
        return effect
    }

    /// Replaces the current state with `newState`, telling observers of the fields that differ.
    /// `newState` is `inout` so that it is compared and swapped in without a copy; on return it holds the
    /// previous state.
    @inlinable
    func replaceState(with newState: inout State, fieldObservation: FieldObservation<State>) {
        fieldObservation.collectChanges(from: &currentState, to: &newState)
        let changedNodes = fieldObservation.changedNodes
        let notifiesWholeState = isWholeStateWatched && fieldObservation.didAnyFieldChange
        for node in changedNodes {
            registrar.willSet(self, keyPath: fieldKeyPaths[node])
        }
        if notifiesWholeState {
            registrar.willSet(self, keyPath: stateKeyPath)
        }
        swap(&currentState, &newState)
        for node in changedNodes {
            registrar.didSet(self, keyPath: fieldKeyPaths[node])
        }
        if notifiesWholeState {
            registrar.didSet(self, keyPath: stateKeyPath)
        }
    }
}
