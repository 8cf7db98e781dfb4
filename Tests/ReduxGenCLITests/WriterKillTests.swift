import CLITestSupport
import Foundation
import Testing

/// `kill -9` at random moments of a run that rewrites every generated file: each file is always its
/// complete old or complete new version, and the next run leaves the new set and no temporary file.
///
/// The two versions differ in access level (`internal` and `public`), which changes every source file.
/// Trials alternate between them. The delay before each kill is drawn from a fixed seed as a fraction of
/// the time the latest uninterrupted run took (which follows the machine's load), then between the latest
/// delay that came too early and the earliest that came too late. Trials go on until
/// `REDUXGEN_KILL_INTERRUPTIONS` kills (default 6) landed while files were being written, at most twenty
/// times as many trials.
@Suite struct WriterKillTests {
    static let seed: UInt64 = 0x5EED_4B11
    static var wantedInterruptions: Int {
        ProcessInfo.processInfo.environment["REDUXGEN_KILL_INTERRUPTIONS"].flatMap(Int.init) ?? 6
    }

    static func arguments(access: String) -> [String] {
        ["specs", "--output", "Out", "--tests-output", "OutTests", "--access", access]
    }

    @Test(.timeLimit(.minutes(5)))
    func everyFileIsCompleteOldOrNewAndTheNextRunCleansUp() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        // The two complete versions, generated without interruption.
        var versions: [String: [String: String]] = [:]
        for access in ["internal", "public"] {
            let result = try await ReduxGenProcess.run(Self.arguments(access: access), in: project.folder)
            #expect(result.exitCode == 0, "\(result)")
            versions[access] = try Self.generatedFiles(in: project.folder)
        }
        let paths = Set(versions["internal"]!.keys)
        #expect(paths == Set(versions["public"]!.keys))
        #expect(paths.contains { versions["internal"]![$0] != versions["public"]![$0] })

        let start = Date()
        _ = try await ReduxGenProcess.run(Self.arguments(access: "internal"), in: project.folder)
        var runTime = max(Date().timeIntervalSince(start), 0.05)

        var rng = SplitMix64(seed: Self.seed)
        var interruptedMidSwitch = 0
        var trial = 0
        // Files are written in the last few milliseconds of a run. Once kills have come both before the run
        // wrote anything and after it wrote everything, the next ones are drawn between those two delays.
        var tooEarly = 0.0
        var tooLate = Double.infinity
        while interruptedMidSwitch < Self.wantedInterruptions && trial < 20 * Self.wantedInterruptions {
            defer { trial += 1 }
            let target = trial.isMultiple(of: 2) ? "public" : "internal"
            let delay = tooEarly > 0 && tooEarly < tooLate && tooLate.isFinite
                ? Double.random(in: tooEarly...tooLate, using: &rng)
                : Double.random(in: 0.3...1.0, using: &rng) * runTime
            try await Self.runAndKill(Self.arguments(access: target), in: project.folder, after: delay)

            let files = try Self.generatedFiles(in: project.folder)
            #expect(Set(files.keys) == paths, "trial \(trial) (seed \(Self.seed)): files missing after kill -9")
            var versionsSeen: Set<String> = []
            for (path, contents) in files {
                let isInternal = contents == versions["internal"]![path]
                let isPublic = contents == versions["public"]![path]
                if isInternal && !isPublic {
                    versionsSeen.insert("internal")
                } else if isPublic && !isInternal {
                    versionsSeen.insert("public")
                } else if !isInternal && !isPublic {
                    Issue.record("trial \(trial) (seed \(Self.seed), delay \(delay) s): \(path) is neither version")
                }
            }
            let leftovers = try Self.leftovers(in: project.folder)
            if versionsSeen.count == 2 || !leftovers.isEmpty {
                interruptedMidSwitch += 1
            } else if versionsSeen == [target] {
                tooLate = min(tooLate, delay)
            } else {
                tooEarly = max(tooEarly, delay)
            }
            // The load changed under the runs: aim afresh.
            if tooEarly >= tooLate { (tooEarly, tooLate) = (0, .infinity) }
            // The set switches as a whole: files of both versions only while a journal records the switch.
            #expect(versionsSeen.count <= 1 || leftovers.contains { $0.hasSuffix(".reduxgen-journal") },
                    "trial \(trial) (seed \(Self.seed), delay \(delay) s): a mix of versions without a journal")

            let nextStart = Date()
            let next = try await ReduxGenProcess.run(Self.arguments(access: target), in: project.folder)
            runTime = max(Date().timeIntervalSince(nextStart), 0.05)
            #expect(next.exitCode == 0, "trial \(trial): \(next)")
            #expect(try Self.leftovers(in: project.folder).isEmpty, "trial \(trial): temporary files survived the next run")
            #expect(try Self.generatedFiles(in: project.folder) == versions[target]!, "trial \(trial): the next run left a mix")
        }
        print("kill -9 trials: \(trial), interrupted while writing: \(interruptedMidSwitch)")
        #expect(interruptedMidSwitch > 0, "no kill in \(trial) trials landed while files were written")
    }

    /// Every `.swift` file below `Out` and `OutTests`, by relative path.
    static func generatedFiles(in folder: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        for root in ["Out", "OutTests"] {
            let base = folder.appendingPathComponent(root)
            for name in try FileManager.default.contentsOfDirectory(atPath: base.path) where name.hasSuffix(".swift") && !name.hasPrefix(".") {
                files["\(root)/\(name)"] = String(decoding: try Data(contentsOf: base.appendingPathComponent(name)), as: UTF8.self)
            }
        }
        return files
    }

    /// Hidden temporary files and journals in the output folders.
    static func leftovers(in folder: URL) throws -> [String] {
        try ["Out", "OutTests"].flatMap { root in
            try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(root).path)
                .filter { $0.hasSuffix(".reduxgen-tmp") || $0 == ".reduxgen-journal" }
                .map { "\(root)/\($0)" }
        }
    }

    /// Starts reduxgen and sends it SIGKILL after `delay` seconds (or lets it finish if it is faster).
    static func runAndKill(_ arguments: [String], in folder: URL, after delay: Double) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            DispatchQueue.global().async {
                do {
                    let process = Process()
                    process.executableURL = ReduxGenProcess.executable
                    process.arguments = arguments
                    process.currentDirectoryURL = folder
                    process.standardOutput = FileHandle.nullDevice
                    process.standardError = FileHandle.nullDevice
                    try process.run()
                    usleep(UInt32(delay * 1_000_000))
                    kill(process.processIdentifier, SIGKILL)
                    process.waitUntilExit()
                    continuation.resume()
                } catch {
                    continuation.resume(throwing: error)
                }
            }
        }
    }
}

/// A small seeded random number generator (SplitMix64), so the kill delays repeat from run to run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
