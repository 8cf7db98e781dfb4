/// A template context prepared once for rendering, so the files of one feature, all rendered from the
/// same context, share it.
public struct RenderContext: Sendable {
    /// The context templates look names up in.
    let value: TemplateValue

    /// Prepares `context` for rendering.
    public init(_ context: TemplateValue) {
        value = context
    }
}
