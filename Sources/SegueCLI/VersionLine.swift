import Segue

/// What `segue --version` and `segue info` say: the release and the commit of the source the
/// binary was built from (`buildCommit`, written by the StampBuildCommit plugin), such as
/// `0.3.0 (commit 1f79611c2a3b)`; the release alone when it was built outside a git checkout.
///
/// The commit is stamped into the command, not the library, so that a new commit recompiles one
/// file here rather than the whole library.
enum VersionLine {
    static let text = SegueVersion.current + (buildCommit.map { " (commit \($0))" } ?? "")
}
