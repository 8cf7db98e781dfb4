/// The key conversions `JSONDecoder.KeyDecodingStrategy.convertFromSnakeCase` and
/// `JSONEncoder.KeyEncodingStrategy.convertToSnakeCase` make, so generated coding keys match them.
enum SnakeCaseKeys {
    /// `avatar_url` → `avatarUrl`; leading and trailing underscores are kept.
    static func fromSnakeCase(_ key: String) -> String {
        guard let first = key.firstIndex(where: { $0 != "_" }) else { return key }
        guard let last = key.lastIndex(where: { $0 != "_" }) else { return key }
        let core = key[first...last]
        let words = core.split(separator: "_")
        guard words.count > 1 else { return key }
        let joined = words[0].lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
        return String(key[..<first]) + joined + String(key[key.index(after: last)...])
    }

    /// `avatarURL` → `avatar_url`, `fullName` → `full_name`.
    static func toSnakeCase(_ name: String) -> String {
        let characters = Array(name)
        var result = ""
        for (index, character) in characters.enumerated() {
            if character.isUppercase, index > 0 {
                let previousIsLower = characters[index - 1].isLowercase || characters[index - 1].isNumber
                let nextIsLower = index + 1 < characters.count && characters[index + 1].isLowercase
                if previousIsLower || (characters[index - 1].isUppercase && nextIsLower) {
                    result += "_"
                }
            }
            result += character.lowercased()
        }
        return result
    }
}
