/// An HTTP request method such as `GET` or `POST`.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The method token as sent on the wire, for example `"GET"`.
    public let rawValue: String

    /// Creates a method from its wire token.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// `GET`: read a resource.
    public static let get = HTTPMethod(rawValue: "GET")
    /// `POST`: create a resource or run an action.
    public static let post = HTTPMethod(rawValue: "POST")
    /// `PUT`: replace a resource.
    public static let put = HTTPMethod(rawValue: "PUT")
    /// `PATCH`: change part of a resource.
    public static let patch = HTTPMethod(rawValue: "PATCH")
    /// `DELETE`: remove a resource.
    public static let delete = HTTPMethod(rawValue: "DELETE")
    /// `HEAD`: read a resource's headers only.
    public static let head = HTTPMethod(rawValue: "HEAD")

    public var description: String { rawValue }
}
