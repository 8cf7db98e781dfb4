// A stand-in for the few parts of SwiftUI that code type-checked on Linux uses, where SwiftUI does not
// exist, each declared with the signature of the SDKs that ship with Swift 6 compilers (Xcode 16 and later).
// scripts/check-swiftui-binding.sh builds ReduxRuntime's `#if canImport(SwiftUI)` code against it, and the
// worked example of docs/templates.md (TeamTemplateExampleTests) type-checks the view it generates. It shows
// that code compiles against these declarations; it cannot show that SwiftUI behaves as documented.
import Foundation

/// `Binding.init(get:set:)`, whose closures are `@isolated(any) @Sendable` since those SDKs: a binding that
/// hands SwiftUI non-Sendable closures fails here as it would in Xcode.
public struct Binding<Value> {
    public init(
        get: @escaping @isolated(any) @Sendable () -> Value,
        set: @escaping @isolated(any) @Sendable (Value) -> Void
    ) {}
}

/// A view: isolated to the main actor, as the SDKs declare it.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// Builds a view from the statements of a closure.
@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
}

public struct EmptyView: View {
    nonisolated public init() {}
    public var body: Never { fatalError("a primitive view has no body") }
}

public struct TupleView<T>: View {
    nonisolated public init(_ value: T) {}
    public var body: Never { fatalError("a primitive view has no body") }
}

public struct Text: View {
    nonisolated public init<S: StringProtocol>(_ content: S) {}
    public var body: Never { fatalError("a primitive view has no body") }
}

public struct Button<Label: View>: View {
    nonisolated public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) where Label == Text {}
    public var body: Never { fatalError("a primitive view has no body") }
}

public enum HorizontalAlignment: Sendable {
    case leading, center, trailing
}

public struct VStack<Content: View>: View {
    nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError("a primitive view has no body") }
}
