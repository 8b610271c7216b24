extension Slideshow {
    /// ffmpeg arguments adding the sound track of `timeline` to the clip being encoded: each clip's
    /// sound over its trimmed span (silence for stills and silent clips), cross-faded over every
    /// join as the pictures are, mixed with `audioTrack` when there is one; none when there is no
    /// sound at all. Input 0 is the encoder's raw video.
    func soundtrack(_ timeline: SlideshowTimeline, codec: String) -> [String] {
        let clipsSound = items.contains { $0.movingClip?.hasAudio == true }
        guard clipsSound || audioTrack != nil else { return [] }
        var inputs: [String] = []
        var graph: [String] = []
        // One format for all, as acrossfade and amix need; lengths are the frames' own, so sound and pictures end together.
        let format = "aresample=48000,aformat=sample_fmts=fltp:channel_layouts=stereo"
        let total = timeline.duration
        if clipsSound {
            for (index, item) in items.enumerated() {
                let length = timeline.seconds(atFrame: timeline.items[index].count)
                if let clip = item.movingClip, clip.hasAudio {
                    inputs += ["-i", clip.path]
                    graph.append(
                        "[\(inputs.count / 2):a]atrim=start=\(item.start):end=\(item.start + length),asetpts=PTS-STARTPTS,\(format),apad,atrim=end=\(length)[s\(index)]"
                    )
                } else {
                    graph.append("anullsrc=r=48000:cl=stereo,\(format),atrim=end=\(length)[s\(index)]")
                }
            }
            var last = "s0"
            for (index, join) in timeline.joins.enumerated() {
                graph.append("[\(last)][s\(index + 1)]acrossfade=d=\(timeline.seconds(atFrame: join.count))[x\(index)]")
                last = "x\(index)"
            }
            graph.append("[\(last)]anull[clips]")
        }
        if let audioTrack {
            inputs += ["-i", audioTrack]
            // Cut at the show's end, fading out over its last second (half of a shorter show).
            let fade = min(1, total / 2)
            graph.append(
                "[\(inputs.count / 2):a]\(format),apad,atrim=end=\(total),afade=t=out:st=\(total - fade):d=\(fade)[track]"
            )
        }
        switch (clipsSound, audioTrack != nil) {
        case (true, true): graph.append("[clips][track]amix=inputs=2:duration=first:normalize=0[sound]")
        case (true, false): graph.append("[clips]anull[sound]")
        default: graph.append("[track]anull[sound]")
        }
        return inputs + [
            "-filter_complex", graph.joined(separator: ";"), "-map", "0:v", "-map", "[sound]", "-c:a", codec,
        ]
    }

    /// Throws unless `audioTrack` is a file with a sound stream that ffprobe reads, and `container` holds sound.
    func checkAudioTrack(for container: VideoContainer, ffmpeg: String) throws(VideoError) {
        guard let audioTrack else { return }
        guard container.audioCodec != nil else {
            throw .invalidSettings(
                "\(audioTrack): a .\(container.rawValue) file holds no sound; give .mp4, .mov, .mkv or .webm for a sound track"
            )
        }
        let result = try FFprobe.run(
            ["-select_streams", "a", "-show_entries", "stream=codec_type", "-of", "csv=p=0"], on: audioTrack,
            ffmpeg: ffmpeg, purpose: "reading sound tracks", kind: "a sound file")
        guard result.outputText.contains("audio") else {
            throw .unreadableClip(path: audioTrack, reason: "no sound stream")
        }
    }
}
