import ArgumentParser
import Segue
import SegueJobs

// Values the CLI's options take, parsed by the library's own rules.

extension ResizeMode: ExpressibleByArgument {}

extension FrameSize: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(parsing: argument)
    }
}

/// `--max-pixels`, for the commands that read images: a limit checked against each file's header
/// before it is decoded, so that a small file claiming a huge size fails at once.
struct ImageLimitOptions: ParsableArguments {
    @Option(help: ArgumentHelp(ImageLimitSettings.maxPixelsHelp, valueName: "pixels"))
    var maxPixels = ImageLimits.defaultMaximumPixelCount

    /// The limit as a job holds it.
    var settings: ImageLimitSettings {
        var settings = ImageLimitSettings()
        settings.maxPixels = maxPixels
        return settings
    }

    func validate() throws { try usageChecked(settings.validate) }

    /// Throws a usage error when `size` (given by `option`) is over `--max-pixels`.
    func check(_ size: FrameSize?, option: String) throws {
        try usageChecked { try settings.check(size, option: option) }
    }
}
