import Foundation
import ReduxRuntime
import Testing

/// `LinkHeader` reads `Link` fields as RFC 8288 writes them (its examples and grammar, section 3 and 3.5),
/// and leaves out what breaks the grammar without giving up on the rest.
@Suite struct LinkHeaderTests {
    @Test func readsSeveralLinksInOrder() {
        let header = LinkHeader(
            #"<https://api.example.com/issues?page=2&per_page=30>; rel="next", <https://api.example.com/issues?page=5&per_page=30>; rel="last""#
        )
        #expect(header.links.map(\.target) == [
            "https://api.example.com/issues?page=2&per_page=30", "https://api.example.com/issues?page=5&per_page=30",
        ])
        #expect(header.links.map(\.relations) == [["next"], ["last"]])
        #expect(header.target(for: "next") == "https://api.example.com/issues?page=2&per_page=30")
        #expect(header.target(for: "prev") == nil)
    }

    @Test func relMayBeQuotedOrAToken() {
        #expect(LinkHeader("<http://example.com/TheBook/chapter2>; rel=previous").links.first?.relations == ["previous"])
        #expect(LinkHeader(#"<http://example.com/TheBook/chapter2>; rel="previous""#).links.first?.relations == ["previous"])
    }

    @Test func aRelCanHoldSeveralRelationTypes() {
        let header = LinkHeader(#"<http://example.org/>; rel="start http://example.net/relation/other""#)
        #expect(header.links.first?.relations == ["start", "http://example.net/relation/other"])
        let both = LinkHeader(#"</issues?page=9>; rel="next last""#)
        #expect(both.target(for: "next") == "/issues?page=9")
        #expect(both.target(for: "last") == "/issues?page=9")
    }

    @Test func relationTypesCompareWithoutLetterCase() {
        #expect(LinkHeader(#"</b>; REL="Next""#).target(for: "NEXT") == "/b")
    }

    @Test func spacesAroundSeparatorsAndEqualsSignsAreAllowed() {
        let header = LinkHeader("  < /a >  ;  rel = next ; title = \"A, B; C\"  ,<  /b> ;rel=last  ")
        #expect(header.links.map(\.target) == ["/a", "/b"])
        #expect(header.links.first?.parameters["title"] == "A, B; C")
        #expect(header.target(for: "last") == "/b")
    }

    @Test func keepsOtherParametersAndTheFirstRelOnly() {
        let link = LinkHeader(##"</terms>; rel="copyright"; anchor="#foo"; Type=text/html; crossorigin; rel="next""##).links.first
        #expect(link?.relations == ["copyright"])
        #expect(link?.parameters["anchor"] == "#foo")
        #expect(link?.parameters["type"] == "text/html")
        #expect(link?.parameters["crossorigin"] == "")
        #expect(link?.parameters["rel"] == "copyright")
    }

    @Test func quotedStringsUndoTheirEscapesAndMayHoldCommas() {
        let header = LinkHeader(#"</a>; title="say \"hi\", then go"; rel=next, </b>; rel=last"#)
        #expect(header.links.first?.parameters["title"] == #"say "hi", then go"#)
        #expect(header.links.map(\.target) == ["/a", "/b"])
    }

    @Test func targetsMayHoldCommasAndSemicolons() {
        let header = LinkHeader(#"</search?q=a,b;c>; rel=next"#)
        #expect(header.target(for: "next") == "/search?q=a,b;c")
    }

    @Test func relativeTargetsResolveAgainstTheBase() throws {
        let base = try #require(URL(string: "https://api.example.com/v1/issues?page=1"))
        let header = LinkHeader(#"</v1/issues?page=2>; rel="next", <?page=3>; rel="last", <https://other.example/x>; rel="alternate""#)
        #expect(header.url(for: "next", relativeTo: base)?.absoluteString == "https://api.example.com/v1/issues?page=2")
        #expect(header.url(for: "last", relativeTo: base)?.absoluteString == "https://api.example.com/v1/issues?page=3")
        #expect(header.url(for: "alternate", relativeTo: base)?.absoluteString == "https://other.example/x")
        #expect(header.url(for: "prev", relativeTo: base) == nil)
    }

    @Test func malformedLinksAreLeftOutAndTheRestRead() {
        let inputs = [
            #"https://no-brackets.example; rel="next", </ok>; rel=next"#,
            #"<unclosed; rel=next, </ok>; rel=next"#,
            #"</junk> junk; rel=next, </ok>; rel=next"#,
            #"</a>; rel="unterminated, </ok>; rel=next"#,
            #"</a>; =x, </ok>; rel=next"#,
            #"</a>; rel=, </ok>; rel=next"#,
        ]
        for input in inputs {
            let header = LinkHeader(input)
            #expect(header.target(for: "next") == "/ok" || header.links.isEmpty, "\(input)")
        }
        #expect(LinkHeader(#"https://no-brackets.example; rel="next", </ok>; rel=next"#).links.map(\.target) == ["/ok"])
        #expect(LinkHeader(#"</junk> junk; rel=next, </ok>; rel=next"#).links.map(\.target) == ["/ok"])
        #expect(LinkHeader(#"<unclosed; rel=next, </ok>; rel=next"#).links.map(\.target) == ["/ok"])
        #expect(LinkHeader(#"</a>; rel=, </ok>; rel=next"#).links.map(\.target) == ["/ok"])
        #expect(LinkHeader(#"</a>; =x, </ok>; rel=next"#).links.map(\.target) == ["/ok"])
    }

    @Test func oddInputNeverCrashes() {
        for input in ["", ",", ";", "<", ">", "<>", "<>;", "\"", "\\", "<a>;rel=\"\\", ",,,<a>,,;", "<a>; rel=\"next\"\"", "é<ü>; rel=ñ"] {
            _ = LinkHeader(input)
        }
        #expect(LinkHeader("").links.isEmpty)
        #expect(LinkHeader("<>").links == [LinkHeader.Link(target: "", relations: [])])
        #expect(LinkHeader("</a>;").links == [LinkHeader.Link(target: "/a", relations: [])])
    }

    @Test func readsEveryLinkFieldOfTheHeaders() {
        var headers = HTTPHeaders()
        headers.add(name: "Link", value: "</a>; rel=first")
        headers.add(name: "Content-Type", value: "application/json")
        headers.add(name: "link", value: "</b>; rel=next")
        #expect(LinkHeader(headers).links.map(\.target) == ["/a", "/b"])
        #expect(LinkHeader(headers).target(for: "next") == "/b")
    }
}
