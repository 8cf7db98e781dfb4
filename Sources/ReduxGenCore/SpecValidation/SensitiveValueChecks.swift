extension ValidationRun {
    /// `sensitiveResponse: true` needs a response to redact.
    mutating func checkSensitiveResponse(_ endpoint: EndpointSpec, context: String) {
        guard let location = endpoint.sensitiveResponse, endpoint.response.type == nil else { return }
        diagnostics.error(
            "\(context) has no response to redact; remove 'sensitiveResponse' or give it a 'response' type", at: location)
    }
}
