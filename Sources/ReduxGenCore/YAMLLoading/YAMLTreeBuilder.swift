/// Builds the `YAMLNode` tree of one document from parser events, without recursion: open sequences and
/// mappings wait on an explicit stack, so nesting depth costs heap, never call stack.
///
/// It expands aliases (counting the nodes and the bytes of text each expansion adds), rejects a duplicate key as soon as it is
/// read, applies merge keys as each mapping closes, and stops with a located error at the first limit
/// exceeded.
struct YAMLTreeBuilder {
    /// A finished node and what the limits need to know about it.
    private struct BuiltNode {
        var node: YAMLNode
        /// Nodes in the tree, counting every node an alias expanded to.
        var nodeCount: Int
        /// Collections on the longest path from this node down (0 for a scalar).
        var collectionHeight: Int
        /// The bytes of the scalars in the tree, counting every scalar an alias expanded to.
        var scalarBytes: Int
    }

    /// A sequence or mapping whose end event has not come yet.
    private struct OpenCollection {
        enum Kind { case sequence, mapping }
        var kind: Kind
        var location: SourceLocation
        var tag: String?
        var anchor: String?
        var items: [YAMLNode] = []
        var entries: [YAMLMappingEntry] = []
        var pendingKey: YAMLNode?
        var duplicateKeyCheck = YAMLDuplicateKeyCheck()
        var nodeCount = 1
        var childHeight = 0
        var scalarBytes = 0
    }

    private let limits: YAMLLoaderLimits
    private var stack: [OpenCollection] = []
    private var anchors: [String: BuiltNode] = [:]
    /// Anchors of collections still open: an alias to one of them would be a node containing itself.
    private var openAnchors: [String: Int] = [:]
    private var expandedNodeCount = 0
    private var expandedBytes = 0
    /// The document's root node, once it is complete.
    private(set) var root: YAMLNode?

    /// See ``YAMLLoader/sectionEntryNames``.
    private let sectionEntryNames: [String: String]

    init(limits: YAMLLoaderLimits, sectionEntryNames: [String: String] = [:]) {
        self.limits = limits
        self.sectionEntryNames = sectionEntryNames
    }

    /// Adds one node event: a scalar, an alias, or the start or end of a collection. Stream and document
    /// events are the reader's business and change nothing here.
    mutating func add(_ event: YAMLEvent) throws(DiagnosticsError) {
        switch event.kind {
        case let .scalar(scalar, tag, anchor):
            let node = YAMLNode(.scalar(scalar), at: event.location, tag: tag, anchor: anchor)
            try finish(BuiltNode(node: node, nodeCount: 1, collectionHeight: 0, scalarBytes: scalar.value.utf8.count), anchor: anchor)
        case .alias(let name):
            try finish(try expandAlias(named: name, at: event.location), anchor: nil)
        case let .sequenceStart(tag, anchor):
            try open(OpenCollection(kind: .sequence, location: event.location, tag: tag, anchor: anchor))
        case let .mappingStart(tag, anchor):
            try open(OpenCollection(kind: .mapping, location: event.location, tag: tag, anchor: anchor))
        case .sequenceEnd, .mappingEnd:
            try close()
        case .streamStart, .streamEnd, .documentStart, .documentEnd:
            break
        }
    }

    private mutating func open(_ collection: OpenCollection) throws(DiagnosticsError) {
        guard stack.count < limits.maximumNestingDepth else {
            throw DiagnosticsError(.error(
                "the YAML nests deeper than \(limits.maximumNestingDepth) levels of sequences and mappings",
                at: collection.location
            ))
        }
        if let anchor = collection.anchor {
            openAnchors[anchor, default: 0] += 1
        }
        stack.append(collection)
    }

    private mutating func close() throws(DiagnosticsError) {
        guard let collection = stack.popLast() else { return }
        if let anchor = collection.anchor {
            openAnchors[anchor, default: 1] -= 1
            if openAnchors[anchor] == 0 { openAnchors[anchor] = nil }
        }
        let content: YAMLNode.Content
        switch collection.kind {
        case .sequence:
            content = .sequence(collection.items)
        case .mapping:
            content = .mapping(try YAMLMergeKeyResolver().resolve(collection.entries, writtenKeys: collection.duplicateKeyCheck))
        }
        let node = YAMLNode(content, at: collection.location, tag: collection.tag, anchor: collection.anchor)
        let built = BuiltNode(
            node: node, nodeCount: collection.nodeCount, collectionHeight: collection.childHeight + 1,
            scalarBytes: collection.scalarBytes
        )
        try finish(built, anchor: collection.anchor)
    }

    private mutating func expandAlias(named name: String, at location: SourceLocation) throws(DiagnosticsError) -> BuiltNode {
        if openAnchors[name] != nil {
            throw DiagnosticsError(.error("alias '*\(name)' refers to a node that contains the alias itself", at: location))
        }
        guard let anchored = anchors[name] else {
            throw DiagnosticsError(.error("alias '*\(name)' refers to no anchor '&\(name)' defined before it", at: location))
        }
        expandedNodeCount += anchored.nodeCount
        if expandedNodeCount > limits.maximumAliasExpansionNodes {
            throw DiagnosticsError(.error(
                "expanding aliases would create more than \(limits.maximumAliasExpansionNodes) nodes; aliases may not multiply a document this much",
                at: location
            ))
        }
        expandedBytes += anchored.scalarBytes
        if expandedBytes > limits.maximumAliasExpansionBytes {
            throw DiagnosticsError(.error(
                "expanding aliases would add more than \(limits.maximumAliasExpansionBytes) bytes of text; aliases may not multiply a document this much",
                at: location
            ))
        }
        if stack.count + anchored.collectionHeight > limits.maximumNestingDepth {
            throw DiagnosticsError(.error(
                "expanding alias '*\(name)' here nests deeper than \(limits.maximumNestingDepth) levels of sequences and mappings",
                at: location
            ))
        }
        return anchored
    }

    /// Registers a finished node's anchor and hands the node to the collection it belongs to (or makes
    /// it the root). The parent is changed where it lies on the stack, not taken off and put back, so that
    /// it is never copied.
    private mutating func finish(_ built: BuiltNode, anchor: String?) throws(DiagnosticsError) {
        if let anchor {
            anchors[anchor] = built
        }
        guard !stack.isEmpty else {
            root = built.node
            return
        }
        do {
            try Self.add(built, to: &stack[stack.count - 1])
        } catch {
            throw naming(error, key: built.node)
        }
    }

    /// A duplicate key directly in a known top-level section (`actions:`), reworded to name what the key
    /// is: `duplicate action 'load'`, with where the first one is.
    private func naming(_ error: DiagnosticsError, key: YAMLNode) -> DiagnosticsError {
        guard stack.count == 2, stack[0].kind == .mapping, let section = stack[0].pendingKey?.scalar?.value,
              let entryName = sectionEntryNames[section], stack[1].kind == .mapping, stack[1].pendingKey == nil,
              key.tag == nil, let name = key.scalar?.value,
              var diagnostic = error.diagnostics.first, let first = diagnostic.notes.first?.location
        else { return error }
        diagnostic.message = "duplicate \(entryName) \(quoted(name)) in '\(section)'; it is first defined at \(first.line):\(first.column)"
        diagnostic.notes = [.note("\(entryName) \(quoted(name)) is first defined here", at: first)]
        return DiagnosticsError([diagnostic] + error.diagnostics.dropFirst(), isIOFailure: error.isIOFailure)
    }

    private static func add(_ built: BuiltNode, to parent: inout OpenCollection) throws(DiagnosticsError) {
        parent.nodeCount += built.nodeCount
        parent.scalarBytes += built.scalarBytes
        parent.childHeight = max(parent.childHeight, built.collectionHeight)
        switch parent.kind {
        case .sequence:
            parent.items.append(built.node)
        case .mapping:
            if let key = parent.pendingKey {
                parent.entries.append(YAMLMappingEntry(key: key, value: built.node))
                parent.pendingKey = nil
            } else {
                try parent.duplicateKeyCheck.add(built.node)
                parent.pendingKey = built.node
            }
        }
    }
}
