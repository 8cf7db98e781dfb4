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
