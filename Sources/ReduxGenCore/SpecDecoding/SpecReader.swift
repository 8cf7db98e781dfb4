import Foundation

/// What reading a set of spec paths produced: the specs that decoded, and every diagnostic.
public struct SpecReadResult: Sendable {
    public var specs: [FeatureSpec]
    public var diagnostics: [Diagnostic]
    /// Set when a path could not be read at all (missing file, unreadable folder): exit code 2.
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

    public func read(paths: [String]) -> SpecReadResult {
        var result = SpecReadResult(specs: [], diagnostics: [], hadIOFailure: false)
        var files: [String] = []
        for path in paths {
            switch SpecFileFinder.files(at: path) {
            case .success(let found): files.append(contentsOf: found)
            case .failure(let error):
                result.diagnostics.append(error.diagnostic)
                result.hadIOFailure = true
            }
        }
        var seen: Set<String> = []
        var firstFeature: [String: FeatureSpec] = [:]
        for file in files where seen.insert(file).inserted {
            let (spec, diagnostics, ioFailure) = read(file: file)
            result.diagnostics.append(contentsOf: diagnostics)
            result.hadIOFailure = result.hadIOFailure || ioFailure
            guard let spec, spec.hasFeatureName else { continue }
            if let earlier = firstFeature[spec.swiftName] {
                result.diagnostics.append(.error(
                    "duplicate feature \(quoted(spec.name)): another spec already defines it",
                    at: spec.location,
                    notes: [.note("feature \(quoted(earlier.name)) is defined here", at: earlier.location)]
                ))
                continue
            }
            firstFeature[spec.swiftName] = spec
            if !diagnostics.contains(where: \.isError) { result.specs.append(spec) }
        }
        result.diagnostics += ModuleChecks.diagnostics(for: result.specs)
        return result
    }

    /// Loads, decodes and validates one file. Diagnostics come back sorted by position.
    func read(file: String) -> (spec: FeatureSpec?, diagnostics: [Diagnostic], ioFailure: Bool) {
        guard FileManager.default.isReadableFile(atPath: file) else {
            return (nil, [.error("cannot read the file", at: .startOfFile(file))], true)
        }
        let root: YAMLNode
        do {
            root = try YAMLLoader().loadDocument(contentsOf: file)
        } catch {
            return (nil, error.diagnostics, false)
        }
        return Self.decodeAndValidate(root, file: file)
    }

    /// Decodes and validates an already loaded document.
    static func decodeAndValidate(_ root: YAMLNode, file: String) -> (spec: FeatureSpec?, diagnostics: [Diagnostic], ioFailure: Bool) {
        var decoder = SpecDecoder(file: file)
        var collector = DiagnosticCollector()
        var spec = decoder.decode(root)
        collector.append(contentsOf: decoder.diagnostics)
        if let decoded = spec {
            let (validated, diagnostics) = SpecValidator().validate(decoded)
            collector.append(contentsOf: diagnostics)
            spec = validated
        }
        return (spec, collector.sorted, false)
    }
}

/// Expands a command-line path into spec files.
enum SpecFileFinder {
    struct Failure: Error {
        var diagnostic: Diagnostic
    }

    static func files(at path: String) -> Result<[String], Failure> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(Failure(diagnostic: .error("no such file or folder: '\(path)'", at: nil)))
        }
        guard isDirectory.boolValue else { return .success([path]) }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
            return .failure(Failure(diagnostic: .error("cannot read the folder '\(path)'", at: nil)))
        }
        let prefix = path.hasSuffix("/") ? path : path + "/"
        let specs = names
            .filter { $0.hasSuffix(".yaml") && $0 != SpecReader.configurationFileName && !$0.hasPrefix(".") }
            .sorted()
            .map { prefix + $0 }
        return .success(specs)
    }
}
