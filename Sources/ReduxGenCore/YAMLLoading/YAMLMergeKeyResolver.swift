/// Applies merge keys to a finished mapping.
///
/// A merge key (`<<: *defaults` or `<<: [*a, *b]`) copies the entries of the merged mappings into this
/// one, at the place the `<<` was written. Keys written in the mapping itself win over merged ones, and
/// among merged mappings the first listed wins; neither counts as a duplicate.
struct YAMLMergeKeyResolver {
    static let mergeKeyTag = "tag:yaml.org,2002:merge"

    /// `entries` with every merge key replaced by the entries it merges. `writtenKeys` knows every key
    /// written in the mapping itself.
    func resolve(_ entries: [YAMLMappingEntry], writtenKeys: YAMLDuplicateKeyCheck) throws(DiagnosticsError) -> [YAMLMappingEntry] {
        guard entries.contains(where: { Self.isMergeKey($0.key) }) else { return entries }
        var resolved: [YAMLMappingEntry] = []
        var mergedKeys: Set<YAMLNode> = []
        for entry in entries {
            guard Self.isMergeKey(entry.key) else {
                resolved.append(entry)
                continue
            }
            for mergedEntry in try Self.mergedEntries(of: entry.value) {
                let identity = mergedEntry.key.dataIdentity
                if !writtenKeys.contains(identity: identity) && mergedKeys.insert(identity).inserted {
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
}
