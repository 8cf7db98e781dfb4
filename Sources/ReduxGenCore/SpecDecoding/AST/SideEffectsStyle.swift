/// How a feature's side effects (its requests) are written: `sideEffects:` in a spec or in
/// `reduxgen.yaml`.
public enum SideEffectsStyle: String, Hashable, Sendable, CaseIterable {
    /// The reducer returns the request effects (`<Feature>Effects.swift`).
    case effects
    /// The reducer only marks requests as started; a middleware sends them (`<Feature>Middleware.swift`).
    case middleware
}
