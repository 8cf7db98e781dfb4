/// Cuts a failing random module down to a small one that still fails: removes whole features, then
/// entries of the specs (models, state fields, actions, endpoints, and the parts inside them), keeping each
/// removal only when the module still fails. The caller's check decides what failing means; it must
/// answer `false` for modules that no longer validate, so the result is always a valid spec.
public enum RandomSpecMinimizer {
    /// The smallest module found within `budget` checks.
    public static func minimize(
        _ files: [RandomSpecFile], budget: Int, stillFails: ([RandomSpecFile]) -> Bool
    ) -> [RandomSpecFile] {
        var current = files
        var checks = 0
        var progress = true
        while progress, checks < budget {
            progress = false
            for candidate in candidates(of: current) {
                guard checks < budget else { break }
                checks += 1
                if stillFails(candidate) {
                    current = candidate
                    progress = true
                    break
                }
            }
        }
        return current
    }

    /// Every module with one part fewer, largest parts first.
    static func candidates(of files: [RandomSpecFile]) -> [[RandomSpecFile]] {
        var result: [[RandomSpecFile]] = []
        if files.count > 1 {
            for index in files.indices {
                var fewer = files
                fewer.remove(at: index)
                result.append(fewer)
            }
        }
        var byDepth: [(depth: Int, module: [RandomSpecFile])] = []
        for (index, file) in files.enumerated() {
            for path in deletablePaths(in: file.tree, prefix: []) {
                var changed = files
                changed[index].tree = removing(path, from: file.tree)
                byDepth.append((path.count, changed))
            }
        }
        return result + byDepth.sorted { $0.depth < $1.depth }.map(\.module)
    }

    /// Paths (entry or item positions from the root) of the parts that may be removed: everything but
    /// `feature`.
    static func deletablePaths(in tree: SpecTree, prefix: [Int]) -> [[Int]] {
        switch tree {
        case .mapping(let entries):
            return entries.enumerated().flatMap { position, entry -> [[Int]] in
                if prefix.isEmpty && entry.key == "feature" { return [] }
                return [prefix + [position]] + deletablePaths(in: entry.value, prefix: prefix + [position])
            }
        case .sequence(let items):
            return items.enumerated().flatMap { position, item in
                [prefix + [position]] + deletablePaths(in: item, prefix: prefix + [position])
            }
        case .plain, .quoted:
            return []
        }
    }

    static func removing(_ path: [Int], from tree: SpecTree) -> SpecTree {
        guard let first = path.first else { return tree }
        let rest = Array(path.dropFirst())
        switch tree {
        case .mapping(var entries):
            if rest.isEmpty { entries.remove(at: first) } else { entries[first].value = removing(rest, from: entries[first].value) }
            return .mapping(entries)
        case .sequence(var items):
            if rest.isEmpty { items.remove(at: first) } else { items[first] = removing(rest, from: items[first]) }
            return .sequence(items)
        case .plain, .quoted:
            return tree
        }
    }
}
