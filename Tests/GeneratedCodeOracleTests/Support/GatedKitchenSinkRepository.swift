import Foundation
import ReduxRuntime
import TestSupport
@testable import FixtureFeatures

/// A hand-written repository of the kitchen-sink feature, in both side-effect flavors (`KitchenSinkRepository`
/// and `KitchenMwRepository`), whose calls wait until the test answers them. Calls and answers are written in
/// flavor-neutral values (titles, cursors), so one test drives either flavor.
final class GatedKitchenSinkRepository: KitchenSinkRepository, KitchenMwRepository {
    /// The arguments of a `search` call the tests look at.
    struct Search: Equatable, Sendable {
        var query: String
        var cursor: String?
    }

    /// A `Page` response: the titles of its entries, its next cursor and its total.
    struct PageAnswer: Sendable {
        var titles: [String]
        var nextCursor: String?
        var total = 0
    }

    let searches = AnswerGate<Search, PageAnswer>()
    let counts = AnswerGate<String, PageAnswer>()
    /// Saves by the title of the entry sent; answered with the title of the entry returned.
    let saves = AnswerGate<String, String>()
    let pings = AnswerGate<Int, Void>()
    let creates = AnswerGate<KitchenSink.Entry, KitchenSink.Entry>()
    let updates = AnswerGate<UUID, KitchenSink.Entry>()
    let archives = AnswerGate<UUID, KitchenSink.Entry>()
    let summaries = AnswerGate<String, KitchenSink.Page>()
    let stars = AnswerGate<UUID, Void>()
    let likes = AnswerGate<UUID, Void>()

    func search(
        query: String,
        limit: Int,
        ratio: Double,
        enabled: Bool,
        kind: KitchenSink.Kind,
        label: KitchenSink.Label?,
        since: Date?,
        token: UUID?,
        cursor: String?
    ) async throws(APIError) -> KitchenSink.Page {
        KitchenSinkValues.page(try await searches.call(Search(query: query, cursor: cursor)))
    }

    func search(
        query: String,
        limit: Int,
        ratio: Double,
        enabled: Bool,
        kind: KitchenMw.Kind,
        label: KitchenMw.Label?,
        since: Date?,
        token: UUID?,
        cursor: String?
    ) async throws(APIError) -> KitchenMw.Page {
        KitchenMwValues.page(try await searches.call(Search(query: query, cursor: cursor)))
    }

    func count() async throws(APIError) -> KitchenSink.Page {
        KitchenSinkValues.page(try await counts.call("count"))
    }

    func count() async throws(APIError) -> KitchenMw.Page {
        KitchenMwValues.page(try await counts.call("count"))
    }

    func save(id: UUID, kind: KitchenSink.Kind, note: String?, entry: KitchenSink.Entry) async throws(APIError)
        -> KitchenSink.Entry
    {
        KitchenSinkValues.entry(try await saves.call(entry.title))
    }

    func save(id: UUID, kind: KitchenMw.Kind, note: String?, entry: KitchenMw.Entry) async throws(APIError)
        -> KitchenMw.Entry
    {
        KitchenMwValues.entry(try await saves.call(entry.title))
    }

    func ping(default defaultValue: Int) async throws(APIError) {
        try await pings.call(defaultValue)
    }

    func like(id: UUID) async throws(APIError) {
        try await likes.call(id)
    }

    func create(entry: KitchenSink.Entry) async throws(APIError) -> KitchenSink.Entry {
        try await creates.call(entry)
    }

    func update(id: UUID, entry: KitchenSink.Entry) async throws(APIError) -> KitchenSink.Entry {
        try await updates.call(id)
    }

    func archive(id: UUID) async throws(APIError) -> KitchenSink.Entry {
        try await archives.call(id)
    }

    func summary() async throws(APIError) -> KitchenSink.Page {
        try await summaries.call("summary")
    }

    func star(id: UUID, done: Bool) async throws(APIError) {
        try await stars.call(id)
    }

    // The store-target and optimistic tests drive the effects flavor only; in the middleware flavor these
    // calls go through the same gates, answered with the same entries and pages.

    func create(entry: KitchenMw.Entry) async throws(APIError) -> KitchenMw.Entry {
        KitchenMwValues.entry(try await creates.call(KitchenSinkValues.entry(entry.title, id: entry.id)).title, id: entry.id)
    }

    func update(id: UUID, entry: KitchenMw.Entry) async throws(APIError) -> KitchenMw.Entry {
        let answer = try await updates.call(id)
        return KitchenMwValues.entry(answer.title, id: answer.id)
    }

    func archive(id: UUID) async throws(APIError) -> KitchenMw.Entry {
        let answer = try await archives.call(id)
        return KitchenMwValues.entry(answer.title, id: answer.id)
    }

    func summary() async throws(APIError) -> KitchenMw.Page {
        let answer = try await summaries.call("summary")
        return KitchenMwValues.page(PageAnswer(
            titles: answer.items.map(\.title), nextCursor: answer.meta?.nextCursor, total: answer.meta?.total ?? 0))
    }
}

/// Entries and pages of the effects flavor's kitchen sink.
enum KitchenSinkValues {
    static func entry(_ title: String, id: UUID = WireValues.uuid) -> KitchenSink.Entry {
        KitchenSink.Entry(
            id: id,
            title: title,
            score: 1,
            done: false,
            tags: [:],
            kind: .low,
            link: WireValues.link,
            createdAt: WireValues.date,
            userID: 1
        )
    }

    static func page(_ titles: [String], nextCursor: String?, total: Int = 0) -> KitchenSink.Page {
        KitchenSink.Page(items: titles.map { entry($0) }, meta: KitchenSink.Meta(nextCursor: nextCursor, total: total))
    }

    static func page(_ answer: GatedKitchenSinkRepository.PageAnswer) -> KitchenSink.Page {
        page(answer.titles, nextCursor: answer.nextCursor, total: answer.total)
    }
}

/// Entries and pages of the middleware flavor's kitchen sink.
enum KitchenMwValues {
    static func entry(_ title: String, id: UUID = WireValues.uuid) -> KitchenMw.Entry {
        KitchenMw.Entry(
            id: id,
            title: title,
            score: 1,
            done: false,
            tags: [:],
            kind: .low,
            link: WireValues.link,
            createdAt: WireValues.date,
            userID: 1
        )
    }

    static func page(_ answer: GatedKitchenSinkRepository.PageAnswer) -> KitchenMw.Page {
        KitchenMw.Page(
            items: answer.titles.map { entry($0) },
            meta: KitchenMw.Meta(nextCursor: answer.nextCursor, total: answer.total)
        )
    }
}
