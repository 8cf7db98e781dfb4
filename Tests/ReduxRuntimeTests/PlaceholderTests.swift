import Testing
@testable import ReduxRuntime

@Test func runtimeModuleLinks() { #expect(ReduxRuntimeVersion.placeholder == 0) }
