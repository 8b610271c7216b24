import ArgumentParser
import Segue

/// The options `render` and `concat` share for what they write: replacing old frames, the
/// summary line, and the limits on a render's size and length.
///
/// It has no `validate()`: the commands call `check(size:)` among their own checks, so that
/// the first mistake reported stays the one it was when each command declared these itself.
struct OutputOptions: ParsableArguments {
    @Flag(help: "Write frames into a folder that holds some already, removing its old frames first.") var overwrite =
        false
    @Flag(name: [.short, .long], help: "Print no summary line; errors still print.") var quiet = false
    @OptionGroup(title: "Limits") var limits: ImageLimitOptions
    @Option(help: ArgumentHelp("Refuse to start a render of more frames than this.", valueName: "count"))
    var maxFrames = 100_000

    /// Throws a usage error when `size` (from `--size`) is over `--max-pixels`, or `--max-frames` is not positive.
    func check(size: FrameSize?) throws {
        try limits.check(size, option: "--size")
        guard maxFrames > 0 else { throw ValidationError("--max-frames must be positive") }
    }

    /// The usage error for a render of `frames` frames, which `subject` make, over `--max-frames`.
    func tooManyFrames(_ frames: String, madeBy subject: String) -> ValidationError {
        ValidationError("\(subject) make \(frames) frames, over the limit of \(maxFrames) (raise it with --max-frames)")
    }
}
