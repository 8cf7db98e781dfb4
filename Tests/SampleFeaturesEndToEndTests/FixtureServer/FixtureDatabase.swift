import Foundation

/// The fixture data and the json-server rules over it: collections of JSON objects with an `id`, listed
/// with filters and pages, read, created and deleted by id.
struct FixtureDatabase: Sendable {
    /// The query parameters that page a list instead of filtering it.
    static let pageParameter = "page"
    static let pageSizeParameter = "per_page"
    /// The query parameter that searches every text of an item (an empty value matches every item).
    static let searchParameter = "q"
    /// The page size when a request names a page but no size, as json-server does.
    static let defaultPageSize = 10

    /// The items of each collection, in order.
    private(set) var collections: [String: [[String: JSONValue]]]

    /// Creates a database from a json-server style document: `{ "articles": [ { "id": 1, ... } ], ... }`.
    init(json data: Data) throws {
        collections = try JSONDecoder().decode([String: [[String: JSONValue]]].self, from: data)
    }

    /// The `db.json` fixtures shipped with the tests.
    static func bundled() throws -> FixtureDatabase {
        guard let url = Bundle.module.url(forResource: "db", withExtension: "json", subdirectory: "Fixtures") else {
            throw FixtureError("Fixtures/db.json is missing from the test bundle")
        }
        return try FixtureDatabase(json: Data(contentsOf: url))
    }

    /// Whether `name` is a collection.
    func hasCollection(_ name: String) -> Bool {
        collections[name] != nil
    }

    /// The items of `collection`.
    func items(in collection: String) -> [[String: JSONValue]] {
        collections[collection] ?? []
    }

    /// The items of `collection` that match `query`: `q` searches every text, `page`/`per_page` select a
    /// page (pages count from 1; `per_page` alone asks for the first), and any other parameter keeps items
    /// whose field has exactly that value.
    func list(_ collection: String, query: [(name: String, value: String)]) -> [[String: JSONValue]] {
        listPage(collection, query: query).items
    }

    /// A list's answer: its items (as ``list(_:query:)``), and for a paged list the page it is, of how many.
    func listPage(
        _ collection: String, query: [(name: String, value: String)]
    ) -> (items: [[String: JSONValue]], page: (number: Int, last: Int)?) {
        var items = self.items(in: collection)
        var page: Int?
        var pageSize: Int?
        for (name, value) in query {
            switch name {
            case Self.pageParameter:
                page = Int(value)
            case Self.pageSizeParameter:
                pageSize = Int(value)
            case Self.searchParameter:
                items = items.filter { Self.item($0, contains: value) }
            default:
                items = items.filter { $0[name]?.queryText == value }
            }
        }
        let size = pageSize ?? Self.defaultPageSize
        guard let page = page ?? (pageSize == nil ? nil : 1), page >= 1, size >= 1 else { return (items, nil) }
        let last = max(1, (items.count + size - 1) / size)
        let start = (page - 1) * size
        guard start < items.count else { return ([], (page, last)) }
        return (Array(items[start..<min(start + size, items.count)]), (page, last))
    }

    /// The `Link` header of page `number` of `last` of a list at `path`, as GitHub and json-server write it:
    /// `first`, `prev` (after the first page), `next` (before the last page) and `last`, each the request's
    /// query with its `page` set, relative to the server.
    static func linkHeader(path: String, query: [(name: String, value: String)], page number: Int, of last: Int) -> String {
        func target(_ page: Int) -> String {
            var items = query.filter { $0.name != pageParameter }.map { ($0.name, $0.value) }
            items.append((pageParameter, String(page)))
            let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~"))
            let text = items.map { name, value in
                (name.addingPercentEncoding(withAllowedCharacters: allowed) ?? name) + "="
                    + (value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value)
            }
            return "<\(path)?\(text.joined(separator: "&"))>"
        }
        var links = [target(1) + #"; rel="first""#]
        if number > 1 { links.append(target(number - 1) + #"; rel="prev""#) }
        if number < last { links.append(target(number + 1) + #"; rel="next""#) }
        links.append(target(last) + #"; rel="last""#)
        return links.joined(separator: ", ")
    }

    /// The item of `collection` whose `id` is `id`.
    func item(in collection: String, id: String) -> [String: JSONValue]? {
        items(in: collection).first { $0["id"]?.queryText == id }
    }

    /// The first item of `collection` whose `field` reads `value` (as a query parameter would write it).
    func item(in collection: String, where field: String, is value: String) -> [String: JSONValue]? {
        items(in: collection).first { $0[field]?.queryText == value }
    }

    /// Sets `fields` on the first item of `collection` whose `field` reads `value`, and returns the changed
    /// item, or `nil` when there is none.
    mutating func update(
        in collection: String, where field: String, is value: String, set fields: [String: JSONValue]
    ) -> [String: JSONValue]? {
        guard let index = items(in: collection).firstIndex(where: { $0[field]?.queryText == value }) else { return nil }
        collections[collection]?[index].merge(fields) { _, new in new }
        return collections[collection]?[index]
    }

    /// Adds `item` to `collection`, giving it the next free integer id when it has none. Returns the stored
    /// item, or `nil` when an item with its id already exists.
    mutating func insert(_ item: [String: JSONValue], into collection: String) -> [String: JSONValue]? {
        var item = item
        let existing = items(in: collection)
        if let id = item["id"]?.queryText {
            guard self.item(in: collection, id: id) == nil else { return nil }
        } else {
            let highest = existing.compactMap { value -> Int? in
                if case .int(let id)? = value["id"] { return id }
                return nil
            }.max() ?? 0
            item["id"] = .int(highest + 1)
        }
        collections[collection, default: []].append(item)
        return item
    }

    /// Removes the item of `collection` whose `id` is `id` and returns it.
    mutating func delete(from collection: String, id: String) -> [String: JSONValue]? {
        guard let index = items(in: collection).firstIndex(where: { $0["id"]?.queryText == id }) else { return nil }
        return collections[collection]?.remove(at: index)
    }

    private static func item(_ item: [String: JSONValue], contains text: String) -> Bool {
        guard !text.isEmpty else { return true }
        return JSONValue.object(item).searchableTexts.contains { $0.localizedCaseInsensitiveContains(text) }
    }
}

/// A problem with the fixtures or the fixture server itself, not with the code under test.
struct FixtureError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
