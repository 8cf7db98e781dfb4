/// The template context of the app files that compose several features: a typed value the one rule of
/// ``TemplateValueEncoder`` turns into what templates read; docs/templates.md ("App context").
struct AppContext: Encodable {
    /// The templates rendered once per run with several specs, each into `<name>.swift` in its root.
    static let templates: [(name: String, root: OutputRoot)] = [
        ("AppState", .sources), ("AppAction", .sources), ("AppReducer", .sources), ("AppTests", .tests),
    ]

    var contextVersion = FeatureContext.version
    var specPath: String
    /// `public ` or nothing, as a feature's.
    var access: String
    var testModule: String
    /// Each a ``FeatureContext`` with its `routingCheck`, encoded once and shared with the lists below.
    var features: [TemplateValue]
    /// The persisted fields of every feature, in the order of the features.
    var persistedFields: [AppPersistedFieldContext]
    /// The modules the app files import: Foundation where a feature's state, action or values hold `Date`,
    /// `URL` or `UUID`, and ReduxRuntime.
    var imports: [String]
    /// The features with an environment, which `AppEnvironment` holds.
    var environmentFeatures: [TemplateValue]
    /// The features in the middleware flavor that send requests, whose middleware the app store runs.
    var middlewareFeatures: [TemplateValue]
    /// The features whose State or Action has sensitive values, for AppState's and AppAction's
    /// `SensitiveValues` conformances.
    var sensitive: Sensitive<TemplateValue>
    /// What `makeAppReducer` does after an action to other features.
    var appReactions: [AppReactionContext]
    var appReactionsUsePrevious: Bool
    /// The credentials `makeAppStore` renews when a request is answered 401.
    var credentialRenewers: [CredentialRenewerContext]

    static func make(_ features: [ResolvedFeature], access: AccessLevel, testModule: String) -> TemplateValue {
        TemplateValueEncoder.encode(AppContext(features, access: access, testModule: testModule))
    }

    init(_ features: [ResolvedFeature], access: AccessLevel, testModule: String) {
        let reactions = AppReactionResolver.reactions(of: features)
        let contexts = features.map { feature in
            var context = FeatureContext(feature)
            context.routingCheck = Self.routingCheck(feature, features: features, reactions: reactions)
            return TemplateValueEncoder.encode(context)
        }
        specPath = features.map(\.specPath).joined(separator: ", ")
        self.access = access.modifier
        self.testModule = testModule
        self.features = contexts
        persistedFields = features.flatMap { feature in
            feature.persistedFields.map { AppPersistedFieldContext($0, featureMember: feature.memberName) }
        }
        imports = (FeatureContext.appUsesFoundationTypes(features) ? ["Foundation"] : []) + ["ReduxRuntime"]
        environmentFeatures = zip(features, contexts).filter { $0.0.hasEnvironment }.map(\.1)
        middlewareFeatures = zip(features, contexts).filter { $0.0.sideEffects == .middleware && !$0.0.endpoints.isEmpty }.map(\.1)
        sensitive = Sensitive(
            state: zip(features, contexts).filter { !$0.0.sensitivePaths.state.isEmpty }.map(\.1),
            actions: zip(features, contexts).filter { !$0.0.sensitivePaths.actions.isEmpty }.map(\.1))
        appReactions = reactions.map { reaction in
            var context = AppReactionContext(reaction)
            context.tested = AppResetTestContext(reaction, features: features, reactions: reactions).map(AppReactionTestContext.reset)
                ?? AppOutcomeTestContext(reaction, context: context, features: features).map(AppReactionTestContext.outcome)
            return context
        }
        appReactionsUsePrevious = reactions.contains(where: \.usesPrevious)
        credentialRenewers = CredentialRenewerContext.renewers(of: features)
    }

    /// What the app test sends to check that a feature's actions reach the feature's state: the first
    /// declared (not custom) action that changes the default state or makes the app reducer send requests
    /// of other features, else the first endpoint's request action, else the first declared action; with
    /// the state changes it makes on the feature's slice of the app state (`$0.<feature>`), and the request
    /// actions of other features its triggers send (`sends`).
    private static func routingCheck(
        _ feature: ResolvedFeature, features: [ResolvedFeature], reactions: [ResolvedAppReaction]
    ) -> RoutingCheckContext? {
        let declared = feature.actions.filter { !$0.isCustom }
        let checks = declared.lazy.map { action in
            let reaction = reactions.first { $0.featureMember == feature.memberName && $0.source == .action(caseName: action.name) }
            let received = receivedRequests(after: action, of: feature, sends: reaction?.sends ?? [], features: features)
            return (action: action, received: received)
        }
        let fallback = feature.endpoints.isEmpty ? checks.first : nil
        if let (action, received) = checks.first(where: { $0.action.changesDefaults || $0.received?.isEmpty == false }) ?? fallback {
            return RoutingCheckContext(
                caseConstruction: CallContext(action.caseConstruction),
                payload: action.payload.map(PayloadFieldContext.init),
                changes: action.appExpectedChanges.map(ExpectedChangeContext.init),
                sends: received?.map(ReceivedRequestContext.init) ?? [],
                // The requests then run to their end unchecked: what their answers lead to is what their
                // features' tests check. When a `when:` cannot be told, the sent actions are skipped too.
                startsRequests: action.startsRequests || received?.isEmpty != true)
        }
        guard let endpoint = feature.endpoints.first else { return nil }
        return RoutingCheckContext(
            caseConstruction: CallContext(endpoint.requestCaseConstruction),
            payload: endpoint.payload.map(PayloadFieldContext.init),
            changes: RequestStartChanges.expected(for: endpoint, requestNumber: 1, inApp: true).map(ExpectedChangeContext.init),
            sends: [], startsRequests: true)
    }

    /// A request action of another feature that the app reducer sends after an action (a trigger
    /// `app.<feature>.<action>` of the endpoint), and the state changes its start makes on that feature's
    /// slice.
    fileprivate struct ReceivedRequest {
        var send: ResolvedAppReaction.Send
        var changes: [ExpectedChange]
    }

    /// The request actions of other features that the app reducer sends after `action` of `feature` in the
    /// app tests, which start from the defaults: each of `sends` whose `when:` holds on the state the action
    /// leaves, in order. `nil` when a `when:` cannot be told from the spec (the test then skips them all).
    private static func receivedRequests(
        after action: ResolvedAction, of feature: ResolvedFeature, sends: [ResolvedAppReaction.Send], features: [ResolvedFeature]
    ) -> [ReceivedRequest]? {
        let byMember = ResolvedFeature.byMember(features)
        var received: [ReceivedRequest] = []
        for send in sends {
            if let condition = send.condition {
                guard let holds = condition.holdsInAppTests(after: action.appTestResults, of: feature, features: byMember) else { return nil }
                if !holds { continue }
            }
            guard let target = byMember[SwiftName.unescaped(send.featureMember)],
                  let endpoint = target.endpoints.first(where: { $0.name == send.caseName })
            else { return nil }
            // Each endpoint counts its requests from 1.
            let requestNumber = received.count { $0.send.featureMember == send.featureMember && $0.send.caseName == send.caseName } + 1
            received.append(ReceivedRequest(send: send, changes: RequestStartChanges.expected(for: endpoint, requestNumber: requestNumber)))
        }
        return received
    }
}

/// A persisted field of a feature of the app: the `featureMember` holding it, its `name`, `key`,
/// and the `inlineSampleValue` the app test saves and restores.
struct AppPersistedFieldContext: Encodable {
    var featureMember: String
    var name: String
    var key: String
    var inlineSampleValue: PartsContext<SampleValuePart>

    init(_ field: ResolvedStateField, featureMember: String) {
        self.featureMember = featureMember
        name = field.name
        key = field.persistenceKey
        inlineSampleValue = SampleValuePart.parts(of: field.inlineSampleValue)
    }
}

/// What the app test sends to check that a feature's actions reach the feature's state: the action's
/// `caseConstruction` and `payload`, the `changes` on the feature's slice, whether it
/// `startsRequests`, and the request actions of other features the app reducer `sends` after it.
struct RoutingCheckContext: Encodable {
    var caseConstruction: CallContext
    var payload: [PayloadFieldContext]
    var changes: [ExpectedChangeContext]
    var sends: [ReceivedRequestContext]
    var startsRequests: Bool
}

/// A request action of another feature the app reducer sends in the routing check: its `feature`,
/// `featureMember`, `name` (the request action's case), `endpoint` and `trigger`, and the `changes` its start makes.
struct ReceivedRequestContext: Encodable {
    var feature: String
    var featureMember: String
    var name: String
    var endpoint: String
    var trigger: String
    var changes: [ExpectedChangeContext]

    fileprivate init(_ request: AppContext.ReceivedRequest) {
        feature = request.send.feature
        featureMember = request.send.featureMember
        name = request.send.caseName
        endpoint = request.send.endpoint
        trigger = request.send.trigger
        changes = request.changes.map(ExpectedChangeContext.init)
    }
}
