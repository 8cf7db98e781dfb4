/// How messages quote a name or value from a spec: in single quotes, with line breaks and other control
/// characters escaped so a diagnostic stays on one line, and shortened past 40 characters.
func quoted(_ text: String) -> String {
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
