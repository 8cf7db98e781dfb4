/// The bounds the YAML loader enforces so that a hostile or broken file ends in a clear error instead of
/// a hang, a crash or runaway memory use.
public struct YAMLLoaderLimits: Hashable, Sendable {
    /// The largest input accepted, in bytes. Default: 8 MiB, far more than any feature spec needs.
    public var maximumInputBytes: Int
    /// The deepest nesting of sequences and mappings, counting the collections an alias expands to.
    /// Default: 256.
    public var maximumNestingDepth: Int
    /// The most nodes that expanding aliases may add to one document (each use of an alias adds the
    /// size of the node it copies). Default: 100,000, which stops "billion laughs" alias bombs early.
    public var maximumAliasExpansionNodes: Int
    /// The most bytes of scalar text that expanding aliases may add to one document, so that a few aliases
    /// of one long scalar cannot multiply it either. Default: 1 MiB.
    public var maximumAliasExpansionBytes: Int

    public init(
        maximumInputBytes: Int = 8 * 1024 * 1024,
        maximumNestingDepth: Int = 256,
        maximumAliasExpansionNodes: Int = 100_000,
        maximumAliasExpansionBytes: Int = 1024 * 1024
    ) {
        self.maximumInputBytes = maximumInputBytes
        self.maximumNestingDepth = maximumNestingDepth
        self.maximumAliasExpansionNodes = maximumAliasExpansionNodes
        self.maximumAliasExpansionBytes = maximumAliasExpansionBytes
    }

    /// The limits reduxgen uses unless told otherwise.
    public static let `default` = YAMLLoaderLimits()
}
