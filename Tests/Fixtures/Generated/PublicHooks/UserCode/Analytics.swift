// The service of docs/generated-code.md ("The app's own services"), as written there.
import ReduxRuntime

public protocol Analytics: Sendable {
    func track(_ event: String) async
}

/// What previews and tests get: nothing is sent.
public struct NoAnalytics: Analytics {
    public init() {}
    public func track(_ event: String) async {}
}

public enum AnalyticsKey: DependencyKey {
    public static let defaultValue: any Analytics = NoAnalytics()
}

extension Dependencies {
    public var analytics: any Analytics {
        get { self[AnalyticsKey.self] }
        set { self[AnalyticsKey.self] = newValue }
    }
}
