/// Pure path text helpers; nothing here touches the disk.
enum OutputPaths {
    /// `parent/name`, without doubling the slash after `/`.
    static func join(_ parent: String, _ name: String) -> String {
        parent.hasSuffix("/") ? parent + name : parent + "/" + name
    }

    /// Joins several components onto `parent`.
    static func join(_ parent: String, _ names: some Sequence<String>) -> String {
        names.reduce(parent, join)
    }

    /// Whether `path` is `folder` or lies below it. Both must be absolute and free of symbolic links.
    static func isInsideOrEqual(_ path: String, to folder: String) -> Bool {
        path == folder || isStrictlyInside(path, folder)
    }

    /// Whether `path` lies below `folder`. Both must be absolute and free of symbolic links.
    static func isStrictlyInside(_ path: String, _ folder: String) -> Bool {
        path != folder && path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// `path` with trailing slashes removed, keeping a lone `/`.
    static func trimmingTrailingSlashes(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }

    /// The folder holding `path` and the last component, for example `("a/b", "c")` for `a/b/c`.
    /// A path without a slash lies in `.`; `/x` lies in `/`.
    static func split(_ path: String) -> (parent: String, name: String) {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return (".", trimmed) }
        let parent = slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
        return (parent, String(trimmed[trimmed.index(after: slash)...]))
    }

    /// The components of a generated file's relative path, or `nil` when it is not a plain relative path:
    /// empty, absolute, containing `.`, `..` or empty components, or a NUL character.
    static func safeComponents(ofRelativePath path: String) -> [String]? {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.contains("\0") else { return nil }
        let components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard components.allSatisfy({ !$0.isEmpty && $0 != "." && $0 != ".." }) else { return nil }
        return components
    }

    /// How a file inside an output folder is shown: the folder as the user named it, then the relative path.
    static func display(folder: String, relativePath: String) -> String {
        let base = trimmingTrailingSlashes(folder)
        if base == "." { return relativePath }
        return join(base, relativePath)
    }
}

extension OutputPaths {
    /// The part of `path` below `folder`; `path` must lie strictly inside `folder`.
    static func relative(_ path: String, to folder: String) -> String {
        let prefixLength = folder.hasSuffix("/") ? folder.count : folder.count + 1
        return String(path.dropFirst(prefixLength))
    }
}
