import Foundation
import ReduxRuntime
import Testing

/// `GeneratedEquality.equalActions(_:_:)` answers as Swift's synthesized `==` would for an enum whose
/// `encode(to:)` is written as generated actions write it (docs/generated-code.md, "JSON form"): the same
/// case with equal associated values. Each expectation below is what the synthesized `==` answers.
struct ActionEqualityTests {
    struct Item: Codable, Equatable {
        var name: String
        var tags: [String]
    }

    /// An action written as reduxgen writes one: a container named after the case, each associated value
    /// under its label or `_0`, `_1`, an optional left out when nil.
    enum Action: Encodable, Equatable {
        case appeared
        case refreshed
        case search(query: String, limit: Int?)
        case loaded(RequestID, Item)
        case measured(Double)
        case tagged([String: [Int]])

        static func == (lhs: Action, rhs: Action) -> Bool {
            GeneratedEquality.equalActions(lhs, rhs)
        }

        func encode(to encoder: any Encoder) throws {
            switch self {
            case .appeared:
                encoder.actionContainer(case: "appeared")
            case .refreshed:
                encoder.actionContainer(case: "refreshed")
            case .search(let query, let limit):
                var values = encoder.actionContainer(case: "search")
                try values.encode(query, at: "query")
                try values.encodeIfPresent(limit, at: "limit")
            case .loaded(let id, let item):
                var values = encoder.actionContainer(case: "loaded")
                try values.encode(id, at: "_0")
                try values.encode(item, at: "_1")
            case .measured(let value):
                var values = encoder.actionContainer(case: "measured")
                try values.encode(value, at: "_0")
            case .tagged(let tags):
                var values = encoder.actionContainer(case: "tagged")
                try values.encode(tags, at: "_0")
            }
        }
    }

    @Test func casesWithoutValuesAreEqualToThemselvesOnly() {
        #expect(Action.appeared == .appeared)
        #expect(Action.appeared != .refreshed)
        #expect(Action.refreshed != .measured(0))
    }

    @Test func theSameCaseIsEqualWhenEveryValueIs() {
        #expect(Action.search(query: "swift", limit: 10) == .search(query: "swift", limit: 10))
        #expect(Action.search(query: "swift", limit: nil) == .search(query: "swift", limit: nil))
        #expect(Action.loaded(RequestID(1), Item(name: "a", tags: ["x"])) == .loaded(RequestID(1), Item(name: "a", tags: ["x"])))
        #expect(Action.tagged(["a": [1, 2]]) == .tagged(["a": [1, 2]]))
    }

    @Test func anyDifferentValueMakesThemDifferent() {
        #expect(Action.search(query: "swift", limit: 10) != .search(query: "Swift", limit: 10))
        #expect(Action.search(query: "swift", limit: 10) != .search(query: "swift", limit: 11))
        #expect(Action.search(query: "swift", limit: nil) != .search(query: "swift", limit: 0), "nil against a value")
        #expect(Action.search(query: "swift", limit: 0) != .search(query: "swift", limit: nil), "a value against nil")
        #expect(Action.loaded(RequestID(1), Item(name: "a", tags: ["x"])) != .loaded(RequestID(2), Item(name: "a", tags: ["x"])))
        #expect(Action.loaded(RequestID(1), Item(name: "a", tags: ["x"])) != .loaded(RequestID(1), Item(name: "a", tags: ["y"])), "a nested value")
        #expect(Action.tagged(["a": [1, 2]]) != .tagged(["a": [2, 1]]))
    }

    /// An action whose `encode(to:)` uses unkeyed and single-value containers, as an override template could
    /// write one: every value handed over counts, wherever it is handed.
    enum ListedAction: Encodable, Equatable {
        case moved(from: Int, to: Int?)
        case renamed(String)

        static func == (lhs: ListedAction, rhs: ListedAction) -> Bool {
            GeneratedEquality.equalActions(lhs, rhs)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: GeneratedCodingKey.self)
            switch self {
            case .moved(let from, let to):
                var values = container.nestedUnkeyedContainer(forKey: GeneratedCodingKey(stringValue: "moved"))
                try values.encode(from)
                if let to { try values.encode(to) } else { try values.encodeNil() }
            case .renamed(let name):
                var single = container.superEncoder(forKey: GeneratedCodingKey(stringValue: "renamed"))
                    .singleValueContainer()
                try single.encode(name)
            }
        }
    }

    @Test func valuesInUnkeyedAndSingleValueContainersCount() {
        #expect(ListedAction.moved(from: 1, to: 2) == .moved(from: 1, to: 2))
        #expect(ListedAction.moved(from: 1, to: 2) != .moved(from: 2, to: 1), "the position of each value counts")
        #expect(ListedAction.moved(from: 1, to: nil) == .moved(from: 1, to: nil))
        #expect(ListedAction.moved(from: 1, to: nil) != .moved(from: 1, to: 0), "an encoded nil against a value")
        #expect(ListedAction.renamed("a") == .renamed("a"))
        #expect(ListedAction.renamed("a") != .renamed("b"))
    }

    @Test func eachValueComparesWithItsOwnEquality() {
        // As the synthesized `==`: Double's `==`, not its encoding, decides.
        #expect(Action.measured(.nan) != .measured(.nan))
        #expect(Action.measured(0.0) == .measured(-0.0))
        #expect(Action.measured(0.1 + 0.2) != .measured(0.3))
    }
}
