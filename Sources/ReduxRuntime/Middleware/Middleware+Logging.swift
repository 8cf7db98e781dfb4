extension Middleware {
    /// A middleware that logs each action and a short summary of the state change it caused:
    ///
    /// ```
    /// [feed] .refresh → isLoading: false → true
    /// ```
    ///
    /// Rendering the state costs time proportional to its size, so enable it in debug builds only.
    ///
    /// - Parameters:
    ///   - label: Prefixes every line, to tell stores apart.
    ///   - sink: Receives the lines; `.standardOutput` by default.
    ///   - maxChanges: How many changed properties a line lists.
    public static func logging(
        label: String = "store",
        to sink: LogSink = .standardOutput,
        maxChanges: Int = 5
    ) -> Middleware {
        Middleware { context, next in
            { action in
                let before = context.state
                next(action)
                let summary = StateDiff.summary(from: before, to: context.state, maxChanges: maxChanges)
                sink("[\(label)] \(StateDiff.shortDescription(of: action)) → \(summary)")
            }
        }
    }
}
