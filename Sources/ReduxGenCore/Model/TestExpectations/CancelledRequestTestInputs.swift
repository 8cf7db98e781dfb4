/// What the generated tests that cancel a request in flight (a `cancel:` step's test, the app test of
/// `resetApp:`) need of the endpoint they start.
extension ResolvedEndpoint {
    /// Whether a cancelled request does nothing beyond setting its status back to idle: no optimistic
    /// steps to roll back, and no hook called or request started by its cancelled outcome. The tests start
    /// only such requests, since they expect the status alone to change.
    var cancelsWithStatusOnly: Bool {
        optimism.records.isEmpty && outcomes.cancelledEffects == ResolvedCaseEffects()
    }

    /// The request action with each payload field at its sample: `sample` picks the sample a test file can
    /// write (`\.sampleValue` in a feature's tests, `\.inlineSampleValue` in the app tests).
    func requestConstruction(sample: KeyPath<ResolvedPayloadField, ResolvedSampleValue>) -> ResolvedCaseConstruction {
        ResolvedCaseConstruction(
            name: requestCaseConstruction.name,
            arguments: payload.map { ResolvedArgument(label: $0.label, value: .sample($0[keyPath: sample])) }
        )
    }
}
