import ReduxRuntime

/// The app's store, built from the generated `makeAppStore` with every feature's live environment.
@MainActor
public func makeCounterAppStore(middleware: [Middleware<AppState, AppAction>] = []) -> Store<AppState, AppAction> {
    makeAppStore(
        environment: AppEnvironment(),
        middleware: middleware
    )
}

extension AppState: CustomStringConvertible {
    /// One line a person can read, such as `count 2 (history [1]), step 1`.
    public var description: String {
        "count \(counter.count) (history \(counter.history)), step \(stepper.step)\(stepper.isLarge ? " (large)" : "")"
    }
}
