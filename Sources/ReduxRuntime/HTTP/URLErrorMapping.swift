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
        default:
            return .transport(.other(urlError.localizedDescription))
        }
    }
}
