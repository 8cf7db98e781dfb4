import Foundation

/// Where the DevTools middleware finds the inspector (`reduxgen devtools`) and how much it keeps while no
/// inspector listens.
public struct DevToolsConfiguration: Sendable {
    /// The port `reduxgen devtools` listens on unless told otherwise.
    public static let defaultPort = 9_090

    /// The inspector's address: `http://127.0.0.1:9090` by default, which a simulator reaches on its Mac.
    /// A device needs the Mac's network address and an inspector started with `--host` and `--token`.
    public var inspectorURL: URL
    /// The token the inspector was started with, if any (required when it listens beyond loopback).
    public var token: String?
    /// The name the inspector shows for this app.
    public var appName: String
    /// How many events are kept while they cannot be sent; when full, the oldest are dropped.
    public var bufferCapacity: Int
    /// How long to wait before trying again after the inspector could not be reached.
    public var retryInterval: Duration
    /// How many of the newest actions the app keeps, each with the state after it, so that the inspector
    /// can skip one (the app replays the later ones without it) and jump to a state exactly as it was. Older
    /// actions cannot be skipped, and a jump to an older state uses the state as the inspector has it, its
    /// dates to the second. It costs the memory of that many states (which share their unchanged parts with
    /// the live state); 0 keeps none.
    public var historyCapacity: Int

    /// Creates a configuration.
    public init(
        inspectorURL: URL = URL(string: "http://127.0.0.1:\(DevToolsConfiguration.defaultPort)")!,
        token: String? = nil,
        appName: String = ProcessInfo.processInfo.processName,
        bufferCapacity: Int = 500,
        retryInterval: Duration = .seconds(1),
        historyCapacity: Int = 200
    ) {
        self.inspectorURL = inspectorURL
        self.token = token
        self.appName = appName
        self.bufferCapacity = max(1, bufferCapacity)
        self.retryInterval = retryInterval
        self.historyCapacity = max(0, historyCapacity)
    }

    /// The default configuration, with the inspector's address and token taken from the environment
    /// variables `REDUXGEN_DEVTOOLS_URL` and `REDUXGEN_DEVTOOLS_TOKEN` when they are set (an Xcode scheme
    /// sets them for a run without changing code).
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment)
        -> DevToolsConfiguration
    {
        var configuration = DevToolsConfiguration()
        if let text = environment["REDUXGEN_DEVTOOLS_URL"], let url = URL(string: text) {
            configuration.inspectorURL = url
        }
        if let token = environment["REDUXGEN_DEVTOOLS_TOKEN"], !token.isEmpty {
            configuration.token = token
        }
        return configuration
    }
}
