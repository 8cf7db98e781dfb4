import Testing
@testable import ReduxDevToolsInspector

/// On loopback the inspector answers only requests addressed to a loopback name, so that a web page
/// cannot reach it through DNS rebinding.
struct LoopbackHostTests {
    @Test func loopbackNamesWithOrWithoutPortAreAccepted() {
        #expect(InspectorRoutes.isLoopbackHost("127.0.0.1:9090"))
        #expect(InspectorRoutes.isLoopbackHost("localhost:9090"))
        #expect(InspectorRoutes.isLoopbackHost("localhost"))
        #expect(InspectorRoutes.isLoopbackHost("[::1]:9090"))
    }

    @Test func otherNamesAreRefused() {
        #expect(!InspectorRoutes.isLoopbackHost("attacker.example:9090"))
        #expect(!InspectorRoutes.isLoopbackHost("127.0.0.1.attacker.example"))
        #expect(!InspectorRoutes.isLoopbackHost(nil))
    }

    /// Only a loopback name and a port: a name that merely starts like one was accepted before.
    @Test(arguments: [
        "[::1]evil.example", "[::1]:9090evil.example", "[::1].evil.example:9090", "[::1", "::1", "[::1]:",
        "localhost:", "localhost:99999", "localhost:123456", "localhost:80x", "localhost:-1", "localhost:+80",
        "127.0.0.1:9090:9090", "127.0.0.1 ", " localhost", "localhost.", "localhost@attacker.example",
        "127.0.0.1:9090,attacker.example", "",
    ])
    func hostsThatOnlyStartWithALoopbackNameAreRefused(_ host: String) {
        #expect(!InspectorRoutes.isLoopbackHost(host))
    }

    @Test func theNameMayBeInAnyCaseAndThePortAnyNumber() {
        #expect(InspectorRoutes.isLoopbackHost("LocalHost:65535"))
        #expect(InspectorRoutes.isLoopbackHost("127.0.0.1:1"))
        #expect(InspectorRoutes.isLoopbackHost("[::1]"))
    }
}
