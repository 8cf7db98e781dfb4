import CHeapReservation

/// How the C library's heap grows during one run of `reduxgen`.
///
/// By default glibc's `malloc` grows the heap 128 KiB past each request, and gives memory at its top back
/// to the kernel as soon as 128 KiB of it are free. A run at 1,000 endpoints then asked the kernel for more
/// heap about 260 times, and memory it gave back came back as new pages, each zeroed again on first use:
/// about 650 of its 13,800 page faults (docs/performance.md, "Where the time goes"). Growing by 64 MiB at a
/// time costs nothing for the part never written, since the kernel provides a page only when it is first
/// touched. Only the command-line tool makes this setting; a library caller keeps its own. With another C
/// library than glibc, nothing changes.
enum HeapReservation {
    /// How far past each request the heap grows, and how much free memory its top keeps.
    static let topPad: Int32 = 64 << 20

    /// Makes the setting.
    static func apply() {
        _ = reduxgen_reserve_heap(topPad)
    }
}
