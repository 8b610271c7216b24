import Segue

extension RenderJob {
    /// Throws the usage error of the first mistake the options make together, as `segue render` reports it.
    public func validate() throws {
        try output.limits.validate()
        if let duration {
            guard duration > 0, duration.isFinite else {
                throw JobOptionError("--duration must be a positive number of seconds")
            }
        }
        if let requestedFPS, !(requestedFPS > 0 && requestedFPS.isFinite) {
            throw JobOptionError("--fps must be positive")
        }
        guard completionSpeed > 0, completionSpeed.isFinite else {
            throw JobOptionError("--completion-speed must be positive")
        }
        if let progress, !(0...1).contains(progress) { throw JobOptionError("--progress must be between 0 and 1") }
        try output.check(size: size)
        guard frameTimeout > 0, frameTimeout.isFinite else {
            throw JobOptionError("--frame-timeout must be a positive number of seconds")
        }
        let seconds = (offset ?? 0) + (duration ?? 1)
        if progress == nil, seconds * fps + 1 > Double(output.maxFrames) {
            throw output.tooManyFrames(FrameBudget.frameText(seconds * fps + 1), madeBy: "--duration and --fps")
        }
        let drivers = [progress != nil, gesture != nil, progressStdin].filter { $0 }.count
        guard drivers <= 1 else { throw JobOptionError("use only one of --progress, --gesture and --progress-stdin") }
        if realtime && drivers > 0 {
            throw JobOptionError(
                "--realtime paces time-driven rendering; it does not combine with --progress, --gesture or --progress-stdin"
            )
        }
        if watch && (gesture != nil || progressStdin || realtime) {
            throw JobOptionError("--watch re-renders time-driven or --progress output only")
        }
        if offset != nil || transitionOnly {
            if drivers > 0 || realtime || watch {
                throw JobOptionError(
                    "--offset and --transition-only time the output as xfade does; they do not combine with --progress, --gesture, --progress-stdin, --realtime or --watch"
                )
            }
        }
        switch (try OutputTarget(path: out), progress) {
        case (.image, nil):
            throw JobOptionError(
                "--out \(out) is one image; give --progress P to render one frame, or a directory for all frames")
        case (.sequence, _?), (.video, _?), (.y4m, _?), (.standardOutput, _?):
            throw JobOptionError("--progress renders one frame; give --out FILE.png, FILE.jpg or FILE.jpeg")
        case (.standardOutput, nil):
            guard video.format != nil else { throw JobOptionError("--out - needs --format rgba, y4m or nut") }
            if watch { throw JobOptionError("--watch does not combine with --out -") }
        default:
            if video.format != nil {
                throw JobOptionError("--format applies to --out - only; a file's extension sets its format")
            }
        }
    }
}
