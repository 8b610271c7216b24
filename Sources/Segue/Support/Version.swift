/// The version of Segue, the library and the `segue` command.
public enum SegueVersion {
    /// The release this build is, as `segue --version` prints it (with the commit); packages and
    /// images carry the same number.
    public static let current = "0.3.0"
}
