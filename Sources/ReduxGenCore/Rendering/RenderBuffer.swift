import Foundation

/// The UTF-8 bytes a rendering writes, in one block of memory that grows by doubling with `realloc`.
///
/// Rendering appends about a million small pieces for a feature of 1,000 endpoints. Appending each to an
/// `Array` cost a generic copy of a few dozen instructions before the bytes were moved, and an array grows
/// by copying itself into new memory, which the kernel hands out zeroed page by page: growing to a
/// 4 MB file touched 8 MB. `realloc` grows a large block in place or by remapping its pages, without
/// copying them, and a piece is appended with one bounds check and one `memcpy`.
///
/// The generator renders file after file into one buffer: ``removeAll()`` keeps the memory.
final class RenderBuffer {
    private var base: UnsafeMutablePointer<UInt8>?
    private var capacity = 0
    /// How many bytes are written.
    private(set) var count = 0

    /// An empty buffer.
    init() {}

    deinit {
        free(base)
    }

    /// The bytes written, valid until the next change to the buffer.
    var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base, count: count)
    }

    /// The last byte written, or `nil` when there is none.
    var last: UInt8? {
        count > 0 ? base?[count - 1] : nil
    }

    /// The byte at `offset`, which must be below ``count``.
    subscript(offset: Int) -> UInt8 {
        precondition(offset >= 0 && offset < count, "offset out of range")
        return base.unsafelyUnwrapped[offset]
    }

    /// Forgets what is written, keeping the memory for what is written next.
    func removeAll() {
        count = 0
    }

    /// Appends `source`.
    func append(_ source: UnsafeBufferPointer<UInt8>) {
        guard let start = source.baseAddress, source.count > 0 else { return }
        reserve(count + source.count)
        UnsafeMutableRawPointer(base.unsafelyUnwrapped + count).copyMemory(from: start, byteCount: source.count)
        count += source.count
    }

    /// Makes room for at least `needed` bytes, doubling the capacity until there is.
    private func reserve(_ needed: Int) {
        guard needed > capacity else { return }
        var newCapacity = Swift.max(capacity * 2, 4096)
        while newCapacity < needed {
            newCapacity *= 2
        }
        guard let grown = realloc(base, newCapacity) else {
            fatalError("out of memory: \(newCapacity) bytes for rendered text")
        }
        base = grown.assumingMemoryBound(to: UInt8.self)
        capacity = newCapacity
    }
}
