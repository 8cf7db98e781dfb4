import Foundation
import Testing
import TestSupport

/// The json-server rules of the fixture server, checked on a small database so that the end-to-end tests
/// can rely on them.
@Suite(.loopbackServers)
struct FixtureDatabaseTests {
    let database: FixtureDatabase

    init() throws {
        database = try FixtureDatabase(json: Data("""
            {
              "articles": [
                { "id": 1, "title": "Swift 6", "category": "tech", "tags": ["language"] },
                { "id": 2, "title": "Cup final", "category": "sports", "tags": [] },
                { "id": 3, "title": "Swift on Linux", "category": "tech", "tags": ["server"] },
                { "id": 4, "title": "Elections", "category": "news", "tags": [] },
                { "id": 5, "title": "Concurrency", "category": "tech", "tags": ["swift"] }
              ]
            }
            """.utf8))
    }

    func ids(_ items: [[String: JSONValue]]) -> [JSONValue?] {
        items.map { $0["id"] }
    }

    @Test func pagesCountFromOneAndEndEmpty() {
        #expect(ids(database.list("articles", query: [("page", "1"), ("per_page", "2")])) == [.int(1), .int(2)])
        #expect(ids(database.list("articles", query: [("page", "3"), ("per_page", "2")])) == [.int(5)])
        #expect(database.list("articles", query: [("page", "4"), ("per_page", "2")]).isEmpty)
        #expect(database.list("articles", query: []).count == 5)
        #expect(ids(database.list("articles", query: [("per_page", "2")])) == [.int(1), .int(2)], "per_page alone is page 1")
    }

    @Test func aPagedListLinksToItsFirstPreviousNextAndLastPages() {
        let query: [(name: String, value: String)] = [("q", "a b"), ("page", "2"), ("per_page", "2")]
        #expect(FixtureDatabase.linkHeader(path: "/articles", query: query, page: 2, of: 3) == [
            #"</articles?q=a%20b&per_page=2&page=1>; rel="first""#,
            #"</articles?q=a%20b&per_page=2&page=1>; rel="prev""#,
            #"</articles?q=a%20b&per_page=2&page=3>; rel="next""#,
            #"</articles?q=a%20b&per_page=2&page=3>; rel="last""#,
        ].joined(separator: ", "))
        #expect(FixtureDatabase.linkHeader(path: "/articles", query: [("per_page", "2")], page: 1, of: 1)
            == #"</articles?per_page=2&page=1>; rel="first", </articles?per_page=2&page=1>; rel="last""#)
        #expect(database.listPage("articles", query: [("page", "3"), ("per_page", "2")]).page! == (3, 3))
        #expect(database.listPage("articles", query: []).page == nil)
    }

    @Test func qSearchesEveryTextAnyCaseAndEmptyMatchesAll() {
        #expect(ids(database.list("articles", query: [("q", "swift")])) == [.int(1), .int(3), .int(5)])
        #expect(database.list("articles", query: [("q", "")]).count == 5)
    }

    @Test func otherParametersFilterByExactFieldValue() {
        #expect(ids(database.list("articles", query: [("category", "tech")])) == [.int(1), .int(3), .int(5)])
        #expect(ids(database.list("articles", query: [("q", "swift"), ("category", "tech"), ("page", "2"), ("per_page", "2")]))
            == [.int(5)])
        #expect(database.list("articles", query: [("category", "tec")]).isEmpty)
    }

    @Test func insertGivesTheNextIdAndRefusesADuplicate() {
        var database = database
        let stored = database.insert(["title": .string("New")], into: "articles")
        #expect(stored?["id"] == .int(6))
        #expect(database.insert(["id": .int(2)], into: "articles") == nil)
        #expect(database.item(in: "articles", id: "6")?["title"] == .string("New"))
    }

    @Test func deleteRemovesByIdAndReportsAMissingItem() {
        var database = database
        #expect(database.delete(from: "articles", id: "2")?["title"] == .string("Cup final"))
        #expect(database.delete(from: "articles", id: "2") == nil)
        #expect(database.items(in: "articles").count == 4)
    }
}
