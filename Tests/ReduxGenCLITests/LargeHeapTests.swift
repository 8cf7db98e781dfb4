#if os(Linux)
import Foundation
import Glibc
import Testing

/// `reduxgen` prepares its heap so that the kernel can map it 2 MB at a time (Sources/reduxgen/LargeHeap.swift):
/// a large run then takes far fewer page faults than it has 4 KB pages of memory.
@Suite struct LargeHeapTests {
    @Test func aLargeRunFaultsFarFewerTimesThanItHasPages() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reduxgen-large-heap-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("Bench.yaml")
        try Self.spec(endpoints: 300).write(to: spec, atomically: true, encoding: .utf8)

        let usage = try Self.run([
            ReduxGenProcess.executable.path, spec.path,
            "--output", folder.appendingPathComponent("Sources").path,
            "--tests-output", folder.appendingPathComponent("Tests").path,
            "--module", "Bench",
        ], environment: ["REDUXGEN_CACHE_DIR=\(folder.appendingPathComponent(".cache").path)"])
        #expect(usage.exitStatus == 0)

        let touched = usage.minorFaults * 4096
        let resident = usage.maximumResidentKilobytes * 1024
        let mode = (try? String(contentsOfFile: "/sys/kernel/mm/transparent_hugepage/enabled", encoding: .utf8)) ?? ""
        if mode.contains("[never]") || mode.isEmpty {
            // Without transparent huge pages every page is mapped on its own, the hint changes nothing, and
            // the run still generates everything.
            #expect(touched > resident / 4, "\(usage.minorFaults) faults for \(resident) bytes, THP '\(mode)'")
        } else {
            // With 4 KB pages the run faults once per page of its heap and once per 16 pages of the files it
            // maps (5,600 faults, 22 MB, for 47 MB resident), with the heap mapped 2 MB at a time about 1,000.
            #expect(touched < resident / 4, "\(usage.minorFaults) faults for \(resident) bytes, THP '\(mode)'")
        }
    }

    /// The generation benchmark's workload (scripts/bench-workload.py): `endpoints` GET endpoints, each with
    /// its own model of six fields stored into its own state field.
    static func spec(endpoints: Int) -> String {
        var lines = ["feature: Bench", "api:", "  baseURL: http://localhost:8080", "models:"]
        for index in 1...endpoints {
            lines += [
                "  Item\(index):", "    fields:", "      title: String", "      count: Int", "      score: Double",
                "      isActive: Bool", "      updatedAt: Date", "      tags: \"[String]\"",
            ]
        }
        lines.append("state:")
        for index in 1...endpoints {
            lines.append("  item\(index): { type: \"Item\(index)?\", default: null }")
        }
        lines += ["actions:", "  appeared: {}", "endpoints:"]
        for index in 1...endpoints {
            lines += [
                "  loadItem\(index):", "    method: GET", "    path: /items/\(index)", "    response: Item\(index)",
                "    store: item\(index)",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    struct Usage {
        var exitStatus: Int32
        var minorFaults: Int
        var maximumResidentKilobytes: Int
    }

    /// Runs `arguments` as a child process and returns its own resource usage, which `wait4` reports for
    /// that child alone (the test process runs other tests' children at the same time).
    static func run(_ arguments: [String], environment: [String]) throws -> Usage {
        let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" } + environment
        var argv = arguments.map { strdup($0) } + [nil]
        var envp = environment.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        // What the run prints goes to /dev/null.
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, arguments[0], &actions, nil, &argv, &envp)
        guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 {
            guard errno == EINTR else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        }
        let exited = status & 0x7f == 0
        return Usage(
            exitStatus: exited ? (status >> 8) & 0xff : -1,
            minorFaults: usage.ru_minflt,
            maximumResidentKilobytes: usage.ru_maxrss
        )
    }
}
#endif
