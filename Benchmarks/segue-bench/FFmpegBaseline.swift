import Foundation
import Segue

/// The ffmpeg baseline: the `xfade` filter doing the matching transition on the same two images.
///
/// Each image is read once as raw RGBA, converted once to planar RGB (`gbrp`, xfade's fastest
/// RGB path) and repeated in memory by the `loop` filter, so nothing is decoded per frame; frames
/// go to the null muxer. ffmpeg runs as one process with its default threading (xfade's slice
/// threads, one per core). Start-up (exec, probing, filter-graph setup) is cancelled by timing a
/// run of N frames and one of 2N frames: N / (t₂ₙ − tₙ) is the steady frame rate, with t the
/// `rtime` that `-benchmark` prints (the transcode loop alone), or wall time where that is too coarse.
struct FFmpegBaseline {
    let executable: String
    let transition: String
    let inputs: FFmpegInputs

    /// What one N / 2N pair measured.
    struct Sample: Sendable {
        var fps: Double
        var cpuMillisecondsPerFrame: Double?
        var frames: Int
    }

    /// Frame rate given to the inputs; it only sets timestamps, nothing waits on it. High because
    /// xfade's duration (N / rate seconds) may not exceed 60 s.
    static let frameRate = 1000

    /// The most frames one run may have (2N ≤ 10 s of timestamps at `frameRate`).
    static let maximumFrames = 5000

    /// Picks N so that the difference of the two runs lasts about the window, from a short pilot pair.
    func frameCount(for window: MeasurementWindow) throws -> Int {
        // Tiny fixed windows (smoke tests) would drown in start-up noise; ten frames is the floor.
        if case .frames(let count) = window { return max(count, 10) }
        guard case .seconds(let seconds) = window else { return 10 }
        let pilot = try measure(frames: 10)
        guard pilot.fps.isFinite, pilot.fps > 0 else { return 50 }
        return min(max(Int((seconds * pilot.fps).rounded()), 10), Self.maximumFrames)
    }

    /// Times N then 2N frames and returns the frame rate of the difference.
    func measure(frames: Int) throws -> Sample {
        let short = try run(frames: frames)
        let long = try run(frames: 2 * frames)
        // rtime has millisecond resolution; tiny runs fall back to the processes' wall time.
        var seconds = (long.transcodeSeconds ?? 0) - (short.transcodeSeconds ?? 0)
        if seconds <= 0 { seconds = long.wallSeconds - short.wallSeconds }
        guard seconds > 0 else {
            throw BenchFailure(
                message: "ffmpeg: \(2 * frames) frames took no longer than \(frames); use more --seconds")
        }
        var cpu: Double?
        if let shortCPU = short.cpuSeconds, let longCPU = long.cpuSeconds {
            cpu = (longCPU - shortCPU) * 1000 / Double(frames)
        }
        return Sample(fps: Double(frames) / seconds, cpuMillisecondsPerFrame: cpu, frames: frames)
    }

    /// The command line for `frames` frames.
    func arguments(frames: Int) -> [String] {
        let rate = Self.frameRate
        let size = "\(inputs.size.width)x\(inputs.size.height)"
        let input = ["-f", "rawvideo", "-pix_fmt", "rgba", "-s", size, "-framerate", "\(rate)", "-i"]
        // The loop filter repeats the one converted frame; setpts spaces the copies 1/rate apart.
        let repeated = "format=gbrp,loop=loop=\(frames - 1):size=1:start=0,setpts=N/(\(rate)*TB)"
        let duration = String(format: "%.6f", Double(frames) / Double(rate))
        let graph =
            "[0:v]\(repeated)[a];[1:v]\(repeated)[b];[a][b]xfade=transition=\(transition):duration=\(duration):offset=0[out]"
        return ["-hide_banner", "-nostdin", "-nostats", "-benchmark"]
            + input + [inputs.fromPath] + input + [inputs.toPath]
            + ["-filter_complex", graph, "-map", "[out]", "-f", "null", "-"]
    }

    private struct Run {
        /// The transcode loop's real time from `-benchmark` (`rtime`), if printed.
        var transcodeSeconds: Double?
        /// The process's wall time, start-up included.
        var wallSeconds: Double
        var cpuSeconds: Double?
    }

    private func run(frames: Int) throws -> Run {
        let start = Clocks.monotonic()
        let result = try ChildProcess(executable, arguments: arguments(frames: frames)).run()
        let wall = Clocks.monotonic() - start
        let report = result.errorText
        guard result.status == 0 else {
            // The -benchmark lines come last; the reason is the line before them.
            let last = report.split(separator: "\n").last { !$0.hasPrefix("bench:") }.map(String.init) ?? "no message"
            throw BenchFailure(message: "ffmpeg exited with status \(result.status): \(last)")
        }
        // The last report line says how many frames came out; fewer means the graph is not what we think.
        if let produced = Self.lastMatch(in: report, after: "frame=").flatMap({ Int($0) }), produced != frames {
            throw BenchFailure(message: "ffmpeg produced \(produced) frames instead of \(frames)")
        }
        var cpu: Double?
        if let user = Self.lastMatch(in: report, after: "utime=").flatMap(Self.seconds),
            let system = Self.lastMatch(in: report, after: "stime=").flatMap(Self.seconds)
        {
            cpu = user + system
        }
        let transcode = Self.lastMatch(in: report, after: "rtime=").flatMap(Self.seconds)
        return Run(transcodeSeconds: transcode, wallSeconds: wall, cpuSeconds: cpu)
    }

    /// The token after the last `marker` in `text` (`frame=  120` gives `120`).
    private static func lastMatch(in text: String, after marker: String) -> String? {
        guard let range = text.range(of: marker, options: .backwards) else { return nil }
        let rest = text[range.upperBound...].drop { $0 == " " }
        return String(rest.prefix { !$0.isWhitespace })
    }

    /// `1.234s` as seconds.
    private static func seconds(_ token: String) -> Double? {
        Double(token.hasSuffix("s") ? String(token.dropLast()) : token)
    }
}
