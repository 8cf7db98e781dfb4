import ReduxRuntime
import Testing

private protocol Greeter: Sendable {
    func greeting(for name: String) -> String
}

private struct SilentGreeter: Greeter {
    func greeting(for name: String) -> String { "" }
}

private struct PoliteGreeter: Greeter {
    func greeting(for name: String) -> String { "Hello, \(name)" }
}

private struct GreeterKey: DependencyKey {
    static let defaultValue: any Greeter = SilentGreeter()
}

private struct RetryCountKey: DependencyKey {
    static let defaultValue = 3
}

extension Dependencies {
    fileprivate var greeter: any Greeter {
        get { self[GreeterKey.self] }
        set { self[GreeterKey.self] = newValue }
    }

    fileprivate var retryCount: Int {
        get { self[RetryCountKey.self] }
        set { self[RetryCountKey.self] = newValue }
    }
}

/// docs/generated-code.md, "Hooks and dependencies": an unset key reads its default value, a set one
/// its value, keys never mix, and copies are independent.
struct DependenciesTests {
    @Test func anUnsetKeyReadsItsDefaultValue() {
        let dependencies = Dependencies()
        #expect(dependencies.greeter.greeting(for: "Ada") == "")
        #expect(dependencies.retryCount == 3)
    }

    @Test func aSetKeyReadsItsValueAndLeavesOtherKeysAlone() {
        var dependencies = Dependencies()
        dependencies.greeter = PoliteGreeter()
        #expect(dependencies.greeter.greeting(for: "Ada") == "Hello, Ada")
        #expect(dependencies.retryCount == 3)
        dependencies.retryCount = 5
        #expect(dependencies.retryCount == 5)
    }

    @Test func withSetsOneValueInACopy() {
        let original = Dependencies()
        let changed = original.with(\.retryCount, 7)
        #expect(changed.retryCount == 7)
        #expect(original.retryCount == 3)
    }
}
