import FlyingFox
import Foundation

/// Thrown for a request body longer than the inspector accepts.
struct BodyTooLarge: Error, CustomStringConvertible {
    let limit: Int

    var description: String {
        "the request body is larger than the inspector accepts (\(describeBytes(limit)))"
    }
}

extension HTTPRequest {
    /// The body, read only while it stays within `limit` bytes: a declared length over the limit is refused
    /// before anything is read, and a body sent in chunks as soon as it passes the limit.
    func body(atMost limit: Int) async throws -> Data {
        if let declared = bodySequence.count, declared > limit {
            throw BodyTooLarge(limit: limit)
        }
        var body = Data()
        for try await chunk in bodySequence {
            guard chunk.count <= limit - body.count else { throw BodyTooLarge(limit: limit) }
            body.append(chunk)
        }
        return body
    }
}
