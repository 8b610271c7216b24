import ArgumentParser
import Foundation
import Segue
import SegueJobs

struct HistogramCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "histogram",
        abstract: "Count an image's levels on the GPU: print them as JSON, or draw them.",
        discussion: """
            Prints one JSON object: the pixels counted, the average colour and luminance (0 to 1),
            and for each of red, green, blue, alpha and luminance the 256 counts, level 0 first.
            With --out FILE.png (or .jpg), draws the histogram as GPUImage's HistogramDisplay does.

            Examples:
              segue histogram photo.jpg
              segue histogram photo.jpg --downsampling-factor 16
              segue histogram photo.jpg --out histogram.png
            """
    )

    @Argument(help: ArgumentHelp("The image to count.", valueName: "image")) var input: String
    @Option(help: "Count every Nth pixel, in reading order (GPUImage samples every 16th).") var downsamplingFactor = 1
    @Option(
        help: ArgumentHelp(
            "Draw the histogram into this .png, .jpg or .jpeg instead of printing it.", valueName: "file")) var out:
        String?
    @Option(help: ArgumentHelp("The drawing's height in pixels.", valueName: "pixels")) var height = 200
    @OptionGroup var limits: ImageLimitOptions

    func validate() throws {
        guard downsamplingFactor >= 1 else { throw ValidationError("--downsampling-factor must be 1 or more") }
        guard (1...4096).contains(height) else { throw ValidationError("--height must be from 1 to 4096") }
        if let out { try usageChecked { _ = try OutputTarget.ImageFormat(singleImagePath: out, command: "histogram") } }
    }

    func run() throws {
        let engine = try Engine(maximumPixelCount: limits.maxPixels)
        let histogram = try engine.histogram(
            of: try engine.image(contentsOfFile: input), downsamplingFactor: downsamplingFactor)
        if let out {
            try histogram.image(height: height).write(
                toFile: out, format: try OutputTarget.ImageFormat(singleImagePath: out, command: "histogram"))
            print("wrote \(out)")
            return
        }
        let average = histogram.averageColor
        let averages = [average.x, average.y, average.z, average.w].map { String(format: "%.6f", $0) }
        var fields: [(name: String, value: String)] = [
            ("pixels", String(histogram.pixelCount)),
            ("averageColor", "[" + averages.joined(separator: ", ") + "]"),
            ("averageLuminance", String(format: "%.6f", histogram.averageLuminance)),
        ]
        let channels: [(String, [Int])] = [
            ("red", histogram.red), ("green", histogram.green), ("blue", histogram.blue), ("alpha", histogram.alpha),
            ("luminance", histogram.luminance),
        ]
        for (name, counts) in channels {
            fields.append((name, "[" + counts.map(String.init).joined(separator: ", ") + "]"))
        }
        print("{\n" + fields.map { "  \"\($0.name)\": \($0.value)" }.joined(separator: ",\n") + "\n}")
    }
}
