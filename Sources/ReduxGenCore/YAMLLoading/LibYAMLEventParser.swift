import CYAML

/// Reads `YAMLEvent`s from bytes with libyaml's event API (`yaml_parser_parse`).
///
/// libyaml is a C library: its parser is a C struct that its functions change through a pointer, and it
/// reads the input through a pointer to the bytes. The parser therefore has memory of its own, at an
/// address that does not move, for as long as it lives; and since it borrows the input buffer, it lives only
/// inside `withParser(bytes:file:_:)`.
final class LibYAMLEventParser {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let locator: SourceByteLocator
    private let lines: SourceLineTable

    /// Runs `body` with a parser reading `bytes` (which must not be empty); `file` names the input in
    /// diagnostics.
    static func withParser<Result>(
        bytes: [UInt8],
        file: String,
        _ body: (LibYAMLEventParser) throws(DiagnosticsError) -> Result
    ) throws(DiagnosticsError) -> Result {
        try bytes.withUnsafeBufferPointer { buffer throws(DiagnosticsError) -> Result in
            let locator = SourceByteLocator(bytes: bytes, file: file)
            let lines = SourceLineTable(bytes: bytes, file: file)
            guard let parser = LibYAMLEventParser(input: buffer, locator: locator, lines: lines) else {
                throw DiagnosticsError(.error("libyaml could not allocate a parser", at: .startOfFile(file)))
            }
            return try body(parser)
        }
    }

    private init?(input: UnsafeBufferPointer<UInt8>, locator: SourceByteLocator, lines: SourceLineTable) {
        guard let base = input.baseAddress else { return nil }
        parser = .allocate(capacity: 1)
        guard yaml_parser_initialize(parser) != 0 else {
            parser.deallocate()
            return nil
        }
        self.locator = locator
        self.lines = lines
        yaml_parser_set_input_string(parser, base, input.count)
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
    }

    /// The next event, or a located error when libyaml rejects the input.
    func nextEvent() throws(DiagnosticsError) -> YAMLEvent {
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) != 0 else {
            throw DiagnosticsError(LibYAMLErrorDescription(parser: parser.pointee, locator: locator, lines: lines).diagnostic)
        }
        defer { yaml_event_delete(&event) }
        return YAMLEvent(kind: Self.kind(of: event), location: location(of: event.start_mark))
    }

    /// libyaml's own line and column count U+2028, U+2029 and NEL as line breaks and put the end of a
    /// file without a final newline on a line past it, so locations come from the mark's character index.
    private func location(of mark: yaml_mark_t) -> SourceLocation {
        lines.location(ofScalarAt: Int(mark.index))
    }

    private static func kind(of event: yaml_event_t) -> YAMLEvent.Kind {
        switch event.type {
        case YAML_STREAM_START_EVENT:
            return .streamStart
        case YAML_DOCUMENT_START_EVENT:
            return .documentStart
        case YAML_DOCUMENT_END_EVENT:
            return .documentEnd
        case YAML_ALIAS_EVENT:
            return .alias(anchor: string(event.data.alias.anchor) ?? "")
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            // The scalar's bytes belong to the event, which is deleted after this; the string copies them.
            let value = data.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: data.length), as: UTF8.self) } ?? ""
            return .scalar(YAMLScalar(value, style: style(data.style)), tag: string(data.tag), anchor: string(data.anchor))
        case YAML_SEQUENCE_START_EVENT:
            return .sequenceStart(tag: string(event.data.sequence_start.tag), anchor: string(event.data.sequence_start.anchor))
        case YAML_SEQUENCE_END_EVENT:
            return .sequenceEnd
        case YAML_MAPPING_START_EVENT:
            return .mappingStart(tag: string(event.data.mapping_start.tag), anchor: string(event.data.mapping_start.anchor))
        case YAML_MAPPING_END_EVENT:
            return .mappingEnd
        default:
            // YAML_STREAM_END_EVENT, and YAML_NO_EVENT which libyaml only returns after the stream ended.
            return .streamEnd
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    private static func style(_ style: yaml_scalar_style_t) -> YAMLScalar.Style {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: return .literal
        case YAML_FOLDED_SCALAR_STYLE: return .folded
        default: return .plain
        }
    }
}
