#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive advisory lock (`flock`) on the output folders, held by one reduxgen run at a time, so that
/// runs started at once on the same folders take turns instead of mixing their files.
///
/// The lock is taken on each output folder, or on its nearest existing ancestor when it does not exist
/// yet, and released when the value goes away or the process ends (even by `kill -9`). It only
/// coordinates reduxgen runs; other programs writing into the folders are not held back.
public final class OutputFolderLock {
    private var descriptors: [Int32] = []

    /// Locks the folders of `locations`, calling `waiting` once, with the folder's path, if another run
    /// holds one of them; then waits for it.
    public init(locking locations: OutputLocations, waiting: (String) -> Void = { _ in }) throws(DiagnosticsError) {
        // Locked in sorted order of their real paths, so two runs never wait for each other in a circle.
        var folders: [String: String] = [:]
        for path in [locations.sources, locations.tests, locations.mocks].compactMap({ $0 }) {
            if let real = Self.nearestExistingFolder(of: path), folders[real] == nil {
                folders[real] = path
            }
        }
        for (real, path) in folders.sorted(by: { $0.key < $1.key }) {
            let descriptor = open(real, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            descriptors.append(descriptor)
            if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
                waiting(path)
                while flock(descriptor, LOCK_EX) != 0 {
                    guard errno == EINTR else {
                        throw DiagnosticsError(.error(
                            "cannot lock the output folder '\(path)': \(String(cString: strerror(errno)))", at: nil),
                            isIOFailure: true)
                    }
                }
            }
        }
    }

    /// The real path of `path`, or of its nearest existing ancestor when it does not exist yet.
    private static func nearestExistingFolder(of path: String) -> String? {
        var folder = OutputPaths.trimmingTrailingSlashes(path)
        var info = stat()
        while stat(folder, &info) != 0 {
            let parent = OutputPaths.split(folder).parent
            guard parent != folder else { return nil }
            folder = parent
        }
        guard let resolved = realpath(folder, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    deinit {
        for descriptor in descriptors {
            close(descriptor)
        }
    }
}
