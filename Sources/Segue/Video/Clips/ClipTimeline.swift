/// When each output frame of a transition between clips (or a clip and a still) is taken, as
/// ffmpeg's `xfade` times it: "from" plays until `offset`, the transition runs for `duration`
/// with both inputs playing, then the rest of "to" plays; the output lasts `offset` plus the
/// length of "to". A still plays as long as it is needed.
public struct ClipTimeline: Sendable, Equatable {
    /// Output frames per second; every clip's pictures are taken at this rate.
    public var fps: Double
    /// Seconds into "from" where the transition starts.
    public var offset: Double
    /// Seconds the transition lasts.
    public var duration: Double
    /// The length of "from" in seconds, or nil for a still.
    public var fromLength: Double?
    /// The length of "to" in seconds, or nil for a still.
    public var toLength: Double?
    /// Whether only the overlap is output.
    public var transitionOnly: Bool

    /// A timeline; `offset` nil starts the transition so that it ends with "from" (at 0 for a still).
    public init(
        fps: Double, duration: Double, offset: Double? = nil, fromLength: Double?, toLength: Double?,
        transitionOnly: Bool = false
    ) throws(VideoError) {
        guard fps.isFinite, fps > 0 else { throw .invalidSettings("--fps must be positive") }
        guard duration.isFinite, duration > 0 else {
            throw .invalidSettings("--duration must be a positive number of seconds")
        }
        let offset = offset ?? fromLength.map { max(0, $0 - duration) } ?? 0
        guard offset.isFinite, offset >= 0 else { throw .invalidSettings("--offset must be 0 or more seconds") }
        if let fromLength, offset > fromLength {
            throw .invalidSettings("--offset \(offset) is past the end of the first clip (\(fromLength) s)")
        }
        self.fps = fps
        self.duration = duration
        self.offset = offset
        self.fromLength = fromLength
        self.toLength = toLength
        self.transitionOnly = transitionOnly
    }

    /// The output frame number where the transition starts.
    var startFrame: Int { Int((offset * fps).rounded()) }
    /// The output frame number where it ends (progress 1).
    var endFrame: Int { Int(((offset + duration) * fps).rounded()) }

    /// The frames output: the overlap alone ends exactly at progress 1, as does a still "to";
    /// a clip "to" plays to its end.
    public var frameCount: Int {
        if transitionOnly { return endFrame - startFrame + 1 }
        guard let toLength else { return endFrame + 1 }
        return max(endFrame + 1, Int(((offset + toLength) * fps).rounded()))
    }

    /// Output frame `index` on the whole timeline (the overlap alone starts at the transition).
    func timelineFrame(_ index: Int) -> Int { transitionOnly ? startFrame + index : index }

    /// The transition's linear progress at timeline frame `frame`: 0 before it, 1 after.
    func progress(atTimelineFrame frame: Int) -> Double {
        min(max(Double(frame - startFrame) / Double(max(endFrame - startFrame, 1)), 0), 1)
    }

    /// The seconds of "from" where decoding starts.
    var fromStart: Double { transitionOnly ? Double(startFrame) / fps : 0 }

    /// ffmpeg arguments that add a sound track cross-faded over the transition, when both clips
    /// have one: inputs 1 and 2 are the clips, and the mapped streams follow input 0's video.
    func soundtrack(from: Clip, to: Clip, codec: String) -> [String] {
        let (start, end) = (Double(startFrame) / fps, Double(endFrame) / fps)
        let fromPart = transitionOnly ? "atrim=\(start):\(end)" : "atrim=0:\(end)"
        let toPart = transitionOnly ? "atrim=0:\(end - start)" : "anull"
        let graph =
            "[1:a]\(fromPart),asetpts=PTS-STARTPTS[from];[2:a]\(toPart),asetpts=PTS-STARTPTS[to];"
            + "[from][to]acrossfade=d=\(end - start)[sound]"
        return [
            "-i", from.path, "-i", to.path, "-filter_complex", graph, "-map", "0:v", "-map", "[sound]", "-c:a", codec,
        ]
    }
}
