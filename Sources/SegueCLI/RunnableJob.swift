import Segue
import SegueJobs

/// A job the CLI runs: `render`, `concat` and `apply` each run their job, and so does a batch,
/// with the engine it shares across its jobs.
protocol RunnableJob: JobDescription {
    /// Where the job writes.
    var out: String { get set }
    /// Whether it prints nothing when done.
    var isQuiet: Bool { get set }
    /// Throws the usage error of the first mistake the job's options make together.
    func validate() throws
    /// Runs with `sharedEngine` (a batch's, reused across its jobs), or an engine of its own when nil.
    func run(sharedEngine: Engine?) throws
}

extension RenderJob: RunnableJob {
    var isQuiet: Bool {
        get { output.quiet }
        set { output.quiet = newValue }
    }
}

extension ConcatJob: RunnableJob {
    var isQuiet: Bool {
        get { output.quiet }
        set { output.quiet = newValue }
    }
}

extension ApplyJob: RunnableJob {
    var isQuiet: Bool {
        get { quiet }
        set { quiet = newValue }
    }
}
