import CLITestSupport
import Foundation
import Testing

/// docs/generated-code.md: a feature's environment holds a clock only when one of its endpoints is
/// debounced; a feature without endpoints or hooks has no environment, and its reducer is a constant.
@Suite struct EnvironmentClockTests {
    @Test func aFeatureWithoutEndpointsHasNoEnvironment() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let result = try await project.run("specs/counter.yaml", "--output", "Out", "--tests-output", "OutTests")
        #expect(result.exitCode == 0, "\(result.standardError)")
        let reducer = try project.read("Out/CounterReducer.swift")
        #expect(reducer.contains("let counterReducer = Reducer<CounterState, CounterAction> {"))
        #expect(!reducer.contains("Environment"), "\(reducer)")
        #expect(!reducer.contains("makeCounterStore"), "\(reducer)")
        #expect(!reducer.contains("clock"), "\(reducer)")
        #expect(!(try project.read("OutTests/CounterTests.swift")).contains("clock:"))
    }

    @Test func aDebouncedEndpointGivesTheEnvironmentItsClock() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try project.write("""
            feature: Search
            api: { baseURL: "http://localhost:8080" }
            state:
              query: { type: String, default: "" }
              results: { type: "[String]", default: [] }
            actions:
              queryChanged:
                payload: { query: String }
                reduce:
                  - set: query
                    from: query
            endpoints:
              search:
                method: GET
                path: /search
                query: { q: state.query }
                response: "[String]"
                store: results
                triggers: [queryChanged]
                debounce: 300ms

            """, to: "specs/search.yaml")
        let result = try await project.run("specs/search.yaml", "--output", "Out", "--tests-output", "OutTests")
        #expect(result.exitCode == 0, "\(result.standardError)")
        let reducer = try project.read("Out/SearchReducer.swift")
        #expect(reducer.contains("var clock: any Clock<Duration>"), "\(reducer)")
    }
}
