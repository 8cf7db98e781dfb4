import Foundation
import ReduxRuntime
@testable import FixtureFeatures

/// A hand-written `KitchenSinkRepository` whose calls wait until the test answers them.
final class GatedKitchenSinkRepository: KitchenSinkRepository {
    /// The arguments of a `search` call the tests look at.
    struct Search: Equatable, Sendable {
        var query: String
        var cursor: String?
    }

    let searches = AnswerGate<Search, KitchenSink.Page>()
    let counts = AnswerGate<String, KitchenSink.Page>()
    let saves = AnswerGate<KitchenSink.Entry, KitchenSink.Entry>()
    let pings = AnswerGate<Int, Void>()
    let creates = AnswerGate<KitchenSink.Entry, KitchenSink.Entry>()
    let updates = AnswerGate<UUID, KitchenSink.Entry>()
    let archives = AnswerGate<UUID, KitchenSink.Entry>()
    let summaries = AnswerGate<String, KitchenSink.Page>()
    let stars = AnswerGate<UUID, Void>()

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
        try await searches.call(Search(query: query, cursor: cursor))
    }

    func count() async throws(APIError) -> KitchenSink.Page {
        try await counts.call("count")
    }

    func save(id: UUID, kind: KitchenSink.Kind, note: String?, entry: KitchenSink.Entry) async throws(APIError)
        -> KitchenSink.Entry
    {
        try await saves.call(entry)
    }

    func ping(default defaultValue: Int) async throws(APIError) {
        try await pings.call(defaultValue)
    }

    /// The oracle tests send no likes; a like answers at once.
    func like(id: UUID) async throws(APIError) {}

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
}

/// Entries and pages for the kitchen-sink tests.
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
}
