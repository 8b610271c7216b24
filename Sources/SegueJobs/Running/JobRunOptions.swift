import Segue

/// How a job runs: the engine it may share, where its messages and progress go, and what stops it.
///
/// The defaults suit a program: an engine of the job's own, messages and progress dropped, no
/// way to stop but an error. `segue` prints the messages, draws a progress bar and stops on Ctrl-C.
public struct JobRunOptions {
    /// The engine to render with (a batch's, shared by its jobs), or nil for one of the job's own.
    public var engine: Engine?
    /// Receives each message the job has for its user, in order, on the job's thread.
    public var report: (JobMessage) -> Void
    /// Receives the frames done after each frame, and how many there will be when known.
    public var progress: (JobProgress) -> Void
    /// Called before each frame; whatever it throws stops the job, which removes what it partly wrote.
    public var checkCancellation: () throws -> Void
    /// Called on a thread of its own when a frame takes longer than the job's `frameTimeout`, with
    /// a message naming the frame and the effect; nil to leave frames unwatched.
    ///
    /// A GL call cannot be abandoned, so the job cannot stop itself: `segue` removes the partial
    /// outputs and exits, where a silent hang would leave a batch waiting for ever.
    public var frameTimedOut: (@Sendable (String) -> Void)?

    /// Options with an engine to share, or nil, and the defaults otherwise.
    public init(
        engine: Engine? = nil, report: @escaping (JobMessage) -> Void = { _ in },
        progress: @escaping (JobProgress) -> Void = { _ in }, checkCancellation: @escaping () throws -> Void = {},
        frameTimedOut: (@Sendable (String) -> Void)? = nil
    ) {
        self.engine = engine
        self.report = report
        self.progress = progress
        self.checkCancellation = checkCancellation
        self.frameTimedOut = frameTimedOut
    }

    /// Runs the cancellation check again after `error`, so that a stop asked for wins over the
    /// failure it caused (ffmpeg sees a Ctrl-C too, and fails), then throws `error`.
    func rethrow(_ error: any Error) throws -> Never {
        try checkCancellation()
        throw error
    }
}

/// Frames a job has done, and how many it will do when that is known.
public struct JobProgress: Equatable, Sendable {
    public var completed: Int
    public var total: Int?

    public init(completed: Int, total: Int?) {
        (self.completed, self.total) = (completed, total)
    }
}

/// What a job tells its user while it runs.
public enum JobMessage: Equatable, Sendable {
    /// A line of the job's own account: what it wrote and how fast, what it watches, a dry run's plan.
    /// A job that is `quiet` sends none of what it wrote.
    case account(String)
    /// Something worth knowing that changes nothing: an image parameter left transparent, old frames removed.
    case notice(String)
    /// A mistake the job passed over (a line of progress it could not read, a shader edit that
    /// does not compile), and what it did instead.
    case passedOver(String, instead: String)
}

/// A mistake in a job's options, or in how they go together, found before or while it starts:
/// what the command line reports as a usage error.
public struct JobOptionError: Error, CustomStringConvertible, Equatable, Sendable {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
