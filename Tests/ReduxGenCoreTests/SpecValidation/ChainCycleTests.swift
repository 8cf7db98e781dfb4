import Testing
@testable import ReduxGenCore

/// Which endpoints lie on a chain that comes back to where it started: the endpoints whose cycles validation
/// reports, found in time linear in the endpoints and the triggers between them.
@Suite struct ChainCycleTests {
    private func onCycles(_ edges: [String: [String]], names: [String]) -> Set<String> {
        ValidationRun.endpointsOnCycles(names, next: edges)
    }

    @Test func aChainWithoutCyclesHasNone() {
        #expect(onCycles(["a": ["b"], "b": ["c"]], names: ["a", "b", "c"]) == [])
        #expect(onCycles([:], names: ["a"]) == [])
    }

    @Test func endpointsOnACycleAreFoundAndThoseLeadingIntoItAreNot() {
        // c starts a, a and b start each other, b also starts d, which starts nothing.
        let edges = ["a": ["b"], "b": ["a", "d"], "c": ["a"]]
        #expect(onCycles(edges, names: ["a", "b", "c", "d"]) == ["a", "b"])
        // Found whichever endpoint the search starts from.
        #expect(onCycles(edges, names: ["d", "c", "b", "a"]) == ["a", "b"])
    }

    @Test func anEndpointThatStartsItselfIsOnACycle() {
        #expect(onCycles(["a": ["a"], "b": ["a"]], names: ["a", "b"]) == ["a"])
    }

    @Test func twoCyclesJoinedOneWayAreBothFound() {
        let edges = ["a": ["b"], "b": ["a", "c"], "c": ["d"], "d": ["c"], "e": ["e"]]
        #expect(onCycles(edges, names: ["a", "b", "c", "d", "e", "f"]) == ["a", "b", "c", "d", "e"])
    }

    @Test func longChainsAndCyclesAreSearchedWithoutRecursion() {
        let names = (0..<20_000).map { "e\($0)" }
        var chain: [String: [String]] = [:]
        for index in 0..<(names.count - 1) { chain[names[index]] = [names[index + 1]] }
        #expect(onCycles(chain, names: names) == [])
        var cycle = chain
        cycle[names[names.count - 1]] = [names[0]]
        #expect(onCycles(cycle, names: names) == Set(names))
    }

    @Test func aCycleAfterALongChainIsReportedOnceAtTheTriggerThatClosesIt() {
        var endpoints = ""
        for index in 0..<300 {
            let trigger = index == 0 ? "appeared" : "step\(index - 1)Succeeded"
            endpoints += "  step\(index): { method: GET, path: /s\(index), response: Int, store: count, triggers: [\(trigger)] }\n"
        }
        endpoints += "  ping: { method: GET, path: /ping, response: Int, store: count, triggers: [step299Succeeded, pongSucceeded] }\n"
        endpoints += "  pong: { method: GET, path: /pong, response: Int, store: count, triggers: [pingSucceeded] }\n"
        let (_, diagnostics) = readSpec("""
        feature: Chain
        api: { baseURL: "http://localhost:8080" }
        state: { count: { type: Int, default: 0 } }
        actions: { appeared: {} }
        endpoints:
        \(endpoints)
        """)
        #expect(diagnostics.map(\.message) == [
            "trigger 'pongSucceeded' of endpoint 'ping' closes a chain that never ends (ping → pong → ping); break the cycle with a declared action",
        ])
    }
}
