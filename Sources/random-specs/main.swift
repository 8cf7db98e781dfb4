// random-specs: writes the random valid specs of a set of seeds, or minimizes a failing one.
//
//   random-specs write --seeds 1-24 --output DIR
//       DIR/specs/*.yaml (every module of the seeds, to generate together), DIR/UserCode/*Hooks.swift
//       (the hooks of custom actions) and DIR/seeds.txt (per spec file: its seed and its feature's Swift name).
//   random-specs minimize --seed N --output DIR --check COMMAND [--budget 30]
//       Cuts the module of seed N down while `COMMAND DIR` still fails (exit status not 0), writing each
//       candidate into DIR first; prints the smallest failing module's specs.
import Foundation
import RandomSpecs
import ReduxGenCore

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data(("random-specs: " + message + "\n").utf8))
    exit(2)
}

func value(of option: String, in arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: option), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

func seeds(_ text: String) -> [UInt64] {
    text.split(separator: ",").flatMap { part -> [UInt64] in
        let bounds = part.split(separator: "-").compactMap { UInt64($0) }
        guard let low = bounds.first else { fail("invalid seeds '\(text)'; write them like 1-24 or 3,7") }
        let high = bounds.count > 1 ? bounds[1] : low
        guard low <= high else { fail("invalid seed range '\(part)'") }
        return Array(low...high)
    }
}

func write(_ files: [RandomSpecFile], to folder: String, reporting: Bool = true) -> Bool {
    do {
        let diagnostics = try RandomModuleWriter.write(files, to: folder)
        for diagnostic in diagnostics where reporting {
            FileHandle.standardError.write(Data((DiagnosticFormatter.textLine(diagnostic) + "\n").utf8))
        }
        return diagnostics.isEmpty
    } catch {
        fail("cannot write into '\(folder)': \(error)")
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first, let output = value(of: "--output", in: arguments) else {
    fail("usage: random-specs write --seeds 1-24 --output DIR | minimize --seed N --output DIR --check COMMAND")
}
switch command {
case "write":
    let chosen = seeds(value(of: "--seeds", in: arguments) ?? "1-24")
    let modules = chosen.map { RandomSpecGenerator.module(seed: $0) }
    if !write(modules.flatMap { $0 }, to: output) {
        fail("the random specs of seeds \(chosen) do not validate together (see above): the generator made an invalid spec")
    }
    // Which seed made each spec: file name, seed, and the feature's Swift name (which generated names use).
    let index = modules.flatMap { $0 }.map { file in
        "\(file.fileName) \(file.seed) \(SwiftName.upperCamelCase(String(file.fileName.dropLast(5))))"
    }.joined(separator: "\n") + "\n"
    try? Data(index.utf8).write(to: URL(fileURLWithPath: output + "/seeds.txt"))
    print("random-specs: wrote \(modules.flatMap { $0 }.count) specs of \(chosen.count) seeds into \(output)")
case "minimize":
    guard let seedText = value(of: "--seed", in: arguments), let seed = UInt64(seedText),
          let check = value(of: "--check", in: arguments)
    else { fail("minimize needs --seed N and --check COMMAND") }
    let budget = value(of: "--budget", in: arguments).flatMap(Int.init) ?? 30
    let minimized = RandomSpecMinimizer.minimize(RandomSpecGenerator.module(seed: seed), budget: budget) { candidate in
        // A candidate that no longer validates is no smaller failing spec: skipped.
        guard write(candidate, to: output, reporting: false) else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", check + " \"$0\"", output]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { fail("cannot run '\(check)': \(error)") }
        process.waitUntilExit()
        return process.terminationStatus != 0
    }
    _ = write(minimized, to: output)
    print("random-specs: seed \(seed), minimized spec:")
    for file in minimized { print("--- \(file.fileName)\n" + file.tree.yaml, terminator: "") }
default:
    fail("unknown command '\(command)'; use write or minimize")
}
