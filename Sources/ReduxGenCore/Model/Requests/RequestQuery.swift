/// Where a request's query is decided: which items it sends and in which order. The live repository's
/// request (`RequestValues.request()`, written out by the `_request` partial) and the query items the
/// generated test expects (`RequestValues.expectedQueryItems()`) both follow this one list.
///
/// The order is the spec's `query:` items as written, then the pagination items: the page number and page
/// size of `page` pagination, the cursor and page size of `cursor` pagination, or the page size of `link`
/// pagination (whose next pages are sent to their link, with the query the server wrote there).
///
/// How a value becomes items is the same for every `query:` item (docs/spec.md, "`endpoints`"): a
/// non-optional value is one item; an optional one is left out while `nil`; an array gives one item per
/// element, so an empty array sends none. Each item's text is written as the value's type is written in
/// every request part (`TextValueSource`): dates by the spec's date strategy, enums by their raw value.
enum RequestQueryItem {
    /// An item of the spec's `query:`.
    case value(name: String, source: ValueSource)
    /// The page number of `page` pagination: the next page to load (`firstPage` in a fresh state).
    case page(name: String, firstPage: Int)
    /// The cursor of `cursor` pagination: left out while there is none, as for the first page.
    case cursor(name: String)
    /// The page size of any pagination style: a constant.
    case pageSize(name: String, size: Int)

    /// The items of `endpoint`'s query, in the order they are sent.
    static func items(of endpoint: EndpointSpec) -> [RequestQueryItem] {
        var items = endpoint.query.map { RequestQueryItem.value(name: $0.name, source: $0.source) }
        switch endpoint.pagination?.style {
        case .page(let pageParam, let sizeParam, let pageSize, let firstPage):
            items.append(.page(name: pageParam, firstPage: firstPage))
            if let sizeParam { items.append(.pageSize(name: sizeParam, size: pageSize)) }
        case .cursor(let param, _, let sizeParam, let pageSize):
            items.append(.cursor(name: param))
            if let sizeParam { items.append(.pageSize(name: sizeParam, size: pageSize)) }
        case .link(let sizeParam, let pageSize):
            // The first page's query; a next page is sent to its link as it is.
            if let sizeParam { items.append(.pageSize(name: sizeParam, size: pageSize)) }
        case nil:
            break
        }
        return items
    }
}
