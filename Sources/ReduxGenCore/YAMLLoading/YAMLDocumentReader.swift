/// Drives libyaml's events through a `YAMLTreeBuilder`, one document at a time.
struct YAMLDocumentReader {
    let file: String
    let limits: YAMLLoaderLimits
    /// When set, a second document is an error at its start (spec files hold one document).
    let allowsMultipleDocuments: Bool
    /// See ``YAMLLoader/sectionEntryNames``.
    var sectionEntryNames: [String: String] = [:]

    /// The root node of every document in `bytes`, in order.
    func readDocuments(_ bytes: [UInt8]) throws(DiagnosticsError) -> [YAMLNode] {
        // An empty input holds no document (and an empty array has no buffer to hand to libyaml).
        guard !bytes.isEmpty else { return [] }
        return try LibYAMLEventParser.withParser(bytes: bytes, file: file) { parser throws(DiagnosticsError) in
            var documents: [YAMLNode] = []
            var builder = YAMLTreeBuilder(limits: limits, sectionEntryNames: sectionEntryNames)
            while true {
                let event = try parser.nextEvent()
                switch event.kind {
                case .streamEnd:
                    return documents
                case .documentStart:
                    if !allowsMultipleDocuments && !documents.isEmpty {
                        throw DiagnosticsError(.error(
                            "a second YAML document starts here; a spec file holds exactly one document",
                            at: event.location
                        ))
                    }
                    builder = YAMLTreeBuilder(limits: limits, sectionEntryNames: sectionEntryNames)
                case .documentEnd:
                    if let root = builder.root {
                        documents.append(root)
                    }
                default:
                    try builder.add(event)
                }
            }
        }
    }
}
