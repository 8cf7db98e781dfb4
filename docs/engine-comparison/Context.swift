import Foundation

// The typed context of the Reducer and Repository templates: the semantic model of one feature, as
// Swift values. It is turned into the engines' `[String: Any]` by ONE rule (`templateDictionary`):
//
// - structs encode their stored properties (synthesized `Encodable`); `nil` optionals are left out;
// - an enum with a `String` raw value encodes as that string (`"middleware"`);
// - a `KindCoded` enum encodes as `kind` (the case's name) plus its payload: the payload's own keys
//   when it is a struct, else the payload under `value`; a case without payload is `kind` alone.
//
// No flag per case (`isSet`, `isReplace`, ...), no `isFirst`/`isLast`, no `hasX` for a non-empty list:
// the engines answer those (`first()`/`last()`/`empty(x)` in swift-mustache, `forloop.first`,
// `{% if x %}` in Stencil).

/// An enum whose case is data: `{"kind": "<case>", ...payload}`.
protocol KindCoded: Encodable {}

extension KindCoded {
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyKey.self)
        guard let child = Mirror(reflecting: self).children.first, let label = child.label else {
            try container.encode(String(describing: self), forKey: AnyKey("kind"))
            return
        }
        try container.encode(label, forKey: AnyKey("kind"))
        guard let payload = child.value as? any Encodable else { return }
        if Mirror(reflecting: payload).displayStyle == .struct {
            try payload.encode(to: encoder)  // the same keyed container: the payload's keys beside `kind`
        } else {
            try container.encode(payload, forKey: AnyKey("value"))
        }
    }
}

struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// The one rule: `Encodable` → JSON → plain Swift values (`String`, `Int`, `Bool`, `[Any]`, `[String: Any]`).
func templateDictionary(_ value: some Encodable) throws -> [String: Any] {
    let data = try JSONEncoder().encode(value)
    return plain(try JSONSerialization.jsonObject(with: data)) as! [String: Any]
}

/// `JSONSerialization` gives `NSNumber` for numbers and booleans; the engines want `Int` and `Bool`
/// (swift-mustache's `plusone` transform and `Bool` sections, Stencil's `==`).
private func plain(_ value: Any) -> Any {
    switch value {
    case let dictionary as [String: Any]: return dictionary.mapValues(plain)
    case let array as [Any]: return array.map(plain)
    case let number as NSNumber:
        // corelibs Foundation: a JSON boolean is a subclass of NSNumber (`__NSCFBoolean`), a number is NSNumber.
        return type(of: number) == NSNumber.self ? number.intValue : number.boolValue
    default: return value
    }
}

// MARK: - Feature

struct FeatureContext: Encodable {
    var feature: String
    /// `"public "` or `""`: printed before declarations.
    var access: String
    var sideEffects: SideEffects
    var baseURL: String?
    /// The date strategy's name in `JSONCoding` (`iso8601`).
    var dates: String
    var specHeaders: [Header]
    var hasDebounce: Bool
    var hasDependencies: Bool
    var environmentHasInit: Bool
    var appValues: [AppValue]
    var reducerGroups: [ReducerGroup]
    var endpoints: [Endpoint]
    var hooks: [Hook]
    var persistedFields: [PersistedField]
}

enum SideEffects: String, Encodable { case effects, middleware }

struct Header: Encodable { var name: String; var value: String }

struct AppValue: Encodable { var name: String; var type: String; var fieldName: String; var featureName: String }

struct PersistedField: Encodable { var name: String; var key: String }

struct Hook: Encodable { var name: String; var parameters: [Parameter] }

/// A parameter as a declaration lists it: `id: Int`, or `` `default` defaultValue: Int ``.
struct Parameter: Encodable { var label: String; var local: String?; var type: String }

// MARK: - Reducer

/// One `switch` of the reducer (a switch holds at most 400 cases).
struct ReducerGroup: Encodable {
    var number: Int
    var actions: [Action]
    var endpoints: [Endpoint]
}

struct Action: Encodable {
    var pattern: CasePattern
    var reduceSteps: [ReduceStep]
    var effects: CaseEffects
}

/// `.load(let id, _)`; `bindings` is empty when the pattern binds nothing (`.load`).
struct CasePattern: Encodable { var name: String; var bindings: [Binding] }

enum Binding: KindCoded { case bound(String), ignored }

enum ReduceStep: KindCoded {
    case set(Change)
    case reset(Reset)
    case append(Change)
    case appendContents(Change)
    case remove(Change)
    case toggle(Change)
    case toggleMembership(Change)
    case increment(Change)
    case decrement(Change)
    case resetStatus(StatusReset)
}

/// A step's target and operand: `state.field` (or `state.field[index].member` with `element`) and its value
/// (`value`, or `amount` for increments).
struct Change: Encodable {
    var field: String
    var element: ElementMatch?
    var value: ReduceValue?
    var amount: Literal?
}

/// `for index in state.field.indices where state.field[index].key == value`, changing `member`.
struct ElementMatch: Encodable { var key: String; var match: ReduceValue; var member: String }

struct Reset: Encodable { var field: String; var defaultValue: Literal }

struct StatusReset: Encodable { var field: String; var failuresProperty: String?; var pageProperty: String? }

enum ReduceValue: KindCoded {
    case literal(Literal)
    case payload(String)
    case state(String)
}

/// A literal value as a tree (the engines recurse through the `_literal` partial).
indirect enum Literal: KindCoded {
    case null
    case bool(Bool)
    case int(Int)
    /// Swift source of a `Double`: `1.5`, `Double.nan`, `-Double.infinity`.
    case double(String)
    case string(String)
    case url(String)
    case uuid(String)
    case enumCase(EnumCase)
    case array([Literal])
    case dictionary([Entry])
}

struct EnumCase: Encodable { var type: String; var name: String }
struct Entry: Encodable { var key: String; var value: Literal }

/// What a reducer case does after its steps: hook or request calls, then what it returns.
struct CaseEffects: Encodable {
    var calls: [EffectCall]
    var returns: Returns
}

struct EffectCall: Encodable {
    var call: Call
    /// The trigger's `when:`; the call is made only when it holds.
    var condition: Condition?
    /// The local the call's effect is bound to, for a later `.merge`.
    var local: String?
}

struct Condition: Encodable { var test: ConditionTest; var field: String }

enum ConditionTest: String, Encodable { case notEmpty, isEmpty, notNil, isNil, isTrue, isFalse }

enum Returns: KindCoded {
    case nothing
    case one(Returned)
    case several([Returned])
}

enum Returned: KindCoded {
    case local(String)
    case call(Call)
    case cancel(CancelID)
}

struct Call: Encodable { var function: String; var arguments: [Argument] }

struct Argument: Encodable { var label: String; var value: ArgumentValue }

enum ArgumentValue: KindCoded {
    case inoutState
    case environment
    case local(String)
    case milliseconds(Int)
}

struct CancelID: Encodable { var namespace: String; var member: String; var key: String? }

// MARK: - Endpoint

struct Endpoint: Encodable {
    var name: String
    /// The name without backticks, for longer names (`.{{plainName}}Cancelled`).
    var plainName: String
    /// `GET /repositories`
    var summary: String
    var parameters: [Parameter]
    var responseType: String?
    var request: Request
    var bodyType: BodyType?

    /// The case of the request action, as the flavor's reducer matches it.
    var requestPattern: CasePattern
    var succeededPattern: CasePattern
    var failedPattern: CasePattern
    var startCall: Call
    var concurrency: Concurrency
    var statusProperty: String
    var optimisticRecords: [OptimisticRecord]
    var storeTargets: [StoreTarget]
    var pagination: Pagination?
    var onSuccess: OutcomeSteps
    var onFailure: OutcomeSteps
    var succeededEffects: CaseEffects
    var failedEffects: CaseEffects
    var cancelledEffects: CaseEffects
}

enum Concurrency: String, Encodable { case cancelInFlight, queue, dropNew }

struct OptimisticRecord: Encodable {
    /// The state property holding the records (`markReadUndoReadIDs`).
    var property: String
    var field: String
    var element: ElementMatch?
}

enum StoreTarget: KindCoded {
    case replace(Store)
    case append(Store)
    case appendContents(Store)
    case upsert(Store)
    case upsertEach(Store)
    case removeElement(Store)
    case removeKey(Store)
}

struct Store: Encodable { var field: String; var key: String?; var value: ResponsePath }

/// A value read from the decoded `response`: `response.token`, `(response.items ?? [])`.
struct ResponsePath: Encodable {
    var steps: [PathStep]
    var conversion: PathConversion
}

struct PathStep: Encodable { var member: String; var afterOptional: Bool }

enum PathConversion: String, Encodable { case none, emptyArrayWhenNil, text, optionalText }

struct Pagination: Encodable {
    var pageProperty: String
    var itemsField: String
    var itemsFieldIsOptional: Bool
    /// Where the items are in the response when it is not the items itself (then bound to `items`).
    var itemsPath: ResponsePath?
    /// `response` or `items`.
    var itemsLocal: String
    var style: PageStyle
    var nextPageAction: String
}

enum PageStyle: KindCoded {
    case page(Int)  // the page size
    case cursor(ResponsePath)
}

struct OutcomeSteps: Encodable {
    var bindings: [OutcomeBinding]
    var steps: [ReduceStep]
}

/// `let message = error.description`
struct OutcomeBinding: Encodable { var local: String; var value: String; var member: String? }

// MARK: - Repository

struct Request: Encodable {
    var method: String
    var pathTemplate: String
    var pathParameters: [RequestItem]
    var queryItems: [RequestItem]
    var headers: [RequestItem]
    var body: Body?
}

/// A path parameter, query item or header, by how many values it sends.
enum RequestItem: KindCoded {
    case single(Item)
    case optional(Item)
    case eachElement(Item)
    case optionalEachElement(Item)
}

struct Item: Encodable {
    var name: String
    /// The Swift expression unwrapped or looped over (`state.page`).
    var expression: String?
    var text: TextValue
    /// A `template:` value bound to a local before the statement that sends it.
    var template: TemplateBinding?
}

struct TemplateBinding: Encodable { var local: String; var interpolation: Interpolation }

struct Interpolation: Encodable { var isThrowing: Bool; var parts: [InterpolationPart] }

enum InterpolationPart: KindCoded {
    case text(String)
    case value(TextValue)
}

/// The text a value is sent as: the value (a local or a literal) in its conversion.
struct TextValue: Encodable {
    var source: TextSource
    var conversion: TextConversion
    var marksTry: Bool
}

enum TextSource: KindCoded {
    case local(String)
    case literal(Literal)
}

enum TextConversion: String, Encodable {
    case none, described, describedRawValue, dateText, absoluteString, uuidString, rawValue
}

enum Body: KindCoded {
    case value(TextValue)
    case fields(BodyFields)
}

struct BodyFields: Encodable { var typeName: String; var arguments: [BodyArgument] }

struct BodyArgument: Encodable { var label: String; var text: TextValue }

struct BodyType: Encodable {
    var typeName: String
    var fields: [BodyField]
    var needsCodingKeys: Bool
}

struct BodyField: Encodable { var name: String; var type: String; var key: String? }
