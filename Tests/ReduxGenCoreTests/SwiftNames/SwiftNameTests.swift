import Testing
@testable import ReduxGenCore

@Suite struct SwiftNameTests {
    @Test(arguments: [
        ("load_page", "loadPage"), ("load-page", "loadPage"), ("loadPage", "loadPage"), ("LoadPage", "loadPage"),
        ("URLSession", "urlSession"), ("ID", "id"), ("favoriteIDs", "favoriteIDs"), ("favorite_ids", "favoriteIds"),
        ("__private", "private"), ("x", "x"), ("", ""), ("Item1", "item1"), ("_load__page-", "loadPage"),
        ("Émile_page", "émilePage"), ("ÉTÉ", "été"), ("HTTPStatus_code", "httpStatusCode"), ("URL_id", "urlId"),
        ("x_y", "xY"), ("_", ""), ("-A", "a"), ("Load_Page", "loadPage"), ("load_2pages", "load2pages"),
    ])
    func lowerCamelCase(input: String, expected: String) {
        #expect(SwiftName.lowerCamelCase(input) == expected)
    }

    @Test(arguments: [
        ("repo_search", "RepoSearch"), ("repo-search", "RepoSearch"), ("repoSearch", "RepoSearch"),
        ("RepoSearch", "RepoSearch"), ("feed", "Feed"), ("item_1", "Item1"), ("a-b_c", "ABC"), ("été_plage", "ÉtéPlage"),
        ("a", "A"), ("__", ""), ("URL_session", "URLSession"), ("load__page-", "LoadPage"), ("x_2y", "X2y"),
    ])
    func upperCamelCase(input: String, expected: String) {
        #expect(SwiftName.upperCamelCase(input) == expected)
    }

    @Test(arguments: [
        ("fullName", "full_name"), ("avatarURL", "avatar_url"), ("urlSession", "url_session"),
        ("id", "id"), ("HTTPStatusCode", "http_status_code"),
    ])
    func snakeCase(input: String, expected: String) {
        #expect(SwiftName.snakeCase(input) == expected)
    }

    @Test func backticksAreRemovedFromBothEnds() {
        #expect(SwiftName.unescaped("`default`") == "default")
        #expect(SwiftName.unescaped("query") == "query")
        #expect(SwiftName.unescaped("``") == "")
    }

    @Test func keywordsAreEscapedWithBackticks() {
        #expect(SwiftName.escaped("default") == "`default`")
        #expect(SwiftName.escaped("class") == "`class`")
        #expect(SwiftName.escaped("query") == "query")
    }

    @Test func memberNamesAcceptKeywordsButNotSelfOrInit() {
        #expect(SwiftIdentifier.memberNameProblem("default") == nil)
        #expect(SwiftIdentifier.memberNameProblem("self") == .reservedForMembers)
        #expect(SwiftIdentifier.memberNameProblem("init") == .reservedForMembers)
        // A payload, field or parameter named `inout` becomes an argument label, which Swift refuses.
        #expect(SwiftIdentifier.memberNameProblem("inout") == .reservedForMembers)
    }

    @Test func typeNamesRejectKeywordsAndBuiltins() {
        #expect(SwiftIdentifier.typeNameProblem("Self") == .reservedForTypes)
        #expect(SwiftIdentifier.typeNameProblem("Type") == .reservedForTypes)
        #expect(SwiftIdentifier.typeNameProblem("Any") == .reservedForTypes)
        #expect(SwiftIdentifier.typeNameProblem("String") == .reservedForTypes)
        #expect(SwiftIdentifier.typeNameProblem("Repository") == nil)
    }

    @Test func invalidIdentifiersAreReported() {
        #expect(SwiftIdentifier.memberNameProblem("1st") == .startsWithDigit)
        #expect(SwiftIdentifier.memberNameProblem("my name") == .invalidCharacter(" "))
        #expect(SwiftIdentifier.memberNameProblem("é") == .invalidCharacter("é"))
        #expect(SwiftIdentifier.memberNameProblem("___") == .empty)
    }

    @Test func namesOverTheLimitAreTooLong() {
        let limit = SwiftName.maximumLength
        #expect(SwiftIdentifier.memberNameProblem(String(repeating: "a", count: limit)) == nil)
        #expect(SwiftIdentifier.memberNameProblem(String(repeating: "a", count: limit + 1)) == .tooLong(limit + 1))
        #expect(SwiftIdentifier.typeNameProblem(String(repeating: "A", count: limit + 1)) == .tooLong(limit + 1))
    }
}
