/// Finishes a mapping as written: rejects duplicate keys and applies merge keys.
///
/// A merge key (`<<: *defaults` or `<<: [*a, *b]`) copies the entries of the merged mappings into this
/// one, at the place the `<<` was written. Keys written in the mapping itself win over merged ones, and
/// among merged mappings the first listed wins; neither counts as a duplicate.
struct YAMLMappingResolver {
    static let mergeKeyTag = "tag:yaml.org,2002:merge"

    func resolve(_ entries: [YAMLMappingEntry]) throws(DiagnosticsError) -> [YAMLMappingEntry] {
        var writtenKeys: [YAMLNode: YAMLNode] = [:]
        var hasMergeKey = false
        for entry in entries {
            let identity = entry.key.dataIdentity
            if let first = writtenKeys[identity] {
                throw DiagnosticsError(Self.duplicateKeyError(entry.key, first: first))
            }
            writtenKeys[identity] = entry.key
            hasMergeKey = hasMergeKey || Self.isMergeKey(entry.key)
        }
        guard hasMergeKey else { return entries }

        var resolved: [YAMLMappingEntry] = []
        var presentKeys = Set(writtenKeys.keys)
        for entry in entries {
            guard Self.isMergeKey(entry.key) else {
                resolved.append(entry)
                continue
            }
            for mergedEntry in try Self.mergedEntries(of: entry.value) {
                if presentKeys.insert(mergedEntry.key.dataIdentity).inserted {
                    resolved.append(mergedEntry)
                }
            }
        }
        return resolved
    }

    /// Whether `key` is the merge key: a plain `<<` without a tag, or any `<<` tagged `!!merge`.
    static func isMergeKey(_ key: YAMLNode) -> Bool {
        guard let scalar = key.scalar, scalar.value == "<<" else { return false }
        if let tag = key.tag { return tag == mergeKeyTag }
        return scalar.style == .plain
    }

    /// The entries a merge key's value contributes, in the order they take priority.
    private static func mergedEntries(of value: YAMLNode) throws(DiagnosticsError) -> [YAMLMappingEntry] {
        switch value.content {
        case .mapping(let entries):
            return entries
        case .sequence(let items):
            var entries: [YAMLMappingEntry] = []
            for item in items {
                guard let itemEntries = item.mapping else {
                    throw DiagnosticsError(.error(
                        "the merge key '<<' takes a mapping or a sequence of mappings, but this item is \(item.kindDescription)",
                        at: item.location
                    ))
                }
                entries.append(contentsOf: itemEntries)
            }
            return entries
        case .scalar:
            throw DiagnosticsError(.error(
                "the merge key '<<' takes a mapping or a sequence of mappings, not \(value.kindDescription)",
                at: value.location
            ))
        }
    }

    private static func duplicateKeyError(_ key: YAMLNode, first: YAMLNode) -> Diagnostic {
        let name = key.scalar.map { "'\($0.value)'" } ?? "(\(key.kindDescription))"
        return .error(
            "duplicate key \(name) in mapping",
            at: key.location,
            notes: [.note("key \(name) first defined here", at: first.location)]
        )
    }
}

extension YAMLNode {
    /// This node with only what `hasSameData(as:)` compares (tags, scalar text, structure); two keys
    /// are duplicates exactly when their identities are equal. Hashable, so finding duplicates is linear.
    var dataIdentity: YAMLNode {
        let content: Content
        switch self.content {
        case .scalar(let scalar):
            content = .scalar(YAMLScalar(scalar.value))
        case .sequence(let items):
            content = .sequence(items.map(\.dataIdentity))
        case .mapping(let entries):
            content = .mapping(entries.map { YAMLMappingEntry(key: $0.key.dataIdentity, value: $0.value.dataIdentity) })
        }
        return YAMLNode(content, at: YAMLNode.identityLocation, tag: tag)
    }

    private static let identityLocation = SourceLocation(file: "", line: 0, column: 0)
}
