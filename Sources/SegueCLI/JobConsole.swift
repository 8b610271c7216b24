import Foundation
import Segue
import SegueJobs

/// A job run from the command line: its account on standard output (on standard error when frames
/// go to standard output), notices and passed-over mistakes on standard error, a progress bar on
/// a terminal, Ctrl-C between frames, and a frame that hangs ending the process.
final class JobConsole {
    private let accountToStandardError: Bool
    private let drawsProgress: Bool
    private var bar: ProgressBar?

    private init(out: String, quiet: Bool) {
        accountToStandardError = out == "-"
        drawsProgress = !quiet
    }

    /// Runs `job` with `engine` (a batch's) or one of its own.
    static func run(_ job: some RunnableJob, engine: Engine? = nil) throws {
        if catchesInterruptions(job) { Interruption.install() }
        let console = JobConsole(out: job.out, quiet: job.isQuiet)
        defer { console.bar?.clear() }
        try job.run(
            JobRunOptions(
                engine: engine, report: console.say, progress: console.draw, checkCancellation: Interruption.check,
                frameTimedOut: exitOnHungFrame))
    }

    /// Whether a signal should stop `job` between frames rather than end the process at once:
    /// not for an image (`apply` checks no frames), nor where PNG frames are written for ever
    /// (`--watch`, `--progress-stdin`), each complete as it lands.
    private static func catchesInterruptions(_ job: some RunnableJob) -> Bool {
        if job is ApplyJob { return false }
        guard let render = job as? RenderJob, render.watch || render.progressStdin else { return true }
        if case .sequence? = try? OutputTarget(path: render.out) { return false }
        return true
    }

    /// Prints `message` where the command line prints it.
    static func show(_ message: JobMessage, accountToStandardError: Bool = false) {
        switch message {
        case .account(let line):
            if accountToStandardError {
                FileHandle.standardError.write(Data((line + "\n").utf8))
            } else {
                Swift.print(line)
                fflush(nil)  // each line reaches a pipe as it happens (`--watch`'s reloads)
            }
        case .notice(let text):
            FileHandle.standardError.write(Data("segue: notice: \(text)\n".utf8))
        case .passedOver(let mistake, let instead):
            reportError(mistake, note: instead)
        }
    }

    private func say(_ message: JobMessage) {
        bar?.clear()
        Self.show(message, accountToStandardError: accountToStandardError)
    }

    private func draw(_ progress: JobProgress) {
        guard drawsProgress else { return }
        if bar == nil { bar = ProgressBar.make(quiet: false) }
        bar?.update(done: progress.completed, total: progress.total)
    }

    /// Ends the process on a hung frame, from the watchdog's thread: the renderer's thread is
    /// inside the driver, so no cleanup can run in order, and what is half written goes now (an
    /// encoder writing it sees its input end).
    private static let exitOnHungFrame: @Sendable (String) -> Void = { message in
        reportError(message)
        PartialOutputs.removeAll()
        _exit(1)
    }
}
