#if os(Linux)
import CGlibcMalloc
import Glibc
#endif

/// Prepares the C heap of a run that generates code: the run builds a large template context, renders
/// megabytes of text, writes them and exits.
///
/// On Linux such a run touches tens of megabytes of fresh memory (about 60 MB at 1,000 endpoints), and the
/// kernel maps it one 4 KB page at a time, one page fault each: 15,000 faults at 1,000 endpoints, about a
/// sixth of the run's CPU time (docs/performance.md). So that a fault maps 2 MB instead:
///
/// - the heap grows by 256 MB of address space at a time (`M_TOP_PAD`; nothing is allocated until it is
///   touched) and is not given back while the run lasts (`M_TRIM_THRESHOLD`);
/// - blocks of up to 32 MB (a rendered file, the render buffer) come from the heap too, rather than from a
///   mapping of their own (`M_MMAP_THRESHOLD`, at glibc's largest value);
/// - the heap's address space, grown once here, is marked for transparent huge pages
///   (`madvise(MADV_HUGEPAGE)`), which the kernel then backs with 2 MB pages when it can.
///
/// These are hints: where the kernel has transparent huge pages off, or memory too fragmented for a 2 MB
/// page, it maps 4 KB pages as before, and the output is the same either way. On other systems nothing
/// changes.
enum LargeHeap {
    /// Applies the settings above; call once, before reading the specs.
    static func prepare() {
        #if os(Linux)
        let step = 256 << 20
        let hugePage = 2 << 20
        guard mallopt(M_TOP_PAD, Int32(step)) == 1,
              mallopt(M_TRIM_THRESHOLD, Int32(2 * step)) == 1,
              mallopt(M_MMAP_THRESHOLD, Int32(32 << 20)) == 1
        else { return }
        guard let start = sbrk(0), start != UnsafeMutableRawPointer(bitPattern: -1) else { return }
        // A block larger than the heap's free top (and below the threshold above) makes the heap grow now, by
        // the block and `step`. Asking its usable size keeps the optimizer from removing the allocation,
        // which has no other use.
        let block = malloc(16 << 20)
        guard malloc_usable_size(block) > 0 else { return }
        free(block)
        guard let end = sbrk(0), end != UnsafeMutableRawPointer(bitPattern: -1) else { return }
        let first = (Int(bitPattern: start) + hugePage - 1) / hugePage * hugePage
        let length = Int(bitPattern: end) - first
        guard length >= hugePage, let region = UnsafeMutableRawPointer(bitPattern: first) else { return }
        _ = madvise(region, length / hugePage * hugePage, MADV_HUGEPAGE)
        #endif
    }
}
