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
    /// page (pages count from 1), and any other parameter keeps items whose field has exactly that value.
    func list(_ collection: String, query: [(name: String, value: String)]) -> [[String: JSONValue]] {
        var items = self.items(in: collection)
        var page: Int?
        var pageSize = Self.defaultPageSize
        for (name, value) in query {
            switch name {
            case Self.pageParameter:
                page = Int(value)
            case Self.pageSizeParameter:
                pageSize = Int(value) ?? Self.defaultPageSize
            case Self.searchParameter:
                items = items.filter { Self.item($0, contains: value) }
            default:
                items = items.filter { $0[name]?.queryText == value }
            }
        }
        guard let page, page >= 1, pageSize >= 1 else { return items }
        let start = (page - 1) * pageSize
        guard start < items.count else { return [] }
        return Array(items[start..<min(start + pageSize, items.count)])
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
