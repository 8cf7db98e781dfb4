/// Values the command-line tool keeps until its process exits, instead of freeing them when it is done
/// with them.
///
/// A run of `reduxgen` exits right after writing its files, and the kernel takes a process's memory back
/// at once when it exits. Freeing a large feature's template context first, one small allocation after
/// another (hundreds of thousands at 1,000 endpoints), cost about 5 % of a run (docs/performance.md).
/// Compilers skip the same work the same way (clang's `-disable-free`). A library caller that generates
/// again and again leaves ``Generator/keepsIntermediatesUntilExit`` off, and everything is freed as usual.
enum KeptUntilExit {
    private static let values = LockedValue<[any Sendable]>([])

    /// Keeps `value` alive until the process exits.
    static func keep(_ value: any Sendable) {
        values.withLock { $0.append(value) }
    }
}
