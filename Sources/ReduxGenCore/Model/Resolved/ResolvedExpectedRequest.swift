/// The request an endpoint's generated live-request test expects the live repository to send for the inputs
/// the test passes (see `LiveTestInputs`), as data: the templates write it as Swift (`Tests`, with the
/// `_expectedRequestValue` partial). Values are worked out from the spec, not by the code that builds the
/// request, so a wrong request fails its test.
public struct ResolvedExpectedRequest: Hashable, Sendable {
    /// One piece of the expected path.
    public enum PathPiece: Hashable, Sendable {
        /// Text known in advance, exactly as sent: path parameters' values already percent-encoded.
        case text(String)
        /// A path parameter's value known only at run time: the text of the test's input, which the test
        /// percent-encodes as one segment (`HTTPPath.segment`).
        case segment(ResolvedRunTimeText)
    }

    /// The value of a query item or header the test expects.
    public enum Value: Hashable, Sendable {
        /// Text known in advance.
        case text(String)
        /// Text known only at run time: the text of the test's input.
        case runTime(ResolvedRunTimeText)
    }

    /// A query item, header or form field: its name and its value.
    public struct Field: Hashable, Sendable {
        /// The name, as sent.
        public var name: String
        /// The value sent.
        public var value: Value
    }

    /// The path in order, with its parameters filled in; concatenated, the pieces are the path.
    public var pathPieces: [PathPiece]
    /// The query items in the order they are sent; an optional value that is `nil` sends none.
    public var queryItems: [Field]
    /// The headers in order: the endpoint's, then the `Content-Type` of a form body, then the API's default
    /// headers the request does not set itself, then the `Content-Type` of a JSON body.
    public var headers: [Field]
    /// The JSON body over lines, or `nil` without a body or where a value's JSON is not known in advance.
    public var bodyJSON: [String]?
    /// The fields of a form body in the order they are sent, or `nil` without a form body.
    public var formFields: [Field]?
}
