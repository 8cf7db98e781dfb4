/// A name in a tag, parsed once: where it is looked up, its dotted path, and the transforms applied to it
/// (`uppercased(name)` has the transform `uppercased`; `{{#first()}}` asks the loop's position).
struct MustacheName: Hashable, Sendable {
    /// Where the first name of the path is looked up.
    enum Anchor: Hashable, Sendable {
        /// In the innermost context that has it, then outwards (`name`, `a.b`).
        case stack
        /// In the innermost context only (`.`, `.name`).
        case top
        /// The position in the enclosing loop (`first()`, `last()`, `index()`, `even()`, `odd()`).
        case loopPosition
    }

    var anchor: Anchor
    /// The dotted path's names, empty for `{{.}}`.
    var path: [String]
    /// The transforms, outermost first (`a(b(name))` gives `["a", "b"]`); applied innermost first.
    var transforms: [String]

    /// The name as written, without transforms (`a.b`), and the transforms: what the closing tag of a
    /// section must repeat.
    var written: String

    /// Whether the name is looked up in the context stack without transforms and has a first name
    /// (`name`, `a.b`): the common case, which rendering resolves without the general steps.
    var isPlainStackName: Bool { anchor == .stack && transforms.isEmpty && !path.isEmpty }
}

extension MustacheName {
    /// The name `written` with `transforms`, following swift-mustache's rules: `.` is the current
    /// context, a leading `.` looks in the current context only, an empty name with transforms is the
    /// loop position, and empty path components (`a..b`) are skipped.
    init(written: String, transforms: [String]) {
        self.written = written
        self.transforms = transforms
        path = written.split(separator: ".").map(String.init)
        if written == "." {
            anchor = .top
        } else if written.isEmpty, !transforms.isEmpty {
            anchor = .loopPosition
        } else if written.first == "." {
            anchor = .top
        } else {
            anchor = .stack
        }
    }
}
