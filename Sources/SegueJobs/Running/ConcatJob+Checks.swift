import Segue

extension ConcatJob {
    /// Throws the usage error of the first mistake the options make together, as `segue concat` reports it.
    public func validate() throws {
        try output.limits.validate()
        guard inputs.isEmpty != (spec == nil) else {
            throw JobOptionError(
                spec == nil
                    ? "give the stills and clips to join, or --spec FILE" : "give either inputs or --spec, not both")
        }
        guard duration > 0, duration.isFinite else {
            throw JobOptionError("--duration must be a positive number of seconds")
        }
        guard still > 0, still.isFinite else { throw JobOptionError("--still must be a positive number of seconds") }
        if let fps, !(fps > 0 && fps.isFinite) { throw JobOptionError("--fps must be positive") }
        try output.check(size: size)
        guard frameTimeout > 0, frameTimeout.isFinite else {
            throw JobOptionError("--frame-timeout must be a positive number of seconds")
        }
        // A spec may ask for random joins itself, so only inputs can be checked here.
        if spec == nil && transition != "random" && (seed != nil || transitions != nil) {
            throw JobOptionError("--seed and --transitions go with --transition random")
        }
        if let curve {
            do { _ = try TimingCurve(parsing: curve) } catch { throw JobOptionError("--curve \(curve): \(error)") }
        }
        let target = try OutputTarget(path: out)
        if audio != nil, case .video = target {
        } else if audio != nil {
            throw JobOptionError(
                "--audio adds sound to a clip (.mp4, .mov, .mkv, .webm); frames and streams carry none")
        }
        switch target {
        case .image:
            throw JobOptionError("--out \(out) is one image; give a clip, a directory or pattern for frames, or -")
        case .standardOutput:
            guard video.format != nil else { throw JobOptionError("--out - needs --format rgba, y4m or nut") }
        default:
            if video.format != nil {
                throw JobOptionError("--format applies to --out - only; a file's extension sets its format")
            }
        }
        if copyBetween, case .video(_, let container) = target, [.mp4, .mov].contains(container) {
        } else if copyBetween {
            throw JobOptionError(
                "--copy-between writes a .mp4 or .mov clip, where H.264 parts can be copied as they are")
        }
    }
}
