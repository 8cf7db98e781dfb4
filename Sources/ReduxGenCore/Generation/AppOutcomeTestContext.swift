/// The app tests of a reaction to an endpoint's outcome (`app.session.loginSucceeded`), an app reaction's
/// `tested`. Both start from the app's initial state with the endpoint's request 1 in flight, or with
/// request 2 in flight for the second:
///
/// - the outcome of request 1 reaches the other features: each request action of `sends` is received,
///   those without a `when:` and those whose `when:` holds on the state the outcome leaves (a field the
///   outcome changes, at its value then; any other field at its default). The store is not exhaustive:
///   what the outcome and those requests do to their own features is what the features' tests check, and
///   a request whose `when:` cannot be told from the spec (it reads a failure's message) is passed over.
/// - when the reaction counts only an outcome that answers the current request (`kind: currentOutcome`)
///   of an endpoint that is not a queue (`isQueued`: a queue keeps every failure, stale or not), the
///   outcome of request 1, now stale, changes nothing in any feature (an exhaustive store).
///
/// The outcome carries `response` (the endpoint's sample response written out) when `hasResponse`.
struct AppOutcomeTestContext: Encodable {
    var hasResponse: Bool
    var response: PartsContext<SampleValuePart>?
    var sends: [AppReactionContext.Effect]
    var isQueued: Bool

    /// The tests of `reaction`, or `nil` when it is not an outcome's, or has neither test: nothing it sends
    /// without a `when:`, and no stale outcome to test.
    init?(_ reaction: ResolvedAppReaction, context: AppReactionContext, features: [ResolvedFeature]) {
        guard case .outcome(let requestState, let outcome, let checksCurrent) = reaction.source,
              let acting = features.first(where: { $0.memberName == reaction.featureMember }),
              let endpoint = acting.endpoints.first(where: { $0.name == requestState })
        else { return nil }
        let byMember = ResolvedFeature.byMember(features)
        let changed = endpoint.outcomes.appTestResults(after: outcome)
        let sent = zip(reaction.sends, context.effects.filter { $0.kind == .send })
        sends = sent.filter { send, _ in
            guard let condition = send.condition else { return true }
            return condition.holdsInAppTests(after: changed, of: acting, features: byMember) == true
        }.map(\.1)
        isQueued = endpoint.isQueued
        guard !sends.isEmpty || (checksCurrent && !isQueued) else { return nil }
        let response = outcome == .succeeded ? endpoint.inlineSampleResponse : nil
        hasResponse = response != nil
        self.response = response.map(SampleValuePart.parts)
    }
}

/// The app tests of a reaction, when `AppTests` has any: of an action's `resetApp:`, or of an outcome.
enum AppReactionTestContext: Encodable {
    case reset(AppResetTestContext)
    case outcome(AppOutcomeTestContext)

    /// The test's context alone: templates tell the two apart by the reaction's `kind`.
    func encode(to encoder: any Encoder) throws {
        switch self {
        case .reset(let test): try test.encode(to: encoder)
        case .outcome(let test): try test.encode(to: encoder)
        }
    }
}
