import Foundation
import ReduxGenCore

/// Where the stamp of the last generation into a pair of output folders is kept, and what its input
/// digest covers.
///
/// Stamps live in the user's cache folder (`$REDUXGEN_CACHE_DIR`, else `$XDG_CACHE_HOME/reduxgen`, else
/// `~/.cache/reduxgen`), one small file per working folder and output folders, so nothing is added to the
/// project. `REDUXGEN_NO_CACHE=1` turns stamps off. A stamp that cannot be read or written is ignored: the
/// run then simply generates everything.
struct GenerationStampStore {
    /// The stamp file of this run's output folders.
    let path: String
    private let settings: GenerationSettings
    private let fixedOutputs: Bool
    private let testsOnly: Bool
    private let declaredOutputs: [String]

    /// `nil` when stamps are turned off or there is no cache folder.
    init?(
        settings: GenerationSettings, fixedOutputs: Bool, testsOnly: Bool = false, declaredOutputs: [String] = [],
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        if environment["REDUXGEN_NO_CACHE"].map({ !$0.isEmpty && $0 != "0" }) ?? false { return nil }
        let folder: String
        if let explicit = environment["REDUXGEN_CACHE_DIR"], !explicit.isEmpty {
            folder = explicit
        } else if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            folder = xdg + "/reduxgen"
        } else if let home = environment["HOME"], !home.isEmpty {
            folder = home + "/.cache/reduxgen"
        } else {
            return nil
        }
        var location = InputDigest()
        location.add(FileManager.default.currentDirectoryPath)
        location.add(settings.output)
        location.add(fixedOutputs ? "" : settings.testsOutput)
        location.add(settings.mocksOutput ?? "")
        location.add(testsOnly ? "tests only" : "")
        self.path = folder + "/stamp-" + location.hex
        self.settings = settings
        self.fixedOutputs = fixedOutputs
        self.testsOnly = testsOnly
        self.declaredOutputs = declaredOutputs
    }

    /// The digest of everything generated output depends on: this reduxgen build, the settings (the spec
    /// paths, the spec files each folder among them holds, the file names a build plugin declared, and the
    /// diagnostics format), the output folders as they resolve now, the bytes of every file in `inputFiles`
    /// (the specs and the documents they refer to) and every template, and the warnings reading the
    /// templates folder gave (a file added to it or removed from it changes them). `nil` when an input file
    /// cannot be read.
    func inputDigest(
        inputFiles: [String], templates: TemplateSet, templateWarnings: [Diagnostic], diagnosticsFormat: DiagnosticFormat
    ) -> String? {
        var digest = InputDigest()
        digest.add(ReduxGenVersion.current)
        digest.add(Self.executableIdentity)
        digest.add(FileManager.default.currentDirectoryPath)
        digest.add(fixedOutputs ? "fixed outputs" : "outputs")
        for folder in [settings.output] + (fixedOutputs ? [] : [settings.testsOutput]) {
            digest.add(folder)
            digest.add(URL(fileURLWithPath: folder).resolvingSymlinksInPath().path)
        }
        digest.add(settings.module)
        digest.add(settings.access.rawValue)
        digest.add(settings.sideEffects.rawValue)
        digest.add(settings.mocksOutput ?? "")
        digest.add(testsOnly ? "tests only" : "")
        digest.add(diagnosticsFormat.rawValue)
        // A run that declares other files must compare them with what it writes again.
        digest.add(declaredOutputs.joined(separator: "\n"))
        // The team's files and parameters come from reduxgen.yaml, which is not among the input files.
        for file in settings.files {
            digest.add([file.template, file.output.text, file.destination.rawValue, file.scope.rawValue].joined(separator: "\n"))
        }
        digest.add(TemplateContextJSON.text(of: .dictionary(settings.parameters)))
        // A folder's specs as they are now: a spec added to it makes the run read them all again.
        for spec in settings.specs {
            digest.add(spec)
            digest.add(SpecFileFinder.listing(of: spec))
        }
        for file in inputFiles {
            guard let contents = FileManager.default.contents(atPath: file) else { return nil }
            digest.add(file)
            digest.add(contents)
        }
        for template in templates.templates {
            digest.add(template.name)
            digest.add(template.text)
        }
        for warning in templateWarnings {
            digest.add("\(warning.location?.description ?? "") \(warning.message)")
        }
        return digest.hex
    }

    /// The stored stamp, if there is a readable one.
    func load() -> GenerationStamp? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return GenerationStamp(text: String(decoding: data, as: UTF8.self))
    }

    /// Stores `stamp`, replacing the old one atomically; failures are ignored.
    func save(_ stamp: GenerationStamp) {
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try? Data(stamp.text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// Removes the stored stamp, so the next run generates everything; failures are ignored.
    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The path, size and modification time of the running executable: a rebuilt reduxgen (new templates or
    /// generator code with the same version number) never reuses a stamp of the old build.
    private static var executableIdentity: String {
        let path = executablePath ?? CommandLine.arguments[0]
        let attributes = (try? FileManager.default.attributesOfItem(atPath: path)) ?? [:]
        let size = (attributes[.size] as? NSNumber)?.intValue ?? -1
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
        return "\(path) \(size) \(modified)"
    }

    /// The path of the running executable. On Linux it is read from `/proc/self/exe`: setting up
    /// `Bundle.main` to ask it costs more than a millisecond, a good part of an unchanged run.
    private static var executablePath: String? {
        #if os(Linux)
        try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        #else
        Bundle.main.executablePath
        #endif
    }
}
