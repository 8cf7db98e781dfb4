import Testing
@testable import ReduxGenCore

/// docs/spec.md, "Models": models nest at most 64 deep, counting the outermost; a tree, which leads back to
/// a model through an array, ends its chain there.
@Suite struct ModelNestingTests {
    /// A spec whose model `M0` holds an optional `M1`, and so on: `count` models in one chain.
    private func chain(of count: Int, extraField: String = "") -> String {
        var lines = ["feature: Deep", "models:"]
        for index in 0..<(count - 1) {
            lines.append("  M\(index): { fields: { next: \"M\(index + 1)?\"\(extraField) } }")
        }
        lines.append("  M\(count - 1): { fields: { value: Int } }")
        lines += ["state:", "  root: \"M0?\"", "actions: { tapped: {} }"]
        return lines.joined(separator: "\n")
    }

    @Test func sixtyFourModelsInAChainAreAccepted() {
        let (_, diagnostics) = readSpec(chain(of: 64))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    @Test func sixtyFiveModelsInAChainAreAnErrorAtTheOutermost() {
        let (_, diagnostics) = readSpec(chain(of: 65))
        #expect(diagnostics.map(\.message) == [
            "model 'M0' holds 65 models nested one inside another (M0 → M1 → M2 → …); reduxgen supports at most 64",
        ])
        #expect(diagnostics.first?.location?.line == 3)
    }

    @Test func aTreeLeadingBackToItsRootEndsTheChain() {
        let (_, diagnostics) = readSpec(chain(of: 64, extraField: ", root: \"[M0]\""))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    /// The fuzzed spec that once overflowed the generator's stack: 601 models, refused at once.
    @Test func aChainFarDeeperThanTheCallStackIsRefused() {
        let (_, diagnostics) = readSpec(chain(of: 601))
        #expect(diagnostics.map(\.message).first?.hasPrefix("model 'M0' holds 601 models") == true, "\(diagnostics)")
    }
}
