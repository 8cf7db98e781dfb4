import Foundation

/// The names of the temporary files a file's new contents are written to before they are renamed over it:
/// `.NAME.XXXXXXXX.reduxgen-tmp`, hidden, beside the file, with eight hexadecimal digits that differ per write.
///
/// A run killed between writing such a file and renaming it leaves it behind; the name is distinctive
/// enough that later runs recognise it, report it (`--check`) and remove it.
enum TemporaryFileName {
    static let suffix = ".reduxgen-tmp"

    /// A fresh temporary name for a file called `name`.
    static func make(for name: String) -> String {
        ".\(name).\(UUID().uuidString.prefix(8))\(suffix)"
    }

    /// Whether `name` is a name ``make(for:)`` produces.
    static func isTemporary(_ name: String) -> Bool {
        guard name.hasPrefix("."), name.hasSuffix(suffix) else { return false }
        let middle = name.dropFirst().dropLast(suffix.count)
        guard let dot = middle.lastIndex(of: "."), dot != middle.startIndex else { return false }
        let token = middle[middle.index(after: dot)...]
        return token.count == 8 && token.allSatisfy(\.isHexDigit)
    }
}
