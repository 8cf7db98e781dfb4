import FlyingFox
import Foundation

/// Thrown for a request body longer than the inspector accepts.
struct BodyTooLarge: Error, CustomStringConvertible {
    let limit: Int

    var description: String {
        "the request body is larger than the inspector accepts (\(describeBytes(limit)))"
    }
}

/// A request's body, read to its end before the request is answered.
///
/// Every body is read to its end, even one the inspector refuses or never looks at: FlyingFox reads the next
/// request of a kept-alive connection from the bytes that follow the answer, so a body left unread (FlyingFox
/// itself reads the rest only of bodies up to 2 MiB) would be taken for requests of its own. A page of another
/// origin could hide one there that carries none of its origin's headers.
enum RequestBody {
    /// The whole body, within the limit.
    case complete(Data)
    /// A body longer than the limit: read to its end and thrown away.
    case tooLarge(limit: Int)
    /// The body could not be read to its end (the client went away or sent something malformed).
    case unreadable(any Error)

    /// Reads the body of `request` to its end, keeping it while it stays within `limit` bytes.
    static func read(_ request: HTTPRequest, keepingAtMost limit: Int) async -> RequestBody {
        var body = Data()
        var isTooLarge = (request.bodySequence.count ?? 0) > limit
        do {
            for try await chunk in request.bodySequence {
                if !isTooLarge && chunk.count <= limit - body.count {
                    body.append(chunk)
                } else {
                    isTooLarge = true
                    body = Data()
                }
            }
        } catch {
            return .unreadable(error)
        }
        return isTooLarge ? .tooLarge(limit: limit) : .complete(body)
    }

    /// The body, or the error that says why there is none.
    func data() throws -> Data {
        switch self {
        case .complete(let data): return data
        case .tooLarge(let limit): throw BodyTooLarge(limit: limit)
        case .unreadable(let error): throw error
        }
    }
}
