/// Writes spec types as the Swift source generated code uses.
///
/// Models live in the feature's namespace enum (`Feed.Article`), so two features may each have a model of
/// the same name; generated code always writes the qualified name.
struct SwiftTypeSource: Sendable {
    /// The feature's Swift name, which is also the namespace of its models.
    var namespace: String

    /// The Swift source of `type`, e.g. `[Feed.Article]?`.
    func source(for type: TypeReference) -> String {
        switch type {
        case .string, .int, .double, .bool, .date, .url, .uuid: type.description
        case .json: type.swiftSource
        case .named(let name): qualifiedName(ofModel: name)
        case .optional(let wrapped): source(for: wrapped) + "?"
        case .array(let element): "[" + source(for: element) + "]"
        case .dictionary(let value): "[String: " + source(for: value) + "]"
        }
    }

    /// `Feed.Article` for the model `Article` of feature `Feed`.
    func qualifiedName(ofModel name: String) -> String {
        namespace + "." + SwiftName.upperCamelCase(name)
    }
}
