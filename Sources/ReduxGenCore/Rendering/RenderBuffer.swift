import Foundation

/// The UTF-8 bytes a rendering writes, in one block of memory that grows by doubling with `realloc`.
///
/// Rendering appends about a million small pieces for a feature of 1,000 endpoints. Appending each to an
/// `Array` cost a generic copy of a few dozen instructions before the bytes were moved, and an array grows
/// by copying itself into new memory, which the kernel hands out zeroed page by page: growing to a
/// 4 MB file touched 8 MB. `realloc` grows a large block in place or by remapping its pages, without
/// copying them, and a piece is appended with one bounds check and one `memcpy`.
///
/// The generator renders each file into a buffer of its own, after the file's header, wraps its long lines
/// in place, and hands the memory over as the file's bytes (``takeData()``): a file's text is written once
/// and never copied.
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

    /// Appends `source`.
    func append(_ source: UnsafeBufferPointer<UInt8>) {
        guard let start = source.baseAddress, source.count > 0 else { return }
        reserve(count + source.count)
        UnsafeMutableRawPointer(base.unsafelyUnwrapped + count).copyMemory(from: start, byteCount: source.count)
        count += source.count
    }

    /// Replaces each of `replacements`, whose ranges are in ascending order and do not overlap, with its
    /// bytes.
    ///
    /// Long lines wrapped only grow, so the text is changed in place: from the last replacement back, the
    /// text after each moves toward the end, and the replacement is written before it. When a replacement
    /// would leave the text before some point shorter than it was, moving toward the end no longer works, and
    /// the text is made anew in memory of its own.
    func replaceSubranges(_ replacements: [(range: Range<Int>, bytes: [UInt8])]) {
        guard !replacements.isEmpty else { return }
        var growth = 0
        var growsEverywhere = true
        for replacement in replacements {
            precondition(replacement.range.lowerBound >= 0 && replacement.range.upperBound <= count, "range out of bounds")
            growth += replacement.bytes.count - replacement.range.count
            if growth < 0 { growsEverywhere = false }
        }
        guard growsEverywhere else {
            replaceByCopying(replacements, newCount: count + growth)
            return
        }
        // At least a byte of room, so that there is memory to address even when the text stays empty.
        reserve(Swift.max(count + growth, 1))
        let base = base.unsafelyUnwrapped
        var end = count
        var shift = growth
        for replacement in replacements.reversed() {
            let after = replacement.range.upperBound
            // `update(from:count:)` copies overlapping regions correctly, as `memmove` does.
            (base + after + shift).update(from: base + after, count: end - after)
            shift -= replacement.bytes.count - replacement.range.count
            replacement.bytes.withUnsafeBufferPointer { bytes in
                guard let source = bytes.baseAddress else { return }
                (base + replacement.range.lowerBound + shift).update(from: source, count: bytes.count)
            }
            end = replacement.range.lowerBound
        }
        count += growth
    }

    /// ``replaceSubranges(_:)`` into new memory of `newCount` bytes.
    private func replaceByCopying(_ replacements: [(range: Range<Int>, bytes: [UInt8])], newCount: Int) {
        let old = UnsafeBufferPointer(start: base, count: count)
        let oldBase = base
        base = nil
        capacity = 0
        count = 0
        reserve(newCount)
        var copiedUpTo = 0
        for replacement in replacements {
            append(UnsafeBufferPointer(rebasing: old[copiedUpTo..<replacement.range.lowerBound]))
            replacement.bytes.withUnsafeBufferPointer { append($0) }
            copiedUpTo = replacement.range.upperBound
        }
        append(UnsafeBufferPointer(rebasing: old[copiedUpTo...]))
        free(oldBase)
    }

    /// The bytes written, handed over as `Data` without copying them; the buffer is then empty, and holds no
    /// memory. The room never written is given back first.
    func takeData() -> Data {
        guard let base, count > 0 else { return Data() }
        let written = count
        let bytes = realloc(base, written) ?? UnsafeMutableRawPointer(base)
        self.base = nil
        capacity = 0
        count = 0
        return Data(bytesNoCopy: bytes, count: written, deallocator: .free)
    }

    /// Makes room for at least `needed` bytes. The check is inlined into each append (well over a million
    /// of them at 1,000 endpoints), and growing is not.
    @inline(__always)
    private func reserve(_ needed: Int) {
        if needed > capacity { grow(toHold: needed) }
    }

    /// Doubles the capacity until it holds `needed` bytes.
    @inline(never)
    private func grow(toHold needed: Int) {
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
