/// The per-field observation bookkeeping of a store whose state is an `ObservableState`.
///
/// Only fields that have been read through the store (`store.query`, a scope) are *watched*; an action
/// costs a comparison of old and new values only for watched fields, and nothing at all while none is.
/// Once read, a field stays watched for the life of the store.
@MainActor
@usableFromInline
final class FieldObservation<State> {
    /// Every observed field, in preorder.
    @usableFromInline let nodes: [FieldNode<State>]
    /// The node of each field of the root state, in `observedFields` order.
    @usableFromInline let rootFields: [Int]
    /// The node of each key path from the root state.
    let nodeIndexByKeyPath: [AnyKeyPath: Int]
    @usableFromInline let reportChangedRootFields: FieldNode<State>.ChangeReporter
    /// A watch of each field of the root state, in `observedFields` order, for reducing in place.
    @usableFromInline let rootWatches: [FieldWatch<State>]

    /// Whether the node has been read itself.
    @usableFromInline var isRead: [Bool]
    /// Whether the node or any node inside it has been read.
    @usableFromInline var isWatched: [Bool]
    /// Whether any node has been read.
    @usableFromInline var isAnyFieldWatched = false
    /// Whether the last comparison found any field of the root state changed.
    @usableFromInline var didAnyFieldChange = false
    /// The nodes of the root fields an action changed; reused between actions.
    @usableFromInline var changedRootNodes: [Int] = []
    /// The nodes an action changed, among those read; reused between actions.
    @usableFromInline var changedNodes: [Int] = []
    /// The watch and node of each root field that has been read, in the order first read.
    @usableFromInline var readRootFields: [(watch: FieldWatch<State>, node: Int)] = []
    /// Whether a field inside a field of the root state has been read (a feature's field in the app state).
    @usableFromInline var isNestedFieldRead = false

    /// The observation of `State`, or nil when it is not an `ObservableState`.
    static func make(for state: State.Type) -> FieldObservation<State>? {
        guard let observable = state as? any ObservableState.Type else { return nil }
        return make(observable)
    }

    private static func make<Observed: ObservableState>(_ observed: Observed.Type) -> FieldObservation<State> {
        // `Observed` is `State`; the cast only tells the type checker so.
        FieldObservation<Observed>(Observed.self) as! FieldObservation<State>
    }

    private init(_ observed: State.Type) where State: ObservableState {
        var nodes: [FieldNode<State>] = []
        rootFields = FieldNode.append(fieldsOf: State.self, at: \State.self, parent: nil, into: &nodes)
        self.nodes = nodes
        var indexByKeyPath: [AnyKeyPath: Int] = [:]
        for (index, node) in nodes.enumerated() {
            indexByKeyPath[node.keyPath] = index
        }
        nodeIndexByKeyPath = indexByKeyPath
        reportChangedRootFields = { (old: inout State, new: inout State, changed: (Int) -> Void) in
            State.forEachChangedField(from: old, to: new, changed)
        }
        rootWatches = State.observedFields.map { $0.makeWatch() }
        isRead = Array(repeating: false, count: nodes.count)
        isWatched = Array(repeating: false, count: nodes.count)
    }

    /// The number of nodes; the store registers observation under one key path per node.
    var nodeCount: Int { nodes.count }

    /// Records that `node` has been read, so that actions report its changes from now on.
    @usableFromInline
    func markRead(_ node: Int) {
        guard !isRead[node] else { return }
        isRead[node] = true
        isAnyFieldWatched = true
        if nodes[node].parent != nil {
            isNestedFieldRead = true
        } else if let position = rootFields.firstIndex(of: node) {
            readRootFields.append((rootWatches[position], node))
        }
        var current: Int? = node
        while let index = current, !isWatched[index] || index == node {
            isWatched[index] = true
            current = nodes[index].parent
        }
    }

    /// Whether the store can reduce in place, saving only the fields read: no field inside a field of the
    /// root state has been read (those are compared on a copy of the state, by `collectChanges`).
    @inlinable
    var canReduceInPlace: Bool { !isNestedFieldRead }

    /// Keeps the value of every root field that has been read, before the reducer changes `state` in place.
    @inlinable
    func saveReadFields(of state: inout State) {
        for field in readRootFields {
            field.watch.save(&state)
        }
    }

    /// Fills `changedNodes` with the read root fields whose values differ from those `saveReadFields`
    /// kept; returns whether there are any.
    @inlinable
    func collectChangesOfReadFields(in state: inout State) -> Bool {
        changedNodes.removeAll(keepingCapacity: true)
        for field in readRootFields {
            if field.watch.hasChanged(&state) {
                changedNodes.append(field.node)
            }
        }
        return !changedNodes.isEmpty
    }

    /// Fills `changedNodes` with the read nodes whose values differ between `old` and `new`, and sets
    /// `didAnyFieldChange`.
    ///
    /// Neither state is changed; they are `inout` so that they are passed by address, not copied.
    @inlinable
    func collectChanges(from old: inout State, to new: inout State) {
        changedNodes.removeAll(keepingCapacity: true)
        changedRootNodes.removeAll(keepingCapacity: true)
        reportChangedRootFields(&old, &new) { position in
            changedRootNodes.append(rootFields[position])
        }
        didAnyFieldChange = !changedRootNodes.isEmpty
        for node in changedRootNodes {
            visit(node, &old, &new)
        }
    }

    /// `node` has changed: records it if it was read, and looks for changes inside it.
    @inlinable
    func visit(_ node: Int, _ old: inout State, _ new: inout State) {
        guard isWatched[node] else { return }
        if isRead[node] {
            changedNodes.append(node)
        }
        guard let reportChangedChildren = nodes[node].reportChangedChildren else { return }
        let children = nodes[node].children
        var changedChildren: [Int] = []
        reportChangedChildren(&old, &new) { position in
            changedChildren.append(children[position])
        }
        for child in changedChildren {
            visit(child, &old, &new)
        }
    }
}
