/// The state changes that starting a request makes, as tests expect them.
enum RequestStartChanges {
    /// The expected changes when `endpoint` starts from its first page as request number `requestNumber`
    /// of a fresh state: the next request id, the status, the page and the optimistic steps.
    /// `settingNextID: false` leaves out the next request id, for a caller that sets it once after several
    /// requests.
    static func expected(for endpoint: ResolvedEndpoint, requestNumber: Int, settingNextID: Bool = true) -> [ExpectedChange] {
        var changes: [ExpectedChange] = []
        if settingNextID { changes.append(ExpectedChange(.property("nextRequestID"), .requestID(requestNumber + 1))) }
        changes.append(ExpectedChange(.property(endpoint.statusProperty), .loading(requestNumber: requestNumber)))
        if let pagination = endpoint.pagination {
            changes.append(ExpectedChange(.property(endpoint.pageProperty), .firstPage(pagination.firstPage)))
        }
        return changes + endpoint.optimism.expectedStartChanges(requestNumber: requestNumber)
    }
}
