import Segue

/// A job that runs: `segue render`, `concat` and `apply` each run theirs, `segue batch` runs a
/// manifest's with one shared engine, and so can any program.
public protocol RunnableJob: JobDescription, Sendable {
    /// Where the job writes.
    var out: String { get set }
    /// Whether the job keeps from reporting what it wrote.
    var isQuiet: Bool { get set }
    /// Throws the usage error (`JobOptionError`) of the first mistake the job's options make together.
    func validate() throws
    /// Runs the job to its end, or until `options.checkCancellation` throws.
    func run(_ options: JobRunOptions) throws
}

extension RenderJob: RunnableJob {
    public var isQuiet: Bool {
        get { output.quiet }
        set { output.quiet = newValue }
    }
}

extension ConcatJob: RunnableJob {
    public var isQuiet: Bool {
        get { output.quiet }
        set { output.quiet = newValue }
    }
}

extension ApplyJob: RunnableJob {
    public var isQuiet: Bool {
        get { quiet }
        set { quiet = newValue }
    }
}
