import Foundation
import Segue

/// Where `render` and `concat` send frames when they do not go to PNG files one by one.
struct SinkChoice {
    var sink: any FrameSink
    /// The output as the summary names it.
    var place: String
    /// What the summary adds about it ("padded to even sides …").
    var notes: [String] = []

    /// The sink for a clip, a Y4M file or standard output at `fps`; nil for PNG files and single
    /// images. `makeClip` starts the encoder of a clip (carrying the inputs' sound, where they have it).
    static func make(
        for target: OutputTarget, width: Int, height: Int, fps: Double, video: VideoSettings,
        clip makeClip: (URL, VideoEncoding) throws -> VideoFileWriter
    ) throws -> SinkChoice? {
        switch target {
        case .video(let path, let container):
            let encoding = video.encoding(for: container)
            let clip = try makeClip(URL(fileURLWithPath: path), encoding)
            var choice = SinkChoice(sink: clip, place: path)
            if clip.hasSoundtrack { choice.notes.append("sound cross-faded") }
            if clip.paddedToEven { choice.notes.append("padded to even sides for \(encoding.resolvedCodec)") }
            return choice
        case .y4m(let path):
            return SinkChoice(
                sink: try FrameStreamWriter(
                    format: .y4m, url: URL(fileURLWithPath: path), width: width, height: height, fps: fps), place: path)
        case .standardOutput:
            let format = video.format ?? .rgba
            let stream = try FrameStreamWriter(
                format: format, width: width, height: height, fps: fps, ffmpeg: video.ffmpeg)
            return SinkChoice(sink: stream, place: "standard output (\(format.rawValue))")
        case .sequence, .image:
            return nil
        }
    }
}

extension RenderJob {
    /// The sink for a clip, a Y4M file or standard output; nil for PNG files and single images.
    /// With `timeline`, a clip carries the inputs' sound cross-faded.
    func makeSink(
        for target: OutputTarget, width: Int, height: Int, from fromClip: Clip? = nil, to toClip: Clip? = nil,
        timeline: ClipTimeline? = nil
    ) throws -> SinkChoice? {
        try SinkChoice.make(for: target, width: width, height: height, fps: fps, video: video) { url, encoding in
            try timeline.map {
                try VideoFileWriter(
                    url: url, width: width, height: height, encoding: encoding, from: fromClip, to: toClip, timeline: $0
                )
            } ?? VideoFileWriter(url: url, width: width, height: height, fps: fps, encoding: encoding)
        }
    }
}
