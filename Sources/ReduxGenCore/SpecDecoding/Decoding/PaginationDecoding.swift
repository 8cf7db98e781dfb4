extension SpecDecoder {
    static let paginationKeys = ["style", "pageParam", "sizeParam", "pageSize", "firstPage", "items", "nextPageAction", "cursor"]
    static let cursorKeys = ["param", "next"]
    /// The page size used when `pageSize` is not given.
    static let defaultPageSize = 20
    /// The largest page size a spec may ask for.
    static let maximumPageSize = 1000

    /// The pagination styles a spec may name.
    static let paginationStyles = ["page", "cursor", "link"]

    /// `pagination: { style: page|cursor|link, pageParam, sizeParam, pageSize, firstPage, items, nextPageAction, cursor }`
    mutating func decodePagination(_ node: YAMLNode, context: String) -> PaginationSpec? {
        let what = "'pagination' of \(context)"
        guard let entries = reader.mapping(node, for: what) else { return nil }
        let keys = reader.entries(entries, allowed: Self.paginationKeys, in: what)
        guard let styleEntry = reader.required("style", in: keys, of: node, context: what),
              let style = reader.string(styleEntry.value, for: "'style' of \(what)"),
              let nextEntry = reader.required("nextPageAction", in: keys, of: node, context: what),
              let nextName = reader.string(nextEntry.value, for: "'nextPageAction' of \(what)")
        else { return nil }

        var pageSize = Self.defaultPageSize
        if let entry = keys["pageSize"], let size = reader.int(entry.value, for: "'pageSize'") {
            if (1...Self.maximumPageSize).contains(size) {
                pageSize = size
            } else {
                reader.diagnostics.error("'pageSize' must be between 1 and \(Self.maximumPageSize), found \(size)", at: entry.value.location)
            }
        }
        let sizeParam = keys["sizeParam"].flatMap { reader.string($0.value, for: "'sizeParam' of \(what)") }
        let items = keys["items"].flatMap { decodeFieldPath($0.value, for: "'items' of \(what)") } ?? []

        let paginationStyle: PaginationSpec.Style
        switch style {
        case "page":
            if let cursor = keys["cursor"] {
                reader.diagnostics.error("'cursor' belongs to style: cursor, not style: page", at: cursor.key.location)
            }
            let pageParam = keys["pageParam"].flatMap { reader.string($0.value, for: "'pageParam' of \(what)") } ?? "page"
            let firstPage = keys["firstPage"].flatMap { reader.int($0.value, for: "'firstPage'") } ?? 1
            paginationStyle = .page(pageParam: pageParam, sizeParam: keys["sizeParam"] == nil ? "per_page" : sizeParam, pageSize: pageSize, firstPage: firstPage)
        case "cursor":
            for key in ["pageParam", "firstPage"] {
                if let entry = keys[key] {
                    reader.diagnostics.error("\(quoted(key)) belongs to style: page, not style: cursor", at: entry.key.location)
                }
            }
            guard let cursorEntry = reader.required("cursor", in: keys, of: node, context: what),
                  let cursorEntries = reader.mapping(cursorEntry.value, for: "'cursor' of \(what)")
            else { return nil }
            let cursorKeys = reader.entries(cursorEntries, allowed: Self.cursorKeys, in: "'cursor' of \(what)")
            guard let paramEntry = reader.required("param", in: cursorKeys, of: cursorEntry.value, context: "'cursor'"),
                  let param = reader.string(paramEntry.value, for: "'param' of 'cursor'"),
                  let nextPathEntry = reader.required("next", in: cursorKeys, of: cursorEntry.value, context: "'cursor'"),
                  let next = decodeFieldPath(nextPathEntry.value, for: "'next' of 'cursor'")
            else { return nil }
            paginationStyle = .cursor(param: param, next: next, sizeParam: sizeParam, pageSize: pageSize)
        case "link":
            for (key, style) in [("pageParam", "page"), ("firstPage", "page"), ("cursor", "cursor")] {
                if let entry = keys[key] {
                    reader.diagnostics.error(
                        "\(quoted(key)) belongs to style: \(style), not style: link; the next page's URL comes from the response's Link header",
                        at: entry.key.location
                    )
                }
            }
            paginationStyle = .link(sizeParam: sizeParam, pageSize: pageSize)
        default:
            let suggestion = Suggestion.didYouMean(style, among: Self.paginationStyles)
            reader.diagnostics.error(
                "invalid pagination style \(quoted(style)); expected 'page', 'cursor' or 'link'\(suggestion)", at: styleEntry.value.location
            )
            return nil
        }
        return PaginationSpec(
            style: paginationStyle, items: items,
            nextPageAction: NameReference(nextName, at: nextEntry.value.location), location: node.location
        )
    }
}
