import Foundation

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

/// A feature with `count` endpoints: every endpoint of the eight sample features, renamed and repeated, in
/// reducer groups of 80 endpoints.
func syntheticContext(endpoints count: Int) throws -> FeatureContext {
    var base = try loadContext("Petstore")
    let pool = try features.flatMap { try loadContext($0).endpoints }
    var endpoints: [Endpoint] = []
    for index in 0..<count {
        var endpoint = pool[index % pool.count]
        endpoint.name += "\(index)"
        endpoint.plainName += "\(index)"
        endpoint.statusProperty = endpoint.plainName + "Status"
        endpoints.append(endpoint)
    }
    base.endpoints = endpoints
    base.reducerGroups = stride(from: 0, to: count, by: 80).enumerated().map { number, start in
        ReducerGroup(
            number: number + 1,
            actions: number == 0 ? base.reducerGroups[0].actions : [],
            endpoints: Array(endpoints[start..<min(start + 80, count)])
        )
    }
    return base
}

func runBenchmarks(mode: String, engines: [(String, (String, [String: Any]) throws -> String)]) throws {
    let rounds = Int(CommandLine.arguments.dropFirst(2).first ?? "") ?? 20
    let cases: [(String, FeatureContext)] = [
        ("RepoSearch", try loadContext("RepoSearch")),
        ("Petstore", try loadContext("Petstore")),
        ("1000 endpoints", try syntheticContext(endpoints: 1000)),
    ]
    for (label, typed) in cases {
        var context: [String: Any] = [:]
        let encode = median(try (0..<max(3, rounds / 4)).map { _ in try seconds { context = try templateDictionary(typed) } })
        print("\(label): one-rule encoding \(String(format: "%.2f", encode * 1000)) ms")
        for (engine, render) in engines {
            for template in ["Reducer", "Repository"] {
                var bytes = 0
                let times = try (0..<(label.hasPrefix("1000") ? max(3, rounds / 4) : rounds)).map { _ in
                    try seconds { bytes = try render(template, context).utf8.count }
                }
                print("\(label) \(engine) \(template): median \(String(format: "%.2f", median(times) * 1000)) ms, min \(String(format: "%.2f", times.min()! * 1000)) ms, \(bytes) bytes")
            }
        }
    }
}
