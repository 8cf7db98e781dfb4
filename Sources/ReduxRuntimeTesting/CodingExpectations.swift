import Foundation
import ReduxRuntime

/// Expects `value` to encode with `coding` to a JSON object with exactly `keys`, and to decode back to an
/// equal value: the check that a model reads and writes the JSON keys its spec implies.
public func expectJSONCoding<Value: Codable & Equatable>(
    of value: Value,
    with coding: JSONCoding,
    keys: Set<String>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) throws {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let data = try coding.encode(value)
    guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
        reportFailure("\(Value.self) does not encode to a JSON object", at: location)
        return
    }
    let found = Set(object.keys)
    if found != keys {
        let missing = keys.subtracting(found).sorted(), extra = found.subtracting(keys).sorted()
        reportFailure("\(Value.self) encodes with other JSON keys: missing \(missing), unexpected \(extra)", at: location)
    }
    let decoded = try coding.decode(Value.self, from: data)
    if decoded != value {
        reportFailure("\(Value.self) does not decode back to the value it encoded: \(decoded) against \(value)", at: location)
    }
}

/// Expects a raw value that no case of `Value` lists to decode as `unknown` and to encode back to itself,
/// and every listed case to come back from its raw value: the check of an enum with an `unknown` case.
public func expectUnlistedRawValue<Value: Codable & Equatable & CaseIterable & RawRepresentable>(
    _ rawValue: Value.RawValue,
    decodesAs unknown: Value,
    with coding: JSONCoding,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) throws where Value.RawValue: Codable {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let unlisted = try coding.decode([Value].self, from: try coding.encode([rawValue]))
    if unlisted != [unknown] {
        reportFailure("the unlisted raw value \(rawValue) decodes as \(unlisted), not [\(unknown)]", at: location)
    }
    if try coding.encode(unlisted) != coding.encode([rawValue]) {
        reportFailure("\(unknown) does not encode back to the raw value \(rawValue)", at: location)
    }
    for listed in Value.allCases where Value(rawValue: listed.rawValue) != listed {
        reportFailure("\(listed) does not come back from its raw value \(listed.rawValue)", at: location)
    }
}

/// Expects each of `cases` (one value per case of a sum type with a discriminator, in case order) to encode
/// with `coding` to a JSON object whose member `discriminator` is its tag in `tags`, and to decode back to
/// an equal value: the check of a sum type's `discriminator:` and `tag:`s.
public func expectDiscriminatedCoding<Value: Codable & Equatable>(
    of cases: [Value],
    discriminator: String,
    tags: [String],
    with coding: JSONCoding,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) throws {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    for (value, tag) in zip(cases, tags) {
        let data = try coding.encode(value)
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            reportFailure("\(value) does not encode to a JSON object", at: location)
            continue
        }
        let written = object[discriminator] as? String
        if written != tag {
            reportFailure("\(value) encodes \(discriminator) as \(written.map { "\"\($0)\"" } ?? "nothing"), not \"\(tag)\"", at: location)
        }
        let decoded = try coding.decode(Value.self, from: data)
        if decoded != value {
            reportFailure("\(Value.self) does not decode back to the value it encoded: \(decoded) against \(value)", at: location)
        }
    }
}

/// Expects each of `cases` (one value per case of a sum type without a discriminator, in case order) to
/// encode with `coding` and decode back to an equal value, or to a value of an earlier case: the first case
/// that decodes wins, so a later case whose JSON an earlier one also reads comes back as that one.
public func expectFirstMatchCoding<Value: Codable & Equatable>(
    of cases: [Value],
    with coding: JSONCoding,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) throws {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let caseNames = cases.map(caseName(of:))
    for (position, value) in cases.enumerated() {
        let decoded = try coding.decode(Value.self, from: try coding.encode(value))
        if decoded == value { continue }
        let decodedPosition = caseNames.firstIndex(of: caseName(of: decoded))
        if decodedPosition == nil || decodedPosition! >= position {
            reportFailure("\(Value.self) does not decode back to the value it encoded: \(decoded) against \(value)", at: location)
        }
    }
}

/// Expects `{"<discriminator>": "<tag>"}`, a tag no case lists, to decode as `unknown` and `unknown` to encode
/// back to that object: the check of a sum type with `unknown: true`.
public func expectUnlistedTag<Value: Codable & Equatable>(
    _ tag: String,
    decodesAs unknown: Value,
    discriminator: String,
    with coding: JSONCoding,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) throws {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let json = try coding.encode([discriminator: tag])
    let decoded = try coding.decode(Value.self, from: json)
    if decoded != unknown {
        reportFailure("the unlisted tag \(tag) decodes as \(decoded), not \(unknown)", at: location)
    }
    let object = try JSONSerialization.jsonObject(with: try coding.encode(decoded)) as? [String: String]
    if object != [discriminator: tag] {
        reportFailure("\(unknown) does not encode back to {\"\(discriminator)\": \"\(tag)\"}", at: location)
    }
}

/// The name of the case an enum value is: what `Mirror` labels its associated value with.
private func caseName(of value: some Any) -> String {
    Mirror(reflecting: value).children.first?.label ?? String(describing: value)
}
