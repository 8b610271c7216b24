/// The version of Segue, the library and the `segue` command.
public enum SegueVersion {
    /// The release this build is, as `segue --version` prints it.
    public static let current = "0.3.0"
}
