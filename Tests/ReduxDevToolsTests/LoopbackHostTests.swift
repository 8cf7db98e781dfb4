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
}
