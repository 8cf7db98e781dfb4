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
    func makeStore(repository: GatedKitchenSinkRepository, clock: TestClock) -> KitchenSinkHarness {
        let persistence = InMemoryPersistenceStore()
        switch self {
        case .effects:
            let environment = KitchenSinkEnvironment(repository: repository, clock: clock)
            let store = makeKitchenSinkStore(environment: environment, persistenceStore: persistence)
            return KitchenSinkHarness(store: store, action: KitchenSinkCommand.effectsAction)
        case .middleware:
            let environment = KitchenMwEnvironment(repository: repository, clock: clock)
            let store = makeKitchenMwStore(environment: environment, persistenceStore: persistence)
            return KitchenSinkHarness(store: store, action: KitchenSinkCommand.middlewareAction)
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

/// A kitchen-sink store of either flavor, driven by flavor-neutral commands.
@MainActor
struct KitchenSinkHarness {
    private let dispatch: @MainActor (KitchenSinkCommand) -> Void
    private let readState: @MainActor () -> any KitchenSinkFields
    private let cancelAll: @MainActor () -> Void
    private let countInFlight: @MainActor () -> Int

    init<State: KitchenSinkFields, Action>(
        store: Store<State, Action>,
        action: @escaping (KitchenSinkCommand) -> Action
    ) {
        dispatch = { store.dispatch(action($0)) }
        readState = { store.state }
        cancelAll = { store.cancelAllEffects() }
        countInFlight = { store.inFlightEffectCount }
    }

    /// The store's current state.
    var state: any KitchenSinkFields { readState() }
    var inFlightEffectCount: Int { countInFlight() }

    func send(_ command: KitchenSinkCommand) { dispatch(command) }
    func cancelAllEffects() { cancelAll() }
}

/// The fields of the kitchen-sink state that both flavors generate alike, and the titles of its entries.
protocol KitchenSinkFields {
    var search: PagedRequestState { get }
    var count: RequestState { get }
    var total: Int? { get }
    var save: RequestState { get }
    var ping: RequestState { get }
    var like: RequestState { get }
    var entryTitles: [String] { get }
    var lastTitle: String? { get }
}

extension KitchenSinkState: KitchenSinkFields {
    var entryTitles: [String] { entries.map(\.title) }
    var lastTitle: String? { last?.title }
}

extension KitchenMwState: KitchenSinkFields {
    var entryTitles: [String] { entries.map(\.title) }
    var lastTitle: String? { last?.title }
}

extension KitchenSinkCommand {
    /// The effects flavor's action.
    static func effectsAction(_ command: KitchenSinkCommand) -> KitchenSinkAction {
        switch command {
        case .queryChanged(let query): .queryChanged(query: query)
        case .refresh: .refresh
        case .search: .search
        case .loadMore: .loadMore
        case .count: .count
        case .countSucceeded(let id, let total):
            .countResponse(.succeeded(id, KitchenSinkValues.page(.init(titles: [], nextCursor: nil, total: total))))
        case .countFailed(let id, let error): .countResponse(.failed(id, error))
        case .save(let title): .save(entry: KitchenSinkValues.entry(title), note: nil, id: WireValues.uuid, kind: .low)
        case .ping: .ping
        case .like(let id): .like(id: id)
        case .bumped: .bumped
        }
    }

    /// The middleware flavor's action.
    static func middlewareAction(_ command: KitchenSinkCommand) -> KitchenMwAction {
        switch command {
        case .queryChanged(let query): .queryChanged(query: query)
        case .refresh: .refresh
        case .search: .search
        case .loadMore: .loadMore
        case .count: .count
        case .countSucceeded(let id, let total):
            .countResponse(.succeeded(id, KitchenMwValues.page(.init(titles: [], nextCursor: nil, total: total))))
        case .countFailed(let id, let error): .countResponse(.failed(id, error))
        case .save(let title): .save(entry: KitchenMwValues.entry(title), note: nil, id: WireValues.uuid, kind: .low)
        case .ping: .ping
        case .like(let id): .like(id: id)
        case .bumped: .bumped
        }
    }
}
