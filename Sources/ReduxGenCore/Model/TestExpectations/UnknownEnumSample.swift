/// The raw value an enum with `unknown: true` does not list, for its generated tests: it must decode as
/// `.unknown(raw)` and encode back as `raw`.
enum UnknownEnumSample {
    /// A value of the enum's raw type that no case has: `unlisted` (with a number appended while a case has
    /// it) for `String`, the smallest natural number no case has for `Int`.
    static func rawValue(notIn enumeration: EnumSpec) -> ResolvedLiteral {
        switch enumeration.rawType {
        case .int:
            let numbers = Set(enumeration.cases.compactMap { enumCase -> Int? in
                if case .int(let number) = enumCase.rawValue { return number }
                return nil
            })
            // The first natural number no case has: found within one more step than there are cases.
            var candidate = 0
            while numbers.contains(candidate) { candidate += 1 }
            return .int(candidate)
        case .string:
            let texts = Set(enumeration.cases.compactMap { enumCase -> String? in
                if case .string(let text) = enumCase.rawValue { return text }
                return nil
            })
            var candidate = "unlisted"
            var number = 2
            while texts.contains(candidate) {
                candidate = "unlisted\(number)"
                number += 1
            }
            return .string(candidate)
        }
    }
}
