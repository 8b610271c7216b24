import ArgumentParser
import Segue
import SegueJobs

/// The options `render` and `concat` share for what they write: replacing old frames, the
/// summary line, and the limits on a render's size and length.
///
/// It has no `validate()`: the jobs check `--size` and `--max-frames` among their own checks, so
/// that the first mistake reported stays the one it was when each command declared these itself.
struct OutputOptions: ParsableArguments {
    @Flag(help: RenderJob.help("overwrite")) var overwrite = false
    @Flag(name: [.short, .long], help: RenderJob.help("quiet")) var quiet = false
    @OptionGroup(title: "Limits") var limits: ImageLimitOptions
    @Option(help: RenderJob.help("max-frames")) var maxFrames = 100_000

    /// The options as a job holds them.
    var settings: OutputSettings {
        var settings = OutputSettings()
        settings.overwrite = overwrite
        settings.quiet = quiet
        settings.limits = limits.settings
        settings.maxFrames = maxFrames
        return settings
    }
}
