import ReduxGenCore
import Testing

@Suite("YAML loader: limits against hostile input")
struct YAMLLimitTests {
    /// The classic "billion laughs": ten levels, each listing the previous one ten times.
    static let aliasBomb: String = {
        var lines = ["a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1...9 {
            let previous = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
            lines.append("a\(level): &a\(level) [\(previous)]")
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    @Test("an alias bomb stops at the expansion limit with an error at the alias that crosses it")
    func aliasBomb() throws {
        let diagnostics = try #require(loadingErrors(Self.aliasBomb))
        #expect(diagnostics.count == 1)
        #expect(diagnostics[0].message.contains("more than 100000 nodes"))
        // Lines 2 to 4 expand 12,330 nodes; each alias on line 5 adds level 3's 11,111 nodes, so the
        // eighth one (column 45) is the first to cross 100,000.
        #expect(diagnostics[0].location == at(5, 45))
    }

    @Test("aliases within the expansion limit load")
    func aliasesWithinLimit() throws {
        let limits = YAMLLoaderLimits(maximumAliasExpansionNodes: 200_000)
        let root = try loadYAML(Self.aliasBomb.split(separator: "\n").prefix(5).joined(separator: "\n"), limits: limits)
        #expect(root["a4"]?.sequence?.count == 10)
    }

    @Test("nesting 10,000 flow sequences deep is a located error, not a stack overflow")
    func deepFlowNesting() throws {
        let text = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let diagnostics = try #require(loadingErrors(text))
        #expect(diagnostics[0].message == "the YAML nests deeper than 256 levels of sequences and mappings")
        #expect(diagnostics[0].location == at(1, 257))
    }

    @Test("nesting 10,000 block sequences deep is a located error")
    func deepBlockNesting() throws {
        // `- - - x` nests compact block sequences, so 10,000 levels fit on one line.
        let text = String(repeating: "- ", count: 10_000) + "x\n"
        let diagnostics = try #require(loadingErrors(text))
        #expect(diagnostics[0].message == "the YAML nests deeper than 256 levels of sequences and mappings")
        #expect(diagnostics[0].location == at(1, 2 * 256 + 1))
    }

    @Test("nesting exactly at the depth limit loads")
    func nestingAtLimit() throws {
        let text = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        var node = try loadYAML(text)
        var depth = 1
        while let first = node.sequence?.first {
            node = first
            depth += 1
        }
        #expect(depth == 256)
    }

    @Test("an alias that would nest the tree too deep is a located error")
    func deepThroughAlias() throws {
        let limits = YAMLLoaderLimits(maximumNestingDepth: 4)
        let diagnostics = try #require(loadingErrors("a: &a [[x]]\nb: [[*a]]\n", limits: limits))
        #expect(diagnostics[0].location == at(2, 6))
        #expect(diagnostics[0].message.contains("'*a'"))
        #expect(loadingErrors("a: &a [[x]]\nb: [*a]\n", limits: limits) == nil)
    }

    @Test("input over the size limit is rejected before parsing, at 1:1")
    func sizeLimit() throws {
        let limits = YAMLLoaderLimits(maximumInputBytes: 64)
        let text = "key: " + String(repeating: "x", count: 100)
        let diagnostics = try #require(loadingErrors(text, limits: limits))
        #expect(diagnostics[0].location == at(1, 1))
        #expect(diagnostics[0].message == "the file is larger than 64 bytes, the most reduxgen reads as YAML")
        #expect(loadingErrors("key: value", limits: limits) == nil)
    }

    @Test("the default limits are the documented ones")
    func defaults() {
        #expect(YAMLLoaderLimits.default.maximumInputBytes == 8 * 1024 * 1024)
        #expect(YAMLLoaderLimits.default.maximumNestingDepth == 256)
        #expect(YAMLLoaderLimits.default.maximumAliasExpansionNodes == 100_000)
        #expect(YAMLLoaderLimits.default.maximumAliasExpansionBytes == 1024 * 1024)
    }

    /// docs/spec.md, "Limits": aliases of one long string count its text at every use, so a few of them
    /// cannot make a spec of gigabytes.
    @Test("aliases of a long scalar stop at the expansion's text limit")
    func aliasesOfALongScalar() throws {
        let long = String(repeating: "a", count: 300_000)
        let yaml = "text: &t \"\(long)\"\nmany: [*t, *t, *t, *t]\n"
        let diagnostics = try #require(loadingErrors(yaml))
        #expect(diagnostics.count == 1)
        #expect(diagnostics[0].message.contains("more than 1048576 bytes of text"), "\(diagnostics[0].message)")
        // Three uses add 900,000 bytes; the fourth, at column 20, crosses 1 MiB.
        #expect(diagnostics[0].location == at(2, 20))
        let three = try loadYAML("text: &t \"\(long)\"\nmany: [*t, *t, *t]\n")
        #expect(three["many"]?.sequence?.count == 3)
    }
}
