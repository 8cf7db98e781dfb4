import Foundation

/// Writes text to standard output or standard error without buffering surprises between the two.
struct FileHandleOutput: Sendable {
    let handle: FileHandle

    static let standardOutput = FileHandleOutput(handle: .standardOutput)
    static let standardError = FileHandleOutput(handle: .standardError)

    func write(_ text: String) {
        guard !text.isEmpty else { return }
        handle.write(Data(text.utf8))
    }
}
