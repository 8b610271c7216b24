import Foundation
import Segue

/// Whole-process timings of the jobs people replace ffmpeg's xfade with: `segue render` writing a
/// file against `ffmpeg -filter_complex xfade` writing the same file from the same inputs, run
/// side by side (repetitions interleaved, medians reported).
struct EndToEnd {
    let ffmpeg: String
    let segue: String
    let from: String
    let to: String
    let repetitions: Int
    let directory: URL

    /// One job: the two commands, and the frames each writes.
    struct Job {
        var name: String
        var segue: [String]
        var ffmpeg: [String]
        var frames: Int
        /// Whether a count other than `frames` on either side stops the bench (else it is noted):
        /// set where the two sides are known to write the same frames.
        var framesMustMatch = false

        /// The files the two commands write (each command's last path argument).
        var outputs: [String] {
            [segue[segue.firstIndex(of: "--out")! + 1], ffmpeg.last!]
        }
    }

    /// The x264 settings both sides use for MP4 (ffmpeg's defaults, written out).
    static let x264 = ["-preset", "medium", "-crf", "23"]

    /// The jobs at 1080p: two stills for 1 s at 30 fps (pixellate-dissolve against xfade's
    /// pixelize) to Y4M and to MP4; two 3 s clips joined by a 1 s fade to Y4M and to MP4; eight
    /// stills of 2 s joined by 0.5 s fades to MP4.
    func jobs(clipA: String, clipB: String, slides: [String]) -> [Job] {
        let size = ["--size", "1920x1080", "--fps", "30", "--quiet"]
        let stillInputs = [
            "-loop", "1", "-framerate", "30", "-t", "1", "-i", from, "-loop", "1", "-framerate", "30", "-t", "1", "-i",
            to,
        ]
        let fit = "[0]scale=1920:1080,setsar=1[a];[1]scale=1920:1080,setsar=1[b];[a][b]"
        let stills = "\(fit)xfade=transition=pixelize:duration=1:offset=0,format=yuv420p"
        let clips = "[0][1]xfade=transition=fade:duration=1:offset=2,format=yuv420p"
        func out(_ name: String) -> String { directory.appendingPathComponent(name).path }
        return [
            Job(
                name: "stills → y4m (pixellate-dissolve / pixelize)",
                segue: [
                    "render", "--from", from, "--to", to, "--transition", "pixellate-dissolve", "--duration", "1",
                    "--out", out("s.y4m"),
                ] + size,
                ffmpeg: stillInputs + ["-filter_complex", stills, "-f", "yuv4mpegpipe", out("f.y4m")], frames: 31),
            Job(
                name: "stills → mp4 (libx264 medium, crf 23)",
                segue: [
                    "render", "--from", from, "--to", to, "--transition", "pixellate-dissolve", "--duration", "1",
                    "--out", out("s.mp4"),
                    "--crf", "23", "--encoder-args", "-preset medium",
                ] + size,
                ffmpeg: stillInputs + ["-filter_complex", stills, "-c:v", "libx264"] + Self.x264 + [out("f.mp4")],
                frames: 31),
            Job(
                name: "clips → y4m (fade)",
                segue: [
                    "render", "--from", clipA, "--to", clipB, "--transition", "fade", "--duration", "1", "--out",
                    out("c.y4m"),
                ] + size,
                ffmpeg: ["-i", clipA, "-i", clipB, "-filter_complex", clips, "-f", "yuv4mpegpipe", out("g.y4m")],
                frames: 150),
            Job(
                name: "clips → mp4 (fade, libx264 medium, crf 23)",
                segue: [
                    "render", "--from", clipA, "--to", clipB, "--transition", "fade", "--duration", "1", "--out",
                    out("c.mp4"),
                    "--crf", "23", "--encoder-args", "-preset medium",
                ] + size,
                ffmpeg: ["-i", clipA, "-i", clipB, "-filter_complex", clips, "-c:v", "libx264"] + Self.x264 + [
                    out("g.mp4")
                ], frames: 150),
            Self.sequenceJob(
                stills: slides, shape: SlideshowShape(), width: 1920, height: 1080, segueOut: out("q.mp4"),
                ffmpegOut: out("h.mp4")),
        ]
    }

    /// Makes the two 3 s 1080p clips (ffmpeg test sources, x264 ultrafast) the clip jobs join.
    func makeClips() throws -> (String, String) {
        let a = directory.appendingPathComponent("a.mp4").path
        let b = directory.appendingPathComponent("b.mp4").path
        for (path, source) in [
            (a, "testsrc2=size=1920x1080:rate=30:duration=3"), (b, "mandelbrot=size=1920x1080:rate=30,trim=duration=3"),
        ] {
            let result = try ChildProcess(
                ffmpeg,
                arguments: [
                    "-v", "error", "-y", "-f", "lavfi", "-i", source,
                    "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", path,
                ]
            ).run()
            guard result.succeeded else {
                throw BenchFailure(message: "ffmpeg could not make a test clip: \(result.errorText)")
            }
        }
        return (a, b)
    }

    /// Runs every job `repetitions` times, Segue and ffmpeg alternating (which goes first alternates
    /// too), and prints a Markdown table of median wall times. After the first repetition both
    /// outputs' frames are counted (see `checkFrames`), so that the two sides make the same video.
    func run() throws {
        let (clipA, clipB) = try makeClips()
        let slides = try makeStills(count: SlideshowShape().stills, width: 1920, height: 1080)
        print("| job (1920×1080, 30 fps) | frames | Segue s | ffmpeg s | ffmpeg ÷ Segue |")
        print("| --- | --- | --- | --- | --- |")
        for job in jobs(clipA: clipA, clipB: clipB, slides: slides) {
            var segueTimes: [Double] = []
            var ffmpegTimes: [Double] = []
            for repetition in 0..<repetitions {
                let order = repetition % 2 == 0 ? [true, false] : [false, true]
                for isSegue in order {
                    // Each side writes a new file, as a first run does: on a virtual machine a new
                    // file's pages can cost several times an overwritten one's. The other side's
                    // file stays, for the frame count below.
                    try? FileManager.default.removeItem(atPath: job.outputs[isSegue ? 0 : 1])
                    let seconds = try time(
                        isSegue ? segue : ffmpeg, isSegue ? job.segue : ["-v", "error", "-y"] + job.ffmpeg)
                    if isSegue { segueTimes.append(seconds) } else { ffmpegTimes.append(seconds) }
                }
                if repetition == 0 { try checkFrames(of: job) }
                Console.write("\r\(job.name): \(repetition + 1)/\(repetitions)\u{1B}[K")
            }
            Console.write("\r\u{1B}[K")
            let (s, f) = (median(segueTimes), median(ffmpegTimes))
            print(
                "| \(job.name) | \(job.frames) | \(String(format: "%.2f", s)) | \(String(format: "%.2f", f)) | \(String(format: "%.2f", f / s))× |"
            )
            fflush(nil)
        }
        try runCopyBetween()
    }

    /// Counts the frames (packets, by ffprobe) of both of `job`'s outputs: one other than
    /// `job.frames` throws where the job says they must match, and is noted on stderr otherwise.
    private func checkFrames(of job: Job) throws {
        for output in job.outputs {
            let frames = try packetCount(output)
            guard frames == job.frames else {
                let message = "\(job.name): \(output) holds \(frames.map(String.init) ?? "?") frames, not \(job.frames)"
                if job.framesMustMatch || frames == nil { throw BenchFailure(message: message) }
                Console.note(message)
                continue
            }
        }
    }

    /// Wall seconds of one run of `executable`, which must succeed.
    func time(_ executable: String, _ arguments: [String]) throws -> Double {
        let start = Date()
        let result = try ChildProcess(executable, arguments: arguments).run()
        let seconds = Date().timeIntervalSince(start)
        guard result.succeeded else {
            throw BenchFailure(message: "\(executable) \(arguments.joined(separator: " ")) failed: \(result.errorText)")
        }
        return seconds
    }

    func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.count % 2 == 1
            ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}
