import Testing
@testable import ReduxGenCore

/// docs/spec.md, "Limits": a feature has at most 600 actions, counting the declared ones and the four each
/// endpoint without pagination generates (the request, `Succeeded`, `Failed`, `Cancelled`).
@Suite struct ActionCountLimitTests {
    /// A feature with `actions` declared actions and `endpoints` GET endpoints that store nothing.
    private func spec(actions: Int, endpoints: Int) -> String {
        var lines = ["feature: Big", "api: { baseURL: \"http://localhost:8080\" }", "actions:"]
        lines += (1...actions).map { "  action\($0): {}" }
        lines.append("endpoints:")
        lines += (1...endpoints).map { "  load\($0): { method: GET, path: /items/\($0), response: none }" }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func sixHundredActionsAreAccepted() {
        let (_, diagnostics) = readSpec(spec(actions: 4, endpoints: 149))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    @Test func sixHundredAndOneActionsAreRefusedAtTheFeature() {
        let (_, diagnostics) = readSpec(spec(actions: 1, endpoints: 150))
        #expect(diagnostics.count == 1)
        let diagnostic = diagnostics.first
        #expect(diagnostic?.location?.line == 1)
        #expect(diagnostic?.message == """
            feature 'Big' has 601 actions (1 declared, 600 generated for its 150 endpoints), more than the 600 \
            the Swift compiler can check in the generated reducer's switch; split it into several features \
            generated together (docs/spec.md, "Limits")
            """)
    }
}
