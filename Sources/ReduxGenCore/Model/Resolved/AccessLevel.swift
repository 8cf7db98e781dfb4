/// The access level of the declarations generated code makes.
public enum AccessLevel: String, Hashable, Sendable, CaseIterable {
    /// Declarations are `public`, for features in their own module.
    case `public`
    /// Declarations have Swift's default, internal access.
    case `internal`

    /// The modifier written before a declaration, with a trailing space; empty for internal access.
    public var modifier: String {
        switch self {
        case .public: "public "
        case .internal: ""
        }
    }
}
