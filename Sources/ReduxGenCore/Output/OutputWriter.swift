import Foundation

/// Writes generated files into the output folders safely.
///
/// A run has two steps. ``plan(_:into:options:)`` reads the output folders and checks every rule for every
/// file: paths stay inside the output folders (symbolic links included), no user file is overwritten
/// without `--force`, folders can be created. It writes nothing. ``apply(_:)`` then writes only the files
/// whose contents change, each atomically; if any write fails it restores what it already changed, so a
/// run either happens completely or not at all.
///
/// Errors are diagnostics. Every error thrown by either step is an I/O or safety problem (exit status 2),
/// distinct from a plan that is merely not fresh (`--check` exit status 1).
public struct OutputWriter: Sendable {
    /// Existing files larger than this are never read, compared or replaced, unless the run itself
    /// generates files that large (see `readLimit(forLargestGeneratedFile:)`).
    ///
    /// It is well above what any spec generates (5,000 endpoints write a 17.3 MB tests file; this takes
    /// about 75,000), so an earlier run's larger output (a generated file `--prune` removes, say) is read
    /// too, while a huge unrelated file at a generated path still is not read whole. Only regular files
    /// are ever read.
    public static let maximumFileSize = 256 * 1024 * 1024

    /// The largest existing file a run reads: `maximumFileSize`, or twice the largest file the run
    /// generates when that is more, so that whatever the generator writes, its next run reads back.
    public static func readLimit(forLargestGeneratedFile largest: Int) -> Int {
        max(maximumFileSize, largest.multipliedReportingOverflow(by: 2).overflow ? Int.max - 1 : largest * 2)
    }

    let fileSystem: any FileSystem

    /// A writer working on `fileSystem`, the real disk by default.
    public init(fileSystem: any FileSystem = RealFileSystem()) {
        self.fileSystem = fileSystem
    }

    /// Works out what writing `files` into `locations` would do, checking every rule first.
    ///
    /// - Throws: every problem found, as diagnostics located at the file they concern (`path:1:1`) or
    ///   without location for problems with an output folder as a whole.
    public func plan(
        _ files: [GeneratedFile], into locations: OutputLocations, options: WriteOptions = WriteOptions()
    ) throws(DiagnosticsError) -> WritePlan {
        var planner = WritePlanner(fileSystem: fileSystem, options: options)
        return try planner.plan(files, into: locations)
    }

    /// Plans and applies in one step: what a normal run (neither `--check` nor `--dry-run`) does.
    public func write(
        _ files: [GeneratedFile], into locations: OutputLocations, options: WriteOptions = WriteOptions()
    ) throws(DiagnosticsError) -> WriteReport {
        try apply(try plan(files, into: locations, options: options))
    }
}
