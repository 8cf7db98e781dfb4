/// The state changes that starting a request makes, as tests expect them.
enum RequestStartChanges {
    /// The expected changes when `endpoint` starts from its first page as its own request number
    /// `requestNumber` (each endpoint counts its requests from 1): its next request id, its status, its page
    /// and its optimistic steps, from the state the feature's request tests start from or, in the app tests
    /// (`inApp`), from the app's initial state.
    static func expected(for endpoint: ResolvedEndpoint, requestNumber: Int, inApp: Bool = false) -> [ExpectedChange] {
        var changes = [
            ExpectedChange(.property(endpoint.name + ".nextRequestID"), .requestID(requestNumber + 1)),
            ExpectedChange(.property(endpoint.statusProperty), .loading(requestNumber: requestNumber)),
        ]
        if let pagination = endpoint.pagination {
            changes.append(ExpectedChange(.property(endpoint.pageProperty), .firstPage(pagination.firstPage)))
        }
        return changes + endpoint.optimism.expectedStartChanges(requestNumber: requestNumber, inApp: inApp)
    }
}
