/// A name in a tag, parsed once: where it is looked up, its dotted path, and the transforms applied to it
/// (`uppercased(name)` has the transform `uppercased`; `{{#first()}}` asks the loop's position).
///
/// A class, so that rendering a tag takes one reference to its name rather than a copy of each of its
/// arrays and strings: a feature of 1,000 endpoints renders about a million tags.
final class MustacheName: Sendable {
    /// Where the first name of the path is looked up.
    enum Anchor: Hashable, Sendable {
        /// In the innermost context that has it, then outwards (`name`, `a.b`).
        case stack
        /// In the innermost context only (`.`, `.name`).
        case top
        /// The position in the enclosing loop (`first()`, `last()`, `index()`, `even()`, `odd()`).
        case loopPosition
    }

    let anchor: Anchor
    /// The dotted path's names, each resolved to its key when the template is parsed; empty for `{{.}}`.
    let path: [TemplateKey]
    /// The transforms, outermost first (`a(b(name))` gives `["a", "b"]`); applied innermost first.
    let transforms: [String]

    /// The name as written, without transforms (`a.b`), and the transforms: what the closing tag of a
    /// section must repeat.
    let written: String

    /// The key of a plain name of one component looked up in the context stack (`name`), the common
    /// case, which rendering resolves with one search per context; `nil` for any other name.
    let singleStackKey: TemplateKey?

    /// The names of a dotted path, empty components skipped. A name in a tag is ASCII, whose bytes are
    /// split directly; splitting it as `Character`s cost thousands of instructions a name.
    private static func components(of written: String) -> [String] {
        var written = written
        return written.withUTF8 { bytes in
            guard !bytes.contains(where: { $0 >= 0x80 }) else {
                return String(decoding: bytes, as: UTF8.self).split(separator: ".").map(String.init)
            }
            var components: [String] = []
            var start = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: ".") {
                if end > start {
                    components.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
                }
                start = end + 1
            }
            return components
        }
    }

    /// The name `written` with `transforms`, following swift-mustache's rules: `.` is the current
    /// context, a leading `.` looks in the current context only, an empty name with transforms is the
    /// loop position, and empty path components (`a..b`) are skipped.
    init(written: String, transforms: [String]) {
        self.written = written
        self.transforms = transforms
        let path = Self.components(of: written).map { TemplateKey($0) }
        self.path = path
        let anchor: Anchor
        if written == "." {
            anchor = .top
        } else if written.isEmpty, !transforms.isEmpty {
            anchor = .loopPosition
        } else if written.utf8.first == UInt8(ascii: ".") {
            anchor = .top
        } else {
            anchor = .stack
        }
        self.anchor = anchor
        singleStackKey = anchor == .stack && transforms.isEmpty && path.count == 1 ? path[0] : nil
    }
}
