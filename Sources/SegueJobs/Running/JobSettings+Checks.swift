import Segue

extension VideoSettings {
    /// The encoding for a clip in `container`.
    package func encoding(for container: VideoContainer) -> VideoEncoding {
        VideoEncoding(
            container: container, codec: codec, quality: quality, pixelFormat: pixelFormat,
            extraArguments: encoderArguments.map { $0.split(separator: " ").map(String.init) } ?? [], ffmpeg: ffmpeg
        )
    }
}

extension ImageLimitSettings {
    /// Throws a usage error unless `--max-pixels` is positive.
    package func validate() throws {
        guard maxPixels > 0 else { throw JobOptionError("--max-pixels must be positive") }
    }

    /// Throws a usage error when `size` (given by `option`) is over `--max-pixels`.
    package func check(_ size: FrameSize?, option: String) throws {
        guard let size else { return }
        let (pixels, overflow) = size.width.multipliedReportingOverflow(by: size.height)
        guard overflow || pixels > maxPixels else { return }
        throw JobOptionError(
            "\(option) \(size) is \(pixels) pixels, over the limit of \(maxPixels) (raise it with --max-pixels)")
    }
}

extension OutputSettings {
    /// Throws a usage error when `size` (from `--size`) is over `--max-pixels`, or `--max-frames` is not positive.
    func check(size: FrameSize?) throws {
        try limits.check(size, option: "--size")
        guard maxFrames > 0 else { throw JobOptionError("--max-frames must be positive") }
    }

    /// The usage error for a render of `frames` frames, which `subject` make, over `--max-frames`.
    func tooManyFrames(_ frames: String, madeBy subject: String) -> JobOptionError {
        JobOptionError("\(subject) make \(frames) frames, over the limit of \(maxFrames) (raise it with --max-frames)")
    }
}

extension ShaderFolders {
    /// The library with the built-ins and the folders; each notice (an override, a broken file)
    /// is reported once, except a broken file that defines one of `requested`, whose use is the
    /// error that says the same.
    package func makeLibrary(
        requested: [String] = [], report: (JobMessage) -> Void
    ) throws(EffectError) -> EffectLibrary {
        let library = try EffectLibrary(directories: directories)
        let explained = Set(library.brokenFiles.filter { requested.contains($0.name) }.map(\.diagnostic.description))
        for notice in library.notices where !explained.contains(notice) {
            report(.notice(notice))
        }
        return library
    }
}
