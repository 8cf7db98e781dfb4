/// A value as failure messages show it: the tree `Mirror` finds in it, each leaf as the text Swift prints.
///
/// Any type works without conformances. Types that describe themselves (`Date`, `URL`, `RequestID`) are
/// leaves, shown as they describe themselves; enum cases are written as in code (`.loading(RequestID(1))`).
indirect enum DiffTree: Equatable {
    case leaf(String)
    case container(Container)

    struct Container: Equatable {
        enum Kind: Equatable {
            /// A struct, class or tuple: children in declaration order.
            case record
            /// An enum case with associated values, named by `open`.
            case enumCase
            /// An array or other ordered collection.
            case list
            /// A set: children sorted by their text, since two equal sets can list their elements in
            /// different orders.
            case set
            /// A dictionary: children labelled by their key and sorted by it, for the same reason.
            case dictionary
        }

        var kind: Kind
        /// `RepoSearchState(`, `.loading(`, `[`, `Set([`.
        var open: String
        var close: String
        var children: [Child]
    }

    struct Child: Equatable {
        /// A field name, an associated value's label or a dictionary key; nil for elements and unlabelled
        /// values.
        var label: String?
        var tree: DiffTree
    }

    /// Deeper values are cut, so that a cycle of class references still ends.
    static let maxDepth = 32

    init(of value: Any, depth: Int = 0) {
        guard depth < Self.maxDepth else {
            self = .leaf("…")
            return
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            if let wrapped = mirror.children.first {
                self.init(of: wrapped.value, depth: depth)
            } else {
                self = .leaf("nil")
            }
        case .enum:
            guard let payload = mirror.children.first else {
                self = .leaf(Self.caseName(of: value))
                return
            }
            let payloadMirror = Mirror(reflecting: payload.value)
            let children = payloadMirror.displayStyle == .tuple
                ? Self.tupleChildren(of: payloadMirror, depth: depth)
                : [Child(label: nil, tree: DiffTree(of: payload.value, depth: depth + 1))]
            self = .container(Container(
                kind: .enumCase, open: ".\(payload.label ?? "?")(", close: ")", children: children
            ))
        case .tuple:
            self = .container(Container(
                kind: .record, open: "(", close: ")", children: Self.tupleChildren(of: mirror, depth: depth)
            ))
        case .collection:
            self = .container(Container(
                kind: .list, open: "[", close: "]",
                children: mirror.children.map { Child(label: nil, tree: DiffTree(of: $0.value, depth: depth + 1)) }
            ))
        case .set:
            let children = mirror.children.map { Child(label: nil, tree: DiffTree(of: $0.value, depth: depth + 1)) }
            self = .container(Container(
                kind: .set, open: "Set([", close: "])",
                children: children.sorted { $0.tree.oneLine < $1.tree.oneLine }
            ))
        case .dictionary:
            let children = mirror.children.map { pair in
                let parts = Array(Mirror(reflecting: pair.value).children)
                let key = parts.first.map { DiffTree(of: $0.value, depth: depth + 1).oneLine } ?? "?"
                let value = parts.count > 1 ? DiffTree(of: parts[1].value, depth: depth + 1) : .leaf("?")
                return Child(label: key, tree: value)
            }
            self = .container(Container(
                kind: .dictionary, open: "[", close: "]",
                children: children.sorted { ($0.label ?? "") < ($1.label ?? "") }
            ))
        case .struct, .class:
            // Foundation's values (Date, URL, UUID, Decimal) and the runtime's ids read best as they describe
            // themselves; their stored properties are implementation details.
            if value is CustomStringConvertible || value is CustomDebugStringConvertible {
                self = .leaf(String(reflecting: value))
                return
            }
            var mirrors: [Mirror] = [mirror]
            while let superclass = mirrors.last?.superclassMirror {
                mirrors.append(superclass)
            }
            let children = mirrors.reversed().flatMap { level in
                level.children.map { Child(label: $0.label, tree: DiffTree(of: $0.value, depth: depth + 1)) }
            }
            self = .container(Container(
                kind: .record, open: "\(String(describing: type(of: value)))(", close: ")", children: children
            ))
        default:
            self = .leaf(String(reflecting: value))
        }
    }

    /// `.refresh` for `Module.FeedAction.refresh`; what the type prints when it describes itself.
    private static func caseName(of value: Any) -> String {
        let text = String(reflecting: value)
        let typeName = String(reflecting: type(of: value))
        guard text.hasPrefix(typeName + ".") else { return text }
        return String(text.dropFirst(typeName.count))
    }

    /// Mirror names unlabelled tuple elements `.0`, `.1`; code leaves them unnamed.
    private static func tupleChildren(of tuple: Mirror, depth: Int) -> [Child] {
        tuple.children.map { element in
            let label = element.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
            return Child(label: label, tree: DiffTree(of: element.value, depth: depth + 1))
        }
    }

    /// The whole value on one line, as in code: `Item(title: "a", done: false)`.
    var oneLine: String {
        switch self {
        case .leaf(let text):
            return text
        case .container(let container):
            if container.kind == .dictionary, container.children.isEmpty { return "[:]" }
            let children = container.children.map { child in
                (child.label.map { $0 + ": " } ?? "") + child.tree.oneLine
            }
            return container.open + children.joined(separator: ", ") + container.close
        }
    }

    /// A short form of an unchanged value, shown as context next to what changed: the value itself when it
    /// is short, otherwise its type or case with its contents left out (`Owner(…)`, `[… 30 elements]`).
    var summary: String {
        let text = oneLine
        let limit = 40
        guard text.count > limit else { return text }
        switch self {
        case .leaf:
            return String(text.prefix(limit - 1)) + "…"
        case .container(let container):
            let count = container.children.count
            switch container.kind {
            case .record, .enumCase:
                return container.open + "…" + container.close
            case .list:
                return "[… \(count) \(count == 1 ? "element" : "elements")]"
            case .set:
                return "Set([… \(count) \(count == 1 ? "element" : "elements")])"
            case .dictionary:
                return "[… \(count) \(count == 1 ? "entry" : "entries")]"
            }
        }
    }
}

extension DiffTree {
    /// How many values differ between this tree and `other`: each leaf that differs, and each container
    /// whose shape differs (another case, another number of elements) counted once.
    func differingValues(from other: DiffTree) -> Int {
        switch (self, other) {
        case (.leaf(let text), .leaf(let otherText)):
            return text == otherText ? 0 : 1
        case (.container(let container), .container(let otherContainer))
            where container.kind == otherContainer.kind && container.open == otherContainer.open
                && container.children.count == otherContainer.children.count:
            return zip(container.children, otherContainer.children).reduce(0) { count, pair in
                count + (pair.0.label == pair.1.label ? pair.0.tree.differingValues(from: pair.1.tree) : 1)
            }
        default:
            return self == other ? 0 : 1
        }
    }
}
