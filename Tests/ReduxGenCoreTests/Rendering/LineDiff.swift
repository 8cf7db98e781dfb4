/// A short, readable account of how two texts differ, line by line, for test failure messages.
struct TemplateTextLineDiff: CustomStringConvertible {
    var expected: String
    var actual: String
    /// The most differing lines shown.
    var limit = 20

    var description: String {
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var output: [String] = []
        for index in 0..<max(expectedLines.count, actualLines.count) {
            let want = index < expectedLines.count ? expectedLines[index] : nil
            let have = index < actualLines.count ? actualLines[index] : nil
            guard want != have else { continue }
            if output.count >= limit * 2 {
                output.append("... more differences not shown")
                break
            }
            output.append("line \(index + 1) expected: \(want.map { "\"\($0)\"" } ?? "(none)")")
            output.append("line \(index + 1)   actual: \(have.map { "\"\($0)\"" } ?? "(none)")")
        }
        return output.joined(separator: "\n")
    }
}
