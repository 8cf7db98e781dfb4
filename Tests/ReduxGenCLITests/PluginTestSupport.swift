import Dispatch
import Foundation

extension TemporaryProject {
    /// Runs `reduxgen arguments` in the project on a Dispatch thread and waits without blocking a thread of
    /// the Swift concurrency pool, so tests that wait on the clock elsewhere in the run are not starved.
    func runDetached(_ arguments: String...) async throws -> ReduxGenProcess.Result {
        let folder = self.folder
        return try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try ReduxGenProcess.run(arguments, in: folder) })
            }
        }
    }
}
