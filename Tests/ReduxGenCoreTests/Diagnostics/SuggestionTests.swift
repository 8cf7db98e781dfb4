import Testing
@testable import ReduxGenCore

/// "Did you mean" suggestions: a swap of two neighbouring letters is one edit, so short names with
/// swapped letters still get their suggestion.
@Suite struct SuggestionTests {
    @Test func aSwapOfNeighbouringLettersIsOneEdit() {
        #expect(Suggestion.editDistance("nmae", "name") == 1)
        #expect(Suggestion.editDistance("POTS", "POST") == 1)
        #expect(Suggestion.editDistance("ab", "ba") == 1)
        #expect(Suggestion.editDistance("abc", "ca") == 3)
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
        #expect(Suggestion.editDistance("", "abc") == 3)
        #expect(Suggestion.editDistance("same", "same") == 0)
    }

    @Test func shortNamesWithSwappedLettersGetASuggestion() {
        #expect(Suggestion.closest(to: "nmae", among: ["id", "name", "liked"]) == "name")
        #expect(Suggestion.closest(to: "wehre", among: ["from", "value", "by", "where", "field"]) == "where")
        #expect(Suggestion.closest(to: "identifier", among: ["id", "name"]) == nil)
    }
}
