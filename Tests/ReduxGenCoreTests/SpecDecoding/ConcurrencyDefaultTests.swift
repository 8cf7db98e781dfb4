import Testing
@testable import ReduxGenCore

/// docs/spec.md: an endpoint without `concurrency:` is `latest` when it reads (`GET`) and `queue` when it
/// writes (`POST`, `PUT`, `PATCH`, `DELETE`); a written policy always wins.
@Suite struct ConcurrencyDefaultTests {
    @Test func readsDefaultToLatestAndWritesToQueue() {
        let (spec, diagnostics) = readSpec("""
        feature: Items
        api:
          baseURL: http://localhost:8080
        endpoints:
          read: { method: GET, path: /items }
          create: { method: POST, path: /items }
          replace: { method: PUT, path: /items/1 }
          change: { method: PATCH, path: /items/1 }
          remove: { method: DELETE, path: /items/1 }
        """)
        #expect(diagnostics.isEmpty)
        let policies = spec?.endpoints.map { "\($0.name): \($0.concurrency.rawValue)" }
        #expect(policies == ["read: latest", "create: queue", "replace: queue", "change: queue", "remove: queue"])
    }

    @Test func aWrittenPolicyWinsOverTheDefault() {
        let (spec, diagnostics) = readSpec("""
        feature: Items
        api:
          baseURL: http://localhost:8080
        endpoints:
          read: { method: GET, path: /items, concurrency: queue }
          like: { method: PUT, path: /items/1/like, concurrency: latest }
          refresh: { method: POST, path: /refresh, concurrency: dropWhileInFlight }
        """)
        #expect(diagnostics.isEmpty)
        let policies = spec?.endpoints.map { "\($0.name): \($0.concurrency.rawValue)" }
        #expect(policies == ["read: queue", "like: latest", "refresh: dropWhileInFlight"])
    }
}
