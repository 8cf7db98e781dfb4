import Foundation
import ReduxRuntime
import ReduxRuntimeTesting
import Testing
@testable import FixtureFeatures

/// The side-effect flavor the kitchen-sink spec is generated in: `Tests/Fixtures/Generated/KitchenSink`
/// (`sideEffects: effects`) or `KitchenSinkMiddleware` (`sideEffects: middleware`, feature `KitchenMw`).
/// Both must behave the same (docs/spec.md, "sideEffects"), so the request tests run once per flavor.
enum KitchenSinkFlavor: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case effects
    case middleware

    var testDescription: String { rawValue }

    /// A real store of the kitchen sink in this flavor, made by the generated `make…Store`, over
    /// `repository` and `clock`.
    @MainActor
    func makeStore(repository: GatedKitchenSinkRepository, clock: TestClock) -> any KitchenSinkHarness {
        let persistence = InMemoryPersistenceStore()
        switch self {
        case .effects:
            let environment = KitchenSinkEnvironment(repository: repository, clock: clock)
            return EffectsKitchenSink(store: makeKitchenSinkStore(environment: environment, persistenceStore: persistence))
        case .middleware:
            let environment = KitchenMwEnvironment(repository: repository, clock: clock)
            return MiddlewareKitchenSink(store: makeKitchenMwStore(environment: environment, persistenceStore: persistence))
        }
    }
}

/// An action of the kitchen-sink spec, in values both flavors share.
enum KitchenSinkCommand {
    case queryChanged(String)
    case refresh
    case search
    case loadMore
    case count
    case countSucceeded(RequestID, total: Int)
    case countFailed(RequestID, APIError)
    /// `save` of an entry with this title.
    case save(title: String)
    case ping
    case like(UUID)
    /// `cancel: like` and `resetStatus: save`, after its other steps.
    case bumped
}

/// A kitchen-sink store of either flavor, driven by flavor-neutral commands and read as flavor-neutral
/// values.
@MainActor
protocol KitchenSinkHarness {
    func send(_ command: KitchenSinkCommand)
    func cancelAllEffects()
    var inFlightEffectCount: Int { get }

    var searchStatus: RequestStatus { get }
    var searchPage: PageState { get }
    var entryTitles: [String] { get }
    var countStatus: RequestStatus { get }
    var total: Int? { get }
    var saveStatus: RequestStatus { get }
    var saveFailures: [RequestFailure] { get }
    var lastTitle: String? { get }
    var pingStatus: RequestStatus { get }
    var likeStatus: RequestStatus { get }
    var likeFailures: [RequestFailure] { get }
    var nextRequestID: RequestID { get }
}

/// The effects flavor (`KitchenSink…`).
@MainActor
struct EffectsKitchenSink: KitchenSinkHarness {
    let store: Store<KitchenSinkState, KitchenSinkAction>

    func send(_ command: KitchenSinkCommand) {
        store.dispatch(Self.action(command))
    }

    static func action(_ command: KitchenSinkCommand) -> KitchenSinkAction {
        switch command {
        case .queryChanged(let query): .queryChanged(query: query)
        case .refresh: .refresh
        case .search: .search
        case .loadMore: .loadMore
        case .count: .count
        case .countSucceeded(let id, let total):
            .countSucceeded(id, KitchenSinkValues.page(.init(titles: [], nextCursor: nil, total: total)))
        case .countFailed(let id, let error): .countFailed(id, error)
        case .save(let title): .save(entry: KitchenSinkValues.entry(title), note: nil, id: WireValues.uuid, kind: .low)
        case .ping: .ping
        case .like(let id): .like(id: id)
        case .bumped: .bumped
        }
    }

    func cancelAllEffects() { store.cancelAllEffects() }
    var inFlightEffectCount: Int { store.inFlightEffectCount }
    var searchStatus: RequestStatus { store.searchStatus }
    var searchPage: PageState { store.searchPage }
    var entryTitles: [String] { store.entries.map(\.title) }
    var countStatus: RequestStatus { store.countStatus }
    var total: Int? { store.total }
    var saveStatus: RequestStatus { store.saveStatus }
    var saveFailures: [RequestFailure] { store.saveFailures }
    var lastTitle: String? { store.last?.title }
    var pingStatus: RequestStatus { store.pingStatus }
    var likeStatus: RequestStatus { store.likeStatus }
    var likeFailures: [RequestFailure] { store.likeFailures }
    var nextRequestID: RequestID { store.nextRequestID }
}

/// The middleware flavor (`KitchenMw…`).
@MainActor
struct MiddlewareKitchenSink: KitchenSinkHarness {
    let store: Store<KitchenMwState, KitchenMwAction>

    func send(_ command: KitchenSinkCommand) {
        store.dispatch(Self.action(command))
    }

    static func action(_ command: KitchenSinkCommand) -> KitchenMwAction {
        switch command {
        case .queryChanged(let query): .queryChanged(query: query)
        case .refresh: .refresh
        case .search: .search
        case .loadMore: .loadMore
        case .count: .count
        case .countSucceeded(let id, let total):
            .countSucceeded(id, KitchenMwValues.page(.init(titles: [], nextCursor: nil, total: total)))
        case .countFailed(let id, let error): .countFailed(id, error)
        case .save(let title): .save(entry: KitchenMwValues.entry(title), note: nil, id: WireValues.uuid, kind: .low)
        case .ping: .ping
        case .like(let id): .like(id: id)
        case .bumped: .bumped
        }
    }

    func cancelAllEffects() { store.cancelAllEffects() }
    var inFlightEffectCount: Int { store.inFlightEffectCount }
    var searchStatus: RequestStatus { store.searchStatus }
    var searchPage: PageState { store.searchPage }
    var entryTitles: [String] { store.entries.map(\.title) }
    var countStatus: RequestStatus { store.countStatus }
    var total: Int? { store.total }
    var saveStatus: RequestStatus { store.saveStatus }
    var saveFailures: [RequestFailure] { store.saveFailures }
    var lastTitle: String? { store.last?.title }
    var pingStatus: RequestStatus { store.pingStatus }
    var likeStatus: RequestStatus { store.likeStatus }
    var likeFailures: [RequestFailure] { store.likeFailures }
    var nextRequestID: RequestID { store.nextRequestID }
}
