import Foundation

/// Writes a slideshow as its `SlideshowCopyPlan` says: each rendered run encoded into its own
/// hidden MP4 beside the output, then one ffmpeg joins those and the copied runs (read from the
/// clips by its concat demuxer, which puts each file's parameter sets in band; from a copy of a
/// clip's video alone when it has other streams) without re-encoding a picture, and encodes the
/// sound track whole.
///
/// Every file but the output lives under a hidden temporary name in the output's folder and is
/// removed on success, failure and cancellation; the output appears only when complete.
struct SlideshowCopyWriter {
    let plan: SlideshowCopyPlan
    let engine: Engine
    let size: FrameSize
    let url: URL
    let encoding: VideoEncoding

    /// Renders the runs, joins everything and publishes the output; any error (or
    /// `checkCancellation` throwing) removes every file written.
    func run(progress report: (FrameProgress) -> Void, checkCancellation: () throws -> Void) throws {
        let ffmpeg = try FFmpegLocation.resolve(
            encoding.ffmpeg, purpose: "writing .\(encoding.container.rawValue) files")
        try plan.slideshow.checkAudioTrack(for: encoding.container, ffmpeg: ffmpeg)
        let folder = url.deletingLastPathComponent()
        let name = url.deletingPathExtension().lastPathComponent
        let output = PartialFile(for: url)
        let list = PartialFile(for: folder.appendingPathComponent("\(name)-parts.ffconcat"))
        var runs: [PartialFile] = []
        var extracts: [PartialFile] = []
        defer {
            for file in runs + extracts { file.discard() }
            list.discard()
        }
        do {
            let total = plan.renderedFrames
            var done = 0
            for part in plan.parts {
                guard case .render(let frames) = part else { continue }
                let run = PartialFile(for: folder.appendingPathComponent("\(name)-run\(runs.count + 1).mp4"))
                runs.append(run)
                try render(frames, into: run.temporary) { completed in
                    report(FrameProgress(completed: done + completed, total: total))
                } checkCancellation: {
                    try checkCancellation()
                }
                done += frames.count
            }
            var sources: [Int: (path: String, stream: CopyableStream)] = [:]
            for case .copy(let item, _, _) in plan.parts where sources[item] == nil {
                sources[item] = try videoAlone(of: item, folder: folder, name: name, files: &extracts, ffmpeg: ffmpeg)
                try checkCancellation()
            }
            try Data(concatList(runs: runs.map(\.temporary), sources: sources).utf8).write(to: list.temporary)
            try join(list: list.temporary, into: output.temporary, ffmpeg: ffmpeg)
            try checkCancellation()
            try output.publish()
            report(FrameProgress(completed: total, total: total))
        } catch {
            output.discard()
            throw error
        }
    }

    /// Renders output `frames` into an MP4 at `path` encoded like the clips, and checks that it
    /// came out so (every frame there, pictures reordered as the clips' are).
    private func render(
        _ frames: Range<Int>, into path: URL, progress: (Int) -> Void, checkCancellation: () throws -> Void
    ) throws {
        let show = plan.slideshow(rendering: frames)
        let timeline = try SlideshowTimeline(show)
        guard timeline.frameCount == frames.count else {
            throw SlideshowError.invalidSettings(
                "frames \(frames.lowerBound)–\(frames.upperBound - 1) would render as \(timeline.frameCount) frames; "
                    + "copying between joins cannot place them (a trim off the frame grid?)")
        }
        let writer = try VideoFileWriter(
            url: path, width: size.width, height: size.height, fps: timeline.fps,
            encoding: plan.renderEncoding(encoding))
        try SlideshowRecording(show, timeline: timeline, engine: engine, size: size, sink: writer)
            .run(progress: { progress($0.completed) }, checkCancellation: checkCancellation)
        let made = try CopyableStream(contentsOfFile: path.path, ffmpeg: encoding.ffmpeg)
        guard made.frameCount == frames.count, made.reorderDelay == plan.reference.reorderDelay,
            made.profile == plan.reference.profile
        else {
            throw VideoError.invalidSettings(
                "a join re-encoded as \(made.frameCount) frames of H.264 \(made.profile) reordered by \(made.reorderDelay), "
                    + "where the copied parts need \(frames.count) of \(plan.reference.profile) reordered by \(plan.reference.reorderDelay) "
                    + "(do --encoder-args change the B-frames or profile?)")
        }
    }

    /// Item `item`'s clip as the concat demuxer is to read it, with its stream: the file itself when
    /// its video is its only stream; else its video alone, stream-copied into a hidden MP4 beside the
    /// output (added to `files`), because the demuxer ends a part at the first packet of any stream
    /// past its outpoint, and a clip's sound is stored up to a second ahead of its pictures.
    private func videoAlone(
        of item: Int, folder: URL, name: String, files: inout [PartialFile], ffmpeg: String
    ) throws -> (path: String, stream: CopyableStream) {
        let stream = plan.streams[item]!
        let clip = plan.slideshow.items[item].movingClip!
        guard !stream.isOnlyStream else { return (clip.path, stream) }
        let file = PartialFile(for: folder.appendingPathComponent("\(name)-video\(files.count + 1).mp4"))
        files.append(file)
        let result: ChildProcess.Result
        do {
            result = try ChildProcess(
                ffmpeg,
                arguments: [
                    "-hide_banner", "-nostats", "-loglevel", "error", "-nostdin", "-i", clip.path,
                    "-map", "0:v:0", "-c", "copy", "-f", "mp4", "-y", file.temporary.path,
                ]
            ).run()
        } catch {
            throw VideoError.ffmpegFailed(
                purpose: "copying the pictures of \(clip.path)", ending: "not started", detail: error.reason)
        }
        guard result.succeeded else {
            throw VideoError.ffmpegFailed(
                purpose: "copying the pictures of \(clip.path)", ending: "exit status \(result.status)",
                detail: result.errorText.split(whereSeparator: \.isNewline).last.map(String.init))
        }
        // Times may have moved in the copy; frames are counted from its first picture, as in the clip.
        let copied = try CopyableStream(contentsOfFile: file.temporary.path, ffmpeg: ffmpeg)
        guard copied.frameCount == stream.frameCount, copied.cuts == stream.cuts else {
            throw VideoError.ffmpegFailed(
                purpose: "copying the pictures of \(clip.path)", ending: "exit status 0",
                detail: "the copy holds \(copied.frameCount) pictures, not \(stream.frameCount)")
        }
        return (file.temporary.path, copied)
    }

    /// The concat demuxer's list: each copied run as its clip between a keyframe's showing time
    /// and the next copied-from keyframe's decoding, each rendered run as its file, every one with
    /// its exact length so that the timestamps follow on frame by frame.
    func concatList(runs: [URL], sources: [Int: (path: String, stream: CopyableStream)]) -> String {
        var lines = ["ffconcat version 1.0"]
        var rendered = runs.makeIterator()
        let seconds = { (value: Double) in String(format: "%.6f", value) }
        for part in plan.parts {
            switch part {
            case .copy(let item, let frames, let clipFrames):
                let (file, stream) = sources[item]!
                let path = URL(fileURLWithPath: file).standardizedFileURL.path
                lines.append("file \(Self.quoted(path))")
                lines.append("inpoint \(seconds(stream.inpoint(atFrame: clipFrames.lowerBound)))")
                if let outpoint = stream.outpoint(atFrame: clipFrames.upperBound) {
                    lines.append("outpoint \(seconds(outpoint))")
                }
                lines.append("duration \(seconds(plan.timeline.seconds(atFrame: frames.count)))")
            case .render(let frames):
                lines.append("file \(Self.quoted(rendered.next()!.path))")
                lines.append("duration \(seconds(plan.timeline.seconds(atFrame: frames.count)))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `path` as a quoted ffconcat string: single quotes, each inner one closed, escaped and reopened.
    private static func quoted(_ path: String) -> String {
        "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Runs ffmpeg joining the list's video by stream copy, with the show's sound track encoded whole.
    private func join(list: URL, into path: URL, ffmpeg: String) throws {
        let soundtrack = encoding.container.audioCodec.map { plan.slideshow.soundtrack(plan.timeline, codec: $0) } ?? []
        let arguments =
            [
                "-hide_banner", "-nostats", "-loglevel", "error", "-nostdin", "-copyts", "-f", "concat", "-safe", "0",
                "-i", list.path,
            ]
            + (soundtrack.isEmpty ? ["-map", "0:v"] : soundtrack)
            + ["-c:v", "copy", "-movflags", "+faststart", "-f", encoding.container.muxer, "-y", path.path]
        let result: ChildProcess.Result
        do {
            result = try ChildProcess(ffmpeg, arguments: arguments).run()
        } catch {
            throw VideoError.ffmpegFailed(
                purpose: "joining the parts of \(url.path)", ending: "not started", detail: error.reason)
        }
        let lastLine = result.errorText.split(whereSeparator: \.isNewline).last.map(String.init)
        guard result.succeeded, lastLine == nil else {
            let ending = result.exitedNormally ? "exit status \(result.status)" : "killed by signal \(result.status)"
            throw VideoError.ffmpegFailed(purpose: "joining the parts of \(url.path)", ending: ending, detail: lastLine)
        }
    }
}
