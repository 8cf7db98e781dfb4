import Foundation

/// The fixture server's issues routes, for the Issues sample (specs/issues.yaml), over the `issues`
/// collection of `db.json`. Every route answers 401 unless the request carries `Authorization: Bearer <token>`
/// with a token this server's `POST /login` has issued (SessionRoutes), so a request sent without a sign-in,
/// or with a token the server never gave out, is refused as a real API would.
///
/// | request | answer |
/// | --- | --- |
/// | `GET /issues?page=2&per_page=20` | the second page of 20 issues |
/// | `GET /search/issues?q=crash` | `{"total_count": n, "incomplete_results": false, "items": [...]}`, the issues with `crash` in a text |
/// | `PATCH /issues/7` with `{"state": "closed"}` | the issue with its new state, `200` (`404` for no such issue, `422` for another state) |
/// | `PUT /issues/7/star` | stars the issue for the signed-in user, `204` |
/// | `DELETE /issues/7/star` | unstars it, `204` |
enum IssuesRoutes {
    /// The collection of `db.json` the routes serve.
    static let collection = "issues"
    /// The states an issue can be in.
    static let states: Set<String> = ["open", "closed"]

    /// Whether `request` is one of the issues routes.
    static func handles(_ request: RecordedRequest) -> Bool {
        request.path == "/search/issues" || request.path == "/issues" || request.path.hasPrefix("/issues/")
    }

    /// The answer to an issues route. `user` is whom the request's bearer token was issued to, or `nil`
    /// when it carries no token this server issued.
    static func answer(
        _ request: RecordedRequest,
        user: String?,
        database: inout FixtureDatabase,
        stars: inout [String: Set<Int>]
    ) -> FixtureResponse {
        guard let user else { return .error(401, "no valid bearer token") }
        let segments = request.path.split(separator: "/").map(String.init)
        let number = segments.count >= 2 && segments[0] == collection ? segments[1] : nil
        switch (request.method, segments.count) {
        case ("GET", 1) where segments == [collection]:
            return .json(200, .array(database.list(collection, query: request.query).map(JSONValue.object)))
        case ("GET", 2) where segments == ["search", collection]:
            let query = request.query.filter { $0.name == FixtureDatabase.searchParameter }
            let items = database.list(collection, query: query)
            return .json(200, .object([
                "total_count": .int(items.count),
                "incomplete_results": .bool(false),
                "items": .array(items.map(JSONValue.object)),
            ]))
        case ("PATCH", 2):
            guard let number else { break }
            guard case .string(let state)? = request.jsonBody?["state"], states.contains(state) else {
                return .error(422, "expected a JSON object with a state of open or closed")
            }
            guard let issue = database.update(in: collection, where: "number", is: number, set: ["state": .string(state)])
            else { return .error(404, "no issue \(number)") }
            return .json(200, .object(issue))
        case ("PUT", 3) where segments[2] == "star", ("DELETE", 3) where segments[2] == "star":
            guard let number else { break }
            guard let issueNumber = Int(number), database.item(in: collection, where: "number", is: number) != nil else {
                return .error(404, "no issue \(number)")
            }
            if request.method == "PUT" {
                stars[user, default: []].insert(issueNumber)
            } else {
                stars[user, default: []].remove(issueNumber)
            }
            return .noContent
        default:
            break
        }
        return .error(405, "\(request.method) is not allowed on \(request.path)")
    }
}
