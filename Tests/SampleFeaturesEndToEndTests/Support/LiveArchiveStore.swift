import Foundation
import ReduxRuntime
import SampleFeatures

/// An Archive store with the live repository of `server`, persisting into `persistenceFolder`.
@MainActor
func makeLiveArchiveStore(_ server: FixtureServer, persistenceFolder: URL) -> Store<ArchiveState, ArchiveAction> {
    makeArchiveStore(
        environment: ArchiveEnvironment(repository: LiveArchiveRepository(baseURL: server.baseURL)),
        persistenceStore: FilePersistenceStore(directory: persistenceFolder)
    )
}
