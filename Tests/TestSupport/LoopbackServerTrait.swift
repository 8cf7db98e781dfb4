import Testing

/// A trait for suites whose tests run HTTP servers on loopback: at most ``LoopbackServerTrait/limit`` of
/// their tests run at once in the test process, however many suites have the trait.
///
/// swift-testing starts every test of a run at once. Each of these tests runs a server of its own, with its
/// listening socket, its event queue and a thread waiting on it, and connections whose both ends are in
/// this process. Unbounded, a full run held about 200 servers and more than 1,800 open files together,
/// past the 1,024 a Linux shell allows by default, and connections failed with "Too many open files".
///
/// The limit is taken per test, not per server, so a test that runs two servers never waits for itself.
public struct LoopbackServerTrait: SuiteTrait, TestTrait, TestScoping {
    /// How many tests with servers may run at once: enough to keep two cores busy while tests wait on the
    /// network, and a few hundred open files at most.
    public static let limit = 16

    public var isRecursive: Bool { true }

    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    public func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        try await RunningTests.withServers.run(function)
    }
}

extension Trait where Self == LoopbackServerTrait {
    /// Tests that run HTTP servers on loopback, limited to ``LoopbackServerTrait/limit`` at once.
    public static var loopbackServers: Self { LoopbackServerTrait() }
}

/// Counts the running tests that have the trait, and holds the others until one ends.
private actor RunningTests {
    static let withServers = RunningTests(limit: LoopbackServerTrait.limit)

    private let limit: Int
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    private init(limit: Int) {
        self.limit = limit
    }

    func run(_ body: @Sendable () async throws -> Void) async throws {
        if running < limit {
            running += 1
        } else {
            // The test that ends hands its place over, so `running` stays as it is.
            await withCheckedContinuation { waiting.append($0) }
        }
        defer { endOne() }
        try await body()
    }

    private func endOne() {
        if waiting.isEmpty {
            running -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
