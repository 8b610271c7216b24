import Foundation
import Segue

/// The copy-between row of issue 17: two long H.264 clips joined by one fade, `segue concat
/// --copy-between` (the clips' packets copied, only the join re-encoded) against the same video
/// re-encoded whole, by `segue concat` without it and by ffmpeg's `xfade`.
extension EndToEnd {
    /// The clips' shape: their length, the join's, the rate, the size and the keyframe interval.
    struct CopyBetweenShape {
        var seconds = 60
        var join = 1
        var fps = 30
        var width = 1920
        var height = 1080
        /// Frames from one keyframe to the next (2 s: what streaming encoders and many cameras use).
        var keyframeInterval = 60

        /// Frames of the video: both clips less the join's overlap.
        var frames: Int { 2 * seconds * fps - join * fps }
    }

    /// The three commands: copy-between and whole re-encodes by Segue, and ffmpeg's xfade; every
    /// encode is libx264 with `sequenceX264` (veryfast, CRF 23), as the sequence row's.
    struct CopyBetweenJob {
        var copy: [String]
        var whole: [String]
        var ffmpeg: [String]
        var frames: Int

        /// The files the commands write, in the order above.
        var outputs: [String] { [copy.last!, whole.last!, ffmpeg.last!] }
    }

    static func copyBetweenJob(clips: (String, String), shape: CopyBetweenShape, directory: URL) -> CopyBetweenJob {
        let out = { (name: String) in directory.appendingPathComponent(name).path }
        let concat = [
            "concat", clips.0, clips.1, "--transition", "fade", "--duration", String(shape.join), "--fps",
            String(shape.fps),
            "--crf", sequenceX264[3], "--encoder-args", "-preset \(sequenceX264[1])", "--quiet", "--out",
        ]
        let xfade =
            "[0][1]xfade=transition=fade:duration=\(shape.join):offset=\(shape.seconds - shape.join),format=yuv420p"
        return CopyBetweenJob(
            copy: ["concat", "--copy-between"] + concat.dropFirst() + [out("k.mp4")], whole: concat + [out("w.mp4")],
            ffmpeg: ["-i", clips.0, "-i", clips.1, "-filter_complex", xfade, "-c:v", "libx264"] + sequenceX264 + [
                out("x.mp4")
            ],
            frames: shape.frames)
    }

    /// Makes the two clips (ffmpeg's two moving test patterns, x264 superfast: High profile with
    /// B-frames, 1080p at about 10 Mb/s; a keyframe every `keyframeInterval` frames and no others); not timed.
    func makeCopyBetweenClips(_ shape: CopyBetweenShape) throws -> (String, String) {
        let a = directory.appendingPathComponent("long-a.mp4").path
        let b = directory.appendingPathComponent("long-b.mp4").path
        let size = "size=\(shape.width)x\(shape.height):rate=\(shape.fps)"
        for (path, source) in [
            (a, "testsrc2=\(size):duration=\(shape.seconds)"), (b, "testsrc=\(size):duration=\(shape.seconds)"),
        ] {
            let result = try ChildProcess(
                ffmpeg,
                arguments: [
                    "-v", "error", "-y", "-f", "lavfi", "-i", source, "-c:v", "libx264", "-preset", "superfast", "-g",
                    String(shape.keyframeInterval),
                    "-sc_threshold", "0", "-pix_fmt", "yuv420p", path,
                ]
            ).run()
            guard result.succeeded else {
                throw BenchFailure(message: "ffmpeg could not make a long test clip: \(result.errorText)")
            }
        }
        return (a, b)
    }

    /// Times the three commands `repetitions` times, interleaved (the order turning each time),
    /// checks after the first that all three wrote every frame, and prints a table of medians.
    func runCopyBetween(shape: CopyBetweenShape = CopyBetweenShape()) throws {
        Console.write("making two \(shape.seconds) s clips…")
        let job = Self.copyBetweenJob(clips: try makeCopyBetweenClips(shape), shape: shape, directory: directory)
        Console.write("\r\u{1B}[K")
        let commands: [(String, [String])] = [
            (segue, job.copy), (segue, job.whole), (ffmpeg, ["-v", "error", "-y"] + job.ffmpeg),
        ]
        var times = Array(repeating: [Double](), count: commands.count)
        for repetition in 0..<repetitions {
            for step in 0..<commands.count {
                let index = (step + repetition) % commands.count
                try? FileManager.default.removeItem(atPath: job.outputs[index])
                times[index].append(try time(commands[index].0, commands[index].1))
            }
            if repetition == 0 {
                for output in job.outputs where try packetCount(output) != job.frames {
                    throw BenchFailure(
                        message:
                            "copy between joins: \(output) holds \(try packetCount(output).map(String.init) ?? "?") frames, not \(job.frames)"
                    )
                }
            }
            Console.write("\rcopy between joins: \(repetition + 1)/\(repetitions)\u{1B}[K")
        }
        Console.write("\r\u{1B}[K")
        let (copy, whole, xfade) = (median(times[0]), median(times[1]), median(times[2]))
        let format = { (value: Double) in String(format: "%.2f", value) }
        print("")
        print(
            "| job (\(shape.width)×\(shape.height), \(shape.fps) fps) | frames | --copy-between s | segue concat s | ffmpeg xfade s | concat ÷ copy | xfade ÷ copy |"
        )
        print("| --- | --- | --- | --- | --- | --- | --- |")
        print(
            "| two \(shape.seconds) s H.264 clips, \(shape.join) s fade (libx264 \(Self.sequenceX264[1]), crf \(Self.sequenceX264[3])) | \(job.frames) "
                + "| \(format(copy)) | \(format(whole)) | \(format(xfade)) | \(format(whole / copy))× | \(format(xfade / copy))× |"
        )
        fflush(nil)
    }

    /// ffprobe's count of the video packets of `path`, or nil.
    func packetCount(_ path: String) throws -> Int? {
        guard let ffprobe = ChildProcess.locate("ffprobe") else {
            throw BenchFailure(message: "ffprobe is needed to count the frames written")
        }
        let result = try ChildProcess(
            ffprobe,
            arguments: [
                "-v", "error", "-select_streams", "v:0", "-count_packets",
                "-show_entries", "stream=nb_read_packets", "-of", "csv=p=0", path,
            ]
        ).run()
        return Int(result.outputText.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
