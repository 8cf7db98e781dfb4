/// The top-level types of the modules generated tests and mocks import besides the generated module:
/// Foundation and Swift Testing. A feature with models declares a type of its own name (the models'
/// namespace); named like one of these, its models would be ambiguous in those files (`Calendar.Event`).
///
/// Listed from the toolchain by `scripts/list-imported-type-names.py`; run it again with a new toolchain.
enum ImportedTypeNames {
    /// Foundation's, with FoundationEssentials, FoundationInternationalization and FoundationNetworking.
    static let foundation: Set<String> = [
        "AffineTransform", "AlignmentOptions", "AttributeContainer", "AttributeDynamicLookup", "AttributeScope",
        "AttributeScopeCodableConfiguration", "AttributeScopes", "AttributedString",
        "AttributedStringAttributeMutation", "AttributedStringKey", "AttributedStringProtocol", "AttributedSubstring",
        "BlockOperation", "Bundle", "ByteCountFormatStyle", "ByteCountFormatter", "CGFloat", "CGPoint", "CGRect",
        "CGRectEdge", "CGSize", "CachedURLResponse", "Calendar", "CharacterSet", "CocoaError",
        "CodableAttributedStringKey", "CodableConfiguration", "CodableWithConfiguration", "ComparableComparator",
        "Comparator", "ComparisonResult", "ContiguousBytes", "CurrencyFormatStyleConfiguration", "CustomNSError",
        "Data", "DataProtocol", "Date", "DateComponents", "DateFormatter", "DateInterval", "DateIntervalFormatter",
        "Decimal", "DecodableAttributedStringKey", "DecodableWithConfiguration", "DecodingConfigurationProviding",
        "DescriptiveNumberFormatConfiguration", "Dimension", "DiscontiguousAttributedSubstring", "DiscreteFormatStyle",
        "EncodableAttributedStringKey", "EncodableWithConfiguration", "EncodingConfigurationProviding",
        "EnergyFormatter", "Expression", "FileAttributeKey", "FileAttributeType", "FileHandle", "FileManager",
        "FileManagerDelegate", "FileProtectionType", "FloatingPointFormatStyle", "FloatingPointParseStrategy",
        "FormatStyle", "FormatStyleCapitalizationContext", "Formatter", "HTTPCookie", "HTTPCookiePropertyKey",
        "HTTPCookieStorage", "HTTPURLResponse", "Host", "ISO8601DateFormatter", "IndexPath", "IndexSet",
        "InflectionRule", "InputStream", "IntegerFormatStyle", "IntegerParseStrategy", "JSONDecoder", "JSONEncoder",
        "JSONSerialization", "KeyPathComparator", "LengthFormatter", "ListFormatStyle", "Locale", "LocalizedError",
        "MarkdownDecodableAttributedStringKey", "MassFormatter", "Measurement", "Morphology", "MutableDataProtocol",
        "NSAffineTransform", "NSAffineTransformStruct", "NSArray", "NSAttributedString", "NSBinarySearchingOptions",
        "NSCache", "NSCacheDelegate", "NSCalendar", "NSCharacterSet", "NSCoder", "NSCoding", "NSComparisonPredicate",
        "NSCompoundPredicate", "NSCondition", "NSConditionLock", "NSCopying", "NSCountedSet", "NSData", "NSDate",
        "NSDateComponents", "NSDateInterval", "NSDecimalNumber", "NSDecimalNumberBehaviors", "NSDecimalNumberHandler",
        "NSDictionary", "NSEdgeInsets", "NSEnumerationOptions", "NSEnumerator", "NSError", "NSErrorDomain",
        "NSExceptionName", "NSExpression", "NSIndexPath", "NSIndexSet", "NSIndexSetIterator", "NSKeyedArchiver",
        "NSKeyedArchiverDelegate", "NSKeyedUnarchiver", "NSKeyedUnarchiverDelegate", "NSLocale", "NSLock", "NSLocking",
        "NSMeasurement", "NSMutableArray", "NSMutableAttributedString", "NSMutableCharacterSet", "NSMutableCopying",
        "NSMutableData", "NSMutableDictionary", "NSMutableIndexSet", "NSMutableOrderedSet", "NSMutableSet",
        "NSMutableString", "NSMutableURLRequest", "NSNotification", "NSNull", "NSNumber", "NSObject",
        "NSObjectProtocol", "NSOrderedSet", "NSOrthography", "NSPersonNameComponents", "NSPoint", "NSPointArray",
        "NSPointPointer", "NSPredicate", "NSRange", "NSRangePointer", "NSRect", "NSRectArray", "NSRectEdge",
        "NSRectPointer", "NSRecursiveLock", "NSRegularExpression", "NSSecureCoding", "NSSet", "NSSize", "NSSizeArray",
        "NSSizePointer", "NSSortDescriptor", "NSSortOptions", "NSString", "NSTextCheckingKey", "NSTextCheckingResult",
        "NSTimeZone", "NSURL", "NSURLComponents", "NSURLQueryItem", "NSURLRequest", "NSUUID", "NSValue", "NSZone",
        "Notification", "NotificationCenter", "NotificationQueue", "NumberFormatStyleConfiguration", "NumberFormatter",
        "ObjCBool", "OperatingSystemVersion", "Operation", "OperationQueue", "OutputStream", "POSIXError",
        "ParseStrategy", "ParseableFormatStyle", "PersonNameComponents", "PersonNameComponentsFormatter", "Pipe",
        "Port", "PortDelegate", "PortMessage", "Predicate", "PredicateBindings", "PredicateError",
        "PredicateExpression", "PredicateExpressions", "Process", "ProcessInfo", "Progress", "ProgressKind",
        "ProgressReporting", "ProgressUserInfoKey", "PropertyListDecoder", "PropertyListEncoder",
        "PropertyListSerialization", "QualityOfService", "RecoverableError", "ReferenceConvertible", "RunLoop",
        "Scanner", "ScopedAttributeContainer", "SocketNativeHandle", "SocketPort", "SortComparator", "SortDescriptor",
        "SortOrder", "StandardPredicateExpression", "Stream", "StreamDelegate", "StreamNetworkServiceTypeValue",
        "StreamSOCKSProxyConfiguration", "StreamSOCKSProxyVersion", "StreamSocketSecurityLevel", "StringStyle",
        "StringTransform", "Thread", "TimeInterval", "TimeZone", "Timer", "URL", "URLAuthenticationChallenge",
        "URLAuthenticationChallengeSender", "URLCache", "URLComponents", "URLCredential", "URLCredentialStorage",
        "URLError", "URLFileResourceType", "URLProtectionSpace", "URLProtocol", "URLProtocolClient", "URLQueryItem",
        "URLRequest", "URLResourceKey", "URLResourceValues", "URLResponse", "URLSession", "URLSessionConfiguration",
        "URLSessionDataDelegate", "URLSessionDataTask", "URLSessionDelegate", "URLSessionDownloadDelegate",
        "URLSessionDownloadTask", "URLSessionStreamDelegate", "URLSessionStreamTask", "URLSessionTask",
        "URLSessionTaskDelegate", "URLSessionTaskMetrics", "URLSessionTaskTransactionMetrics", "URLSessionUploadTask",
        "URLSessionWebSocketDelegate", "URLSessionWebSocketTask", "UUID", "Unit", "UnitAcceleration", "UnitAngle",
        "UnitArea", "UnitConcentrationMass", "UnitConverter", "UnitConverterLinear", "UnitDispersion", "UnitDuration",
        "UnitElectricCharge", "UnitElectricCurrent", "UnitElectricPotentialDifference", "UnitElectricResistance",
        "UnitEnergy", "UnitFrequency", "UnitFuelEfficiency", "UnitIlluminance", "UnitInformationStorage", "UnitLength",
        "UnitMass", "UnitPower", "UnitPressure", "UnitSpeed", "UnitTemperature", "UnitVolume", "UserDefaults",
    ]

    /// Swift Testing's.
    static let testing: Set<String> = [
        "Attachable", "AttachableAsImage", "AttachableImageFormat", "AttachableWrapper", "Attachment", "Bug", "Comment",
        "ConditionTrait", "Confirmation", "CustomTestArgumentEncodable", "CustomTestStringConvertible", "ExitStatus",
        "ExitTest", "Expectation", "ExpectationFailedError", "Issue", "IssueHandlingTrait", "KnownIssueMatcher",
        "ParallelizationTrait", "SourceLocation", "SuiteTrait", "Tag", "Test", "TestScoping", "TestTrait",
        "TimeLimitTrait", "Trait",
    ]
}
