/// The state changes that starting a request makes, as tests expect them.
enum RequestStartChanges {
    /// The expected changes when `endpoint` starts from its first page as its own request number
    /// `requestNumber` (each endpoint counts its requests from 1): its next request id, its status and its
    /// optimistic steps, from the state the feature's request tests start from or, in the app tests
    /// (`inApp`), from the app's initial state. Those states are at the first page, so the start leaves a
    /// paginated endpoint's page as it is; the test that starts again from a later page expects it back.
    static func expected(for endpoint: ResolvedEndpoint, requestNumber: Int, inApp: Bool = false) -> [ExpectedChange] {
        [
            ExpectedChange(.property(endpoint.name + ".nextRequestID"), .requestID(requestNumber + 1)),
            ExpectedChange(.property(endpoint.statusProperty), .loading(requestNumber: requestNumber)),
        ] + endpoint.optimism.expectedStartChanges(requestNumber: requestNumber, inApp: inApp)
    }
}
