/// How messages quote a name or value from a spec: in single quotes, with line breaks and other control
/// characters escaped so a diagnostic stays on one line, and shortened past 40 characters.
///
/// Decoding builds such phrases for every entry it reads (`field 'id' of model 'Item'`), so short printable
/// ASCII text, nearly every name, is quoted as it is without walking its characters.
func quoted(_ text: String) -> String {
    if isShortPrintableASCII(text) { return QuotedText.enclosed(text, by: "'") }
    var shown = ""
    for (count, character) in text.enumerated() {
        if count == 40 {
            shown += "…"
            break
        }
        if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1, scalar.properties.generalCategory == .control {
            shown += scalar.escaped(asASCII: true)
        } else if character == "\r\n" {
            shown += "\\r\\n"
        } else {
            shown.append(character)
        }
    }
    return "'\(shown)'"
}

/// Whether `text` has at most 40 bytes, each a printable ASCII character (space to `~`): then every
/// character is one byte that `quoted` keeps as it is.
private func isShortPrintableASCII(_ text: String) -> Bool {
    let utf8 = text.utf8
    guard utf8.count <= 40 else { return false }
    return utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
}
