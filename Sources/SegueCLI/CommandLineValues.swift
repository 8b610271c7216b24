import ArgumentParser
import Segue

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
    @Option(
        help: ArgumentHelp(
            "Refuse an image or output size over this many pixels, before decoding it.", valueName: "pixels"))
    var maxPixels = ImageLimits.defaultMaximumPixelCount

    func validate() throws {
        guard maxPixels > 0 else { throw ValidationError("--max-pixels must be positive") }
    }

    /// Throws a usage error when `size` (given by `option`) is over `--max-pixels`.
    func check(_ size: FrameSize?, option: String) throws {
        guard let size else { return }
        let (pixels, overflow) = size.width.multipliedReportingOverflow(by: size.height)
        guard overflow || pixels > maxPixels else { return }
        throw ValidationError(
            "\(option) \(size) is \(pixels) pixels, over the limit of \(maxPixels) (raise it with --max-pixels)")
    }
}
