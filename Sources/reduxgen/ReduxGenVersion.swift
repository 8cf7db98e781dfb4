/// The version `reduxgen --version` prints. Generated files never contain it, so upgrading the tool does
/// not by itself change any generated file.
enum ReduxGenVersion {
    static let current = "0.2.0"
}
