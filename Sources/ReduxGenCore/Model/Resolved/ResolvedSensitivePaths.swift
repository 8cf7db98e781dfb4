/// Where the values a spec marks sensitive sit in the JSON form of the feature's State and Action, each
/// as the keys that lead to it: what the generated `SensitiveValues` conformances list.
public struct ResolvedSensitivePaths: Hashable, Sendable {
    /// In the State: each `sensitive: true` state field, `["token"]`.
    public var state: [[String]] = []
    /// In the Action: each `sensitive: true` payload field of an action or endpoint request,
    /// `["login", "password"]`, and each `sensitiveResponse: true` endpoint's response in its outcome
    /// action, `["loginResponse", "_0", "succeeded", "_1"]`.
    public var actions: [[String]] = []

    /// The paths of a validated spec. Generated State and Action use Swift's synthesized `Codable`, so a
    /// member's JSON key is its Swift name and an unlabelled associated value is `_0`, `_1`, ...
    static func of(_ spec: FeatureSpec) -> ResolvedSensitivePaths {
        var paths = ResolvedSensitivePaths()
        paths.state = spec.state.filter(\.isSensitive).map { [$0.swiftName] }
        for action in spec.actions {
            paths.actions += action.payload.filter(\.isSensitive).map { [action.swiftName, $0.swiftName] }
        }
        for endpoint in spec.endpoints {
            paths.actions += endpoint.payload.filter(\.isSensitive).map { [endpoint.swiftName, $0.swiftName] }
            if endpoint.sensitiveResponse != nil {
                // `RequestOutcome.succeeded(RequestID, Response)`.
                paths.actions.append([endpoint.swiftName + "Response", "_0", "succeeded", "_1"])
            }
        }
        return paths
    }
}
