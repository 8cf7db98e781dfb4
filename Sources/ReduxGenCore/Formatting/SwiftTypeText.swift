/// What of a line of Swift is a type, as far as `SwiftLineScanner` and `SwiftLineWrapper` need to know, so
/// that a type is never split across lines.
///
/// A `<` opens a generic argument clause (`<Pet, APIError>` of `Result<Pet, APIError>`) when it follows a name
/// directly, as generated code writes every generic type, and is closed on the same line by a `>` with only
/// what a type is written with in between: names, `.`, `,`, `:`, `?`, `!`, `&`, `@`, spaces, balanced `(...)`
/// and `[...]`, `->` and nested clauses. Anything else (`a < b`, `x<y + 1`) is a comparison, and the `<` an
/// ordinary character.
enum SwiftTypeText {
    /// The offset of the `>` that closes the generic argument clause opened by the `<` at `open`, or `nil`
    /// when that `<` opens none.
    static func genericClauseEnd(in line: SwiftLineText, openingAt open: Int) -> Int? {
        let units = line.units
        guard open > 0, endsName(units[open - 1]) else { return nil }
        var angles = 0
        var brackets: [UInt8] = []
        var index = open
        while index < units.count {
            let unit = units[index]
            switch unit {
            case UInt8(ascii: "<"):
                angles += 1
            case UInt8(ascii: ">"):
                angles -= 1
                if angles == 0 { return brackets.isEmpty ? index : nil }
            case UInt8(ascii: "-"):
                // Only the arrow of a function type: its `>` closes nothing.
                guard index + 1 < units.count, units[index + 1] == UInt8(ascii: ">") else { return nil }
                index += 1
            case UInt8(ascii: "("), UInt8(ascii: "["):
                brackets.append(unit)
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                let opener = unit == UInt8(ascii: ")") ? UInt8(ascii: "(") : UInt8(ascii: "[")
                guard brackets.popLast() == opener else { return nil }
            default:
                guard isTypeCharacter(unit) else { return nil }
            }
            index += 1
        }
        return nil
    }

    /// Whether the characters `range` of `line` read as one type: names, `.`, `:`, `?`, `!`, spaces, `[...]`
    /// and generic argument clauses, with no comma outside a clause (`Result<Pet, APIError>`,
    /// `String: [Module.Pet]`). The inside of an array or dictionary type, and of a collection literal or
    /// subscript that looks the same (`[article]`), which wrapping would not shorten.
    static func isOneType(in line: SwiftLineText, _ range: Range<Int>) -> Bool {
        let units = line.units
        var index = range.lowerBound
        while index < range.upperBound {
            let unit = units[index]
            if unit == UInt8(ascii: "<") {
                guard let close = genericClauseEnd(in: line, openingAt: index), close < range.upperBound else { return false }
                index = close + 1
                continue
            }
            let isBracket = unit == UInt8(ascii: "[") || unit == UInt8(ascii: "]")
            guard isBracket || (unit != UInt8(ascii: ",") && isTypeCharacter(unit)) else { return false }
            index += 1
        }
        return true
    }

    /// Whether `unit` can end the name a generic clause follows: a letter, digit or `_`, or a character
    /// outside ASCII (which generated names only hold as letters).
    private static func endsName(_ unit: UInt8) -> Bool {
        unit == SwiftLineText.otherCharacter || unit == UInt8(ascii: "_") || isASCIILetterOrDigit(unit)
    }

    /// Whether `unit` may stand in a type besides brackets, angles and arrows.
    private static func isTypeCharacter(_ unit: UInt8) -> Bool {
        endsName(unit) || otherTypeCharacters.contains(unit)
    }

    private static let otherTypeCharacters = [UInt8](".,:?!&@ ".utf8)

    private static func isASCIILetterOrDigit(_ unit: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(unit) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(unit)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(unit)
    }
}
