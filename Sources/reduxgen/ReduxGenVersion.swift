/// The version `reduxgen --version` prints, and where that version is published. Generated files never
/// contain the version, so upgrading the tool does not by itself change any generated file.
enum ReduxGenVersion {
    static let current = "0.9.0"
    /// The Git URL reduxgen's releases are published at, tagged with their version (`0.4.0`), as Swift
    /// packages depend on it.
    static let packageURL = "https://github.com/reduxgen/reduxgen.git"
}
