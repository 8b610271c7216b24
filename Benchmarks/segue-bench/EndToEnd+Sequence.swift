import Foundation
import Segue

/// The sequence row of issue 17: stills joined by fades, `segue concat` against ffmpeg's chain of
/// `xfade` filters making the same video.
extension EndToEnd {
    /// A slideshow's shape: how many stills, how long each shows and each join lasts, at what rate.
    struct SlideshowShape {
        var stills = 8
        var still = 2.0
        var join = 0.5
        var fps = 30

        /// Frames of the video: each still's frames, less each join's overlap (as xfade counts them).
        var frames: Int { stills * Int((still * Double(fps)).rounded()) - (stills - 1) * Int(join * Double(fps)) }

        /// Where join `index` (from 0) starts, in seconds: xfade's `offset`, the length of the
        /// chain before it less its own duration.
        func offset(ofJoin index: Int) -> Double { Double(index + 1) * (still - join) }
    }

    /// The x264 settings both sides of the sequence row use (the preset of the measurement in
    /// docs/SEQUENCES.md, so the two figures can be compared).
    static let sequenceX264 = ["-preset", "veryfast", "-crf", "23"]

    /// `segue concat` of `stills` (already at `width`×`height`) with fades, and ffmpeg's `-loop 1 -t`
    /// inputs chained through one `xfade=fade` per join, both writing MP4 (libx264, yuv420p).
    static func sequenceJob(
        stills: [String], shape: SlideshowShape, width: Int, height: Int, segueOut: String, ffmpegOut: String
    ) -> Job {
        let seconds = { (value: Double) in String(format: "%g", value) }
        let segue =
            ["concat"] + stills + [
                "--transition", "fade", "--duration", seconds(shape.join), "--still", seconds(shape.still), "--fps",
                String(shape.fps),
                "--size", "\(width)x\(height)", "--out", segueOut, "--crf", sequenceX264[3], "--encoder-args",
                "-preset \(sequenceX264[1])", "--quiet",
            ]
        let inputs = stills.flatMap {
            ["-loop", "1", "-framerate", String(shape.fps), "-t", seconds(shape.still), "-i", $0]
        }
        var chain: [String] = []
        var previous = "[0]"
        for join in 0..<(stills.count - 1) {
            let label = join == stills.count - 2 ? "" : "[v\(join + 1)]"
            let format = join == stills.count - 2 ? ",format=yuv420p" : ""
            chain.append(
                "\(previous)[\(join + 1)]xfade=transition=fade:duration=\(seconds(shape.join)):offset=\(seconds(shape.offset(ofJoin: join)))\(format)\(label)"
            )
            previous = label
        }
        let ffmpeg =
            inputs + ["-filter_complex", chain.joined(separator: ";"), "-c:v", "libx264"] + sequenceX264 + [ffmpegOut]
        return Job(
            name:
                "\(stills.count) stills → mp4 (\(seconds(shape.still)) s, \(seconds(shape.join)) s fades, libx264 \(sequenceX264[1]), crf \(sequenceX264[3]))",
            segue: segue, ffmpeg: ffmpeg, frames: shape.frames, framesMustMatch: true)
    }

    /// Makes `count` different stills of `width`×`height` from the two example images (fitted by
    /// cover, then flipped, mirrored or hue-turned), as PNG files in `directory`; not timed.
    func makeStills(count: Int, width: Int, height: Int) throws -> [String] {
        let looks = ["null", "hflip", "vflip", "hue=h=120", "hue=h=240", "hflip,vflip", "negate", "hue=s=0"]
        return try (0..<count).map { index in
            let source = index % 2 == 0 ? from : to
            let path = directory.appendingPathComponent("still\(index + 1).png").path
            let fit = "scale=\(width):\(height):force_original_aspect_ratio=increase,crop=\(width):\(height),setsar=1"
            let filter = "\(fit),\(looks[(index / 2 + index % 2 * 4) % looks.count]),format=rgb24"
            let result = try ChildProcess(
                ffmpeg, arguments: ["-v", "error", "-y", "-i", source, "-vf", filter, "-frames:v", "1", path]
            ).run()
            guard result.succeeded else {
                throw BenchFailure(message: "ffmpeg could not make a still from \(source): \(result.errorText)")
            }
            return path
        }
    }
}
