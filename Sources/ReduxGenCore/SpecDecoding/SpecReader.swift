import Foundation

/// What reading a set of spec paths produced: the specs that decoded, and every diagnostic.
public struct SpecReadResult: Sendable {
    public var specs: [FeatureSpec]
    public var diagnostics: [Diagnostic]
    /// Set when a path could not be read at all (missing file, unreadable folder, not a regular file), or
    /// when the paths hold no spec: exit code 2.
    public var hadIOFailure: Bool

    public init(specs: [FeatureSpec], diagnostics: [Diagnostic], hadIOFailure: Bool) {
        self.specs = specs
        self.diagnostics = diagnostics
        self.hadIOFailure = hadIOFailure
    }

    /// `nil` for success, 1 for spec errors, 2 for I/O failures.
    public var exitCode: Int32? {
        if hadIOFailure { return 2 }
        if diagnostics.contains(where: \.isError) { return 1 }
        return nil
    }
}

/// Reads spec files and folders: loads each file's YAML, decodes and validates it, and gathers every
/// diagnostic of the run.
///
/// A folder contributes its `*.yaml` files (not recursively, sorted by name), except `reduxgen.yaml`
/// configuration files. `specs` holds only the specs without errors.
public struct SpecReader: Sendable {
    /// The configuration file name that is never read as a spec.
    public static let configurationFileName = "reduxgen.yaml"

    public init() {}

    /// Reads the specs `paths` name (files, or folders of them); a path that cannot be read is an error at
    /// its entry in `locations` (where `reduxgen.yaml` names it), or without a place.
    public func read(paths: [String], locations: [String: SourceLocation] = [:]) -> SpecReadResult {
        var result = SpecReadResult(specs: [], diagnostics: [], hadIOFailure: false)
        var files: [String] = []
        for path in paths {
            switch SpecFileFinder.files(at: path, namedAt: locations[path]) {
            case .success(let found): files.append(contentsOf: found)
            case .failure(let error):
                result.diagnostics.append(error.diagnostic)
                result.hadIOFailure = true
            }
        }
        if files.isEmpty && !result.hadIOFailure {
            let named = paths.map { "'\($0)'" }.joined(separator: ", ")
            result.diagnostics.append(.error("no spec found in \(named); a spec is a file whose name ends in .yaml, other than reduxgen.yaml and hidden files", at: nil))
            result.hadIOFailure = true
        }
        var seen: Set<String> = []
        var firstFeature: [String: FeatureSpec] = [:]
        // Generated file names come from the feature name; on a case-insensitive disk (macOS's default)
        // names that differ only in letter case are one file.
        var firstFeatureIgnoringCase: [String: FeatureSpec] = [:]
        // A file named twice (`counter.yaml ./counter.yaml`, or through a folder and by name) is read once.
        // Features whose specs have errors: other specs' references to them are not reported again.
        var broken = AppValueResolver.BrokenFeatures(includeUnnamed: result.hadIOFailure)
        for file in files where seen.insert(Self.identity(ofFile: file)).inserted {
            let (spec, diagnostics, ioFailure) = read(file: file)
            result.diagnostics.append(contentsOf: diagnostics)
            result.hadIOFailure = result.hadIOFailure || ioFailure
            guard let spec, spec.hasFeatureName else {
                broken.includeUnnamed = true
                continue
            }
            if diagnostics.contains(where: \.isError) { broken.members.insert(SwiftName.lowerCamelCase(spec.name)) }
            if let earlier = firstFeature[spec.swiftName] {
                result.diagnostics.append(.error(
                    "duplicate feature \(quoted(spec.name)): another spec already defines it",
                    at: spec.location,
                    notes: [.note("feature \(quoted(earlier.name)) is defined here", at: earlier.location)]
                ))
                continue
            }
            if let earlier = firstFeatureIgnoringCase[spec.swiftName.lowercased()] {
                result.diagnostics.append(.error(
                    "feature \(quoted(spec.name)) differs from feature \(quoted(earlier.name)) only in letter case; "
                        + "their generated files would overwrite each other on a case-insensitive disk such as "
                        + "macOS's default; rename one of them",
                    at: spec.location,
                    notes: [.note("feature \(quoted(earlier.name)) is defined here", at: earlier.location)]
                ))
                continue
            }
            firstFeature[spec.swiftName] = spec
            firstFeatureIgnoringCase[spec.swiftName.lowercased()] = spec
            if !diagnostics.contains(where: \.isError) { result.specs.append(spec) }
        }
        result.diagnostics += ModuleChecks.diagnostics(for: result.specs, broken: broken)
        return result
    }

    /// What tells two paths to one file apart from paths to two files: the absolute path with `.`, `..`
    /// and symbolic links resolved.
    static func identity(ofFile path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// Loads, decodes and validates one file. Diagnostics come back sorted by position.
    func read(file: String) -> (spec: FeatureSpec?, diagnostics: [Diagnostic], ioFailure: Bool) {
        let bytes: [UInt8]
        do {
            bytes = try YAMLLoader().contentsOfFile(atPath: file)
        } catch {
            return (nil, error.diagnostics, true)
        }
        let (spec, diagnostics) = Self.readSpec(bytes: bytes, file: file)
        return (spec, diagnostics, false)
    }

    /// What the entries of each named section of a spec are, for messages about duplicate names.
    static let sectionEntryNames = ["actions": "action", "endpoints": "endpoint", "models": "model", "state": "state field"]

    /// Loads, decodes and validates one spec's text, `file` naming it in diagnostics. Diagnostics come
    /// back sorted by position, each located inside the text (see ``SourceLineTable``).
    public static func readSpec(bytes: [UInt8], file: String) -> (spec: FeatureSpec?, diagnostics: [Diagnostic]) {
        let root: YAMLNode
        do {
            root = try YAMLLoader(sectionEntryNames: sectionEntryNames).loadDocument(bytes: bytes, file: file)
        } catch {
            return (nil, error.diagnostics)
        }
        let (spec, diagnostics, _) = decodeAndValidate(root, file: file)
        // Most specs have no diagnostics: the file's lines are only counted to place some.
        guard !diagnostics.isEmpty else { return (spec, diagnostics) }
        let lines = SourceLineTable(bytes: bytes, file: file)
        return (spec, diagnostics.map { (diagnostic: Diagnostic) in lines.placingInside(diagnostic) })
    }

    /// Decodes an already loaded document, resolves its references into an OpenAPI document, and
    /// validates it.
    static func decodeAndValidate(_ root: YAMLNode, file: String) -> (spec: FeatureSpec?, diagnostics: [Diagnostic], ioFailure: Bool) {
        var decoder = SpecDecoder(file: file)
        var collector = DiagnosticCollector()
        var spec = decoder.decode(root)
        collector.append(contentsOf: decoder.diagnostics)
        if let decoded = spec, OpenAPIReferenceResolver.hasReferences(decoded) {
            let (resolved, diagnostics) = OpenAPIReferenceResolver().resolve(decoded)
            collector.append(contentsOf: diagnostics)
            // A reference that did not resolve leaves its endpoint or model out of the resolved spec; validating
            // that spec would report what follows from the gap (no endpoints, unknown types) as more errors.
            guard let resolved, !diagnostics.contains(where: \.isError) else { return (decoded, collector.sorted, false) }
            spec = resolved
        }
        if let decoded = spec {
            let (validated, diagnostics) = SpecValidator().validate(decoded)
            collector.append(contentsOf: diagnostics)
            spec = validated
        }
        return (spec, collector.sorted, false)
    }
}

/// Expands a command-line path into spec files.
public enum SpecFileFinder {
    struct Failure: Error {
        var diagnostic: Diagnostic
    }

    static func files(at path: String, namedAt location: SourceLocation? = nil) -> Result<[String], Failure> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(Failure(diagnostic: .error("no such file or folder: '\(path)'", at: location)))
        }
        guard isDirectory.boolValue else {
            // A hidden file named on purpose is read; the configuration never is.
            guard (path as NSString).lastPathComponent != SpecReader.configurationFileName else {
                return .failure(Failure(diagnostic: .error(
                    "'\(path)' is reduxgen's configuration, not a spec; name a configuration with --config", at: location)))
            }
            return .success([path])
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
            return .failure(Failure(diagnostic: .error("cannot read the folder '\(path)'", at: location)))
        }
        let prefix = path.hasSuffix("/") ? path : path + "/"
        // Sub-folders are not read, whatever their names end with.
        let specs = names
            .filter { $0.hasSuffix(".yaml") && $0 != SpecReader.configurationFileName && !$0.hasPrefix(".") }
            .sorted()
            .map { prefix + $0 }
            .filter { file in
                var isFolder: ObjCBool = false
                return !(FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) && isFolder.boolValue)
            }
        return .success(specs)
    }

    /// The spec files `path` stands for now (a folder's `*.yaml` files, or the file itself), one per line,
    /// or why there are none: what a run that skips reading specs compares with the last run's.
    public static func listing(of path: String) -> String {
        switch files(at: path) {
        case .success(let files): files.joined(separator: "\n")
        case .failure(let failure): failure.diagnostic.message
        }
    }
}
