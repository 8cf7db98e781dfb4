/// Converts spec names (snake_case, kebab-case, camelCase, UpperCamelCase) to Swift identifiers.
///
/// Underscores and hyphens separate words; a change from lower to upper case starts a word too.
/// Conversion keeps the letters of each word as written apart from its first letter (so `favoriteIDs`
/// stays `favoriteIDs`); only a leading run of capitals becomes lower case in lowerCamelCase
/// (`URLSession` → `urlSession`).
public enum SwiftName {
    /// `name`, or else `name2`, `name3`, ...: the first that is not taken.
    static func unique(_ name: String, isTaken: (String) -> Bool) -> String {
        if !isTaken(name) { return name }
        var suffix = 2
        while isTaken("\(name)\(suffix)") { suffix += 1 }
        return "\(name)\(suffix)"
    }

    /// The most characters a name may have in a spec.
    public static let maximumLength = 200

    /// `load_page`, `load-page`, `LoadPage` → `loadPage`.
    public static func lowerCamelCase(_ name: String) -> String {
        let words = self.words(of: name)
        guard let first = words.first else { return "" }
        return lowercasedLeadingCapitals(first) + words.dropFirst().map(capitalizedFirstLetter).joined()
    }

    /// `repo_search`, `repo-search`, `repoSearch` → `RepoSearch`.
    public static func upperCamelCase(_ name: String) -> String {
        words(of: name).map(capitalizedFirstLetter).joined()
    }

    /// `fullName` → `full_name`, `avatarURL` → `avatar_url`: the JSON key `JSONEncoder`'s
    /// `convertToSnakeCase` writes for a Swift property name.
    public static func snakeCase(_ name: String) -> String {
        let characters = Array(name)
        var result = ""
        for (index, character) in characters.enumerated() {
            if character.isUppercase, index > 0 {
                let previousIsLower = characters[index - 1].isLowercase || characters[index - 1].isNumber
                let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                if previousIsLower || (characters[index - 1].isUppercase && nextIsLower) { result += "_" }
            }
            result += character.lowercased()
        }
        return result
    }

    /// `avatar_url` → `avatarUrl`: the name `JSONDecoder`'s `convertFromSnakeCase` looks up for a JSON key;
    /// leading and trailing underscores are kept.
    public static func fromSnakeCase(_ key: String) -> String {
        guard let first = key.firstIndex(where: { $0 != "_" }) else { return key }
        guard let last = key.lastIndex(where: { $0 != "_" }) else { return key }
        let core = key[first...last]
        let words = core.split(separator: "_")
        guard words.count > 1 else { return key }
        let joined = words[0].lowercased()
            + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
        return String(key[..<first]) + joined + String(key[key.index(after: last)...])
    }

    /// The identifier as a declaration or use site must write it: keywords in backticks (`` `default` ``).
    public static func escaped(_ identifier: String) -> String {
        SwiftKeywords.needsBackticks(identifier) ? "`\(identifier)`" : identifier
    }

    /// `name` without the backticks around it (`` `default` `` → `default`): every leading and trailing
    /// backtick removed, as `trimmingCharacters(in: ["`"])` does, without going through Foundation.
    public static func unescaped(_ name: String) -> String {
        let scalars = name.unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, scalars[start] == "`" { start = scalars.index(after: start) }
        while end > start, scalars[scalars.index(before: end)] == "`" { end = scalars.index(before: end) }
        return String(scalars[start..<end])
    }

    /// The words of a name: split at `_` and `-`; empty words (from `__` or a leading `_`) are dropped.
    static func words(of name: String) -> [Substring] {
        name.split(whereSeparator: { $0 == "_" || $0 == "-" })
    }

    private static func capitalizedFirstLetter(_ word: Substring) -> String {
        guard let first = word.first else { return "" }
        return first.uppercased() + word.dropFirst()
    }

    /// `URLSession` → `urlSession`, `ID` → `id`, `Page` → `page`, `loadPage` → `loadPage`.
    private static func lowercasedLeadingCapitals(_ word: Substring) -> String {
        let characters = Array(word)
        var run = 0
        while run < characters.count, characters[run].isUppercase { run += 1 }
        if run == 0 { return String(word) }
        // In `URLSession` the last capital of the run starts the next word, unless the run ends the word.
        let lowered = (run == characters.count || run == 1) ? run : run - 1
        return characters[..<lowered].map { $0.lowercased() }.joined() + String(characters[lowered...])
    }
}
