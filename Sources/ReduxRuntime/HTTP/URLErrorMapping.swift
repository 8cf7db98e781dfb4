import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Maps errors from `URLSession` to ``APIError``.
enum URLErrorMapping {
    static func apiError(for error: any Error) -> APIError {
        if let error = error as? APIError { return error }
        if error is CancellationError { return .cancelled }
        guard let urlError = error as? URLError else {
            return .transport(.other(error.localizedDescription))
        }
        switch urlError.code {
        case .cancelled:
            return .cancelled
        case .timedOut:
            return .transport(.timedOut)
        case .networkConnectionLost, .badServerResponse, .zeroByteResource:
            return .transport(.connectionLost)
        case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed:
            return .transport(.cannotConnect)
        case .notConnectedToInternet:
            return .transport(.notConnected)
        case .unknown where isResponseCutShort(urlError):
            return .transport(.connectionLost)
        default:
            return .transport(.other(urlError.localizedDescription))
        }
    }

    /// FoundationNetworking (Linux) reports a connection closed in the middle of a response body as
    /// `URLError.unknown` with libcurl's text "transfer closed with N bytes remaining to read"; Apple's
    /// URLSession reports the same event as `.networkConnectionLost`. The text is the only signal there is.
    private static func isResponseCutShort(_ error: URLError) -> Bool {
        #if canImport(FoundationNetworking)
        return error.localizedDescription.contains("transfer closed")
        #else
        return false
        #endif
    }
}
