/// The version of Segue, the library and the `segue` command.
public enum SegueVersion {
    /// The release this build is; packages and images carry the same number.
    public static let current = "0.3.0"

    /// The commit of Segue's source this build was made from (12 hex digits), nil when it was
    /// built outside a git checkout.
    public static let commit: String? = buildCommit

    /// The release and the commit, as `segue --version` prints them: `0.3.0 (commit 1f79611c2a3b)`.
    public static var description: String {
        current + (commit.map { " (commit \($0))" } ?? "")
    }
}
