extension Slideshow {
    /// ffmpeg arguments adding the sound track of `timeline` to the clip being encoded: each clip's
    /// sound over its trimmed span (silence for stills and silent clips), cross-faded over every
    /// join as the pictures are; none when no clip has sound. Input 0 is the encoder's raw video.
    func soundtrack(_ timeline: SlideshowTimeline, codec: String) -> [String] {
        guard items.contains(where: { $0.movingClip?.hasAudio == true }) else { return [] }
        var inputs: [String] = []
        var graph: [String] = []
        // One format for all, as acrossfade needs; lengths are the frames' own, so sound and pictures end together.
        let format = "aresample=48000,aformat=sample_fmts=fltp:channel_layouts=stereo"
        for (index, item) in items.enumerated() {
            let length = timeline.seconds(atFrame: timeline.items[index].count)
            if let clip = item.movingClip, clip.hasAudio {
                inputs += ["-i", clip.path]
                let input = inputs.count / 2
                graph.append("[\(input):a]atrim=start=\(item.start):end=\(item.start + length),asetpts=PTS-STARTPTS,\(format),apad,atrim=end=\(length)[s\(index)]")
            } else {
                graph.append("anullsrc=r=48000:cl=stereo,\(format),atrim=end=\(length)[s\(index)]")
            }
        }
        var last = "s0"
        for (index, join) in timeline.joins.enumerated() {
            let label = index == timeline.joins.count - 1 ? "sound" : "x\(index)"
            graph.append("[\(last)][s\(index + 1)]acrossfade=d=\(timeline.seconds(atFrame: join.count))[\(label)]")
            last = label
        }
        if timeline.joins.isEmpty { graph.append("[s0]anull[sound]") }
        return inputs + ["-filter_complex", graph.joined(separator: ";"), "-map", "0:v", "-map", "[sound]", "-c:a", codec]
    }
}
