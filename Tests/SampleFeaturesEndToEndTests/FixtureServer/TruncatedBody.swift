import FlyingSocks
import Foundation

/// A response body that delivers its first bytes and then fails, so that the server closes the connection
/// in the middle of a response whose `Content-Length` promised more.
struct TruncatedBody: AsyncBufferedSequence {
    typealias Element = UInt8

    /// The bytes delivered before the failure.
    var prefix: [UInt8]

    func makeAsyncIterator() -> Iterator {
        Iterator(remaining: prefix[...])
    }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var remaining: ArraySlice<UInt8>

        mutating func next() async throws -> UInt8? {
            guard let byte = remaining.popFirst() else { throw FixtureError("connection dropped on purpose") }
            return byte
        }

        mutating func nextBuffer(suggested count: Int) async throws -> ArraySlice<UInt8>? {
            guard !remaining.isEmpty else { throw FixtureError("connection dropped on purpose") }
            let chunk = remaining.prefix(count)
            remaining = remaining.dropFirst(chunk.count)
            return chunk
        }
    }
}
