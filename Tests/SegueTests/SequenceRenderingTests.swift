import Foundation
import Segue
import TestPrograms
import Testing

/// A slideshow renders each join as the two-input transition renders the same progress, shows
/// each item alone between its joins (clips' pictures passed through untouched), and leaves no
/// output when it fails or is cancelled.
@Suite(.requiresGPU)
struct SequenceRenderingTests {
    static let (width, height) = (48, 32)

    /// The sink's frame `index` as an image.
    static func frame(_ sink: CollectingSink, _ index: Int) throws -> Image {
        try Image(width: width, height: height, pixels: sink.frames[index])
    }

    /// Expects `got` to be `expected` within one level in every channel of every pixel.
    static func expectSame(_ got: Image, _ expected: Image, _ what: String) {
        let comparison = ImageComparison(got, expected, tolerance: 1)
        #expect(comparison.fractionWithin == 1, "\(what): \(comparison)")
    }

    @Test func eachJoinsFirstMiddleAndLastFramesAreTheTwoInputRender() throws {
        let engine = try TestEngine.engine()
        let images = [
            TestImages.pattern(width: Self.width, height: Self.height, seed: 3),
            TestImages.otherPattern(width: Self.width, height: Self.height),
            TestImages.pattern(width: Self.width, height: Self.height, seed: 9),
            TestImages.pattern(width: Self.width, height: Self.height, seed: 5),
        ]
        let joins = [
            SlideshowJoin("wipeleft", duration: 0.5),
            SlideshowJoin(
                "fade-through", duration: 0.4, curve: .easeIn, parameters: [("fadeColor", .vec4(SIMD4(1, 0, 0, 1)))]),
            SlideshowJoin("page-flip", duration: 0.6),  // a layer transition from a behaviour file
        ]
        let items = images.enumerated().map { SlideshowItem(image: $0.element, name: "image \($0.offset + 1)") }
        let show = Slideshow(items: items, joins: joins, fps: 10, stillDuration: 1)
        let timeline = try show.timeline(checkingIn: engine.library)
        #expect(timeline.frameCount == 40 - 5 - 4 - 6)
        let sink = CollectingSink()
        try engine.record(show, into: sink) {}
        #expect(sink.finished && !sink.cancelled)
        #expect(sink.frames.count == timeline.frameCount)

        for (index, join) in joins.enumerated() {
            let span = timeline.joins[index]
            let reference = try engine.makeTransition(join.transition.name, from: images[index], to: images[index + 1])
            for parameter in join.parameters { try reference.set(parameter.name, parameter.value) }
            for step in [0, span.count / 2, span.count - 1] {
                let progress = join.curve.value(at: Double(step) / Double(span.count))
                Self.expectSame(
                    try Self.frame(sink, span.start + step), try reference.render(progress: progress),
                    "join \(index + 1) frame \(step) of \(span.count)")
            }
            // The frame after a join is "to" alone, as is the rest of its stretch.
            Self.expectSame(try Self.frame(sink, span.end), images[index + 1], "after join \(index + 1)")
        }
        Self.expectSame(try Self.frame(sink, 0), images[0], "first frame")
        Self.expectSame(try Self.frame(sink, timeline.frameCount - 1), images[3], "last frame")
    }

    @Test func eachItemIsFittedAsItAsksAlsoInsideAJoin() throws {
        let engine = try TestEngine.engine()
        let wide = TestImages.pattern(width: Self.width, height: Self.height, seed: 2)
        let narrow = TestImages.pattern(width: 24, height: 32, seed: 4)
        let other = TestImages.otherPattern(width: 24, height: 32)
        var contained = SlideshowItem(image: narrow, name: "narrow")
        contained.resize = .contain
        let show = Slideshow(
            items: [SlideshowItem(image: wide), contained, SlideshowItem(image: other)],
            join: SlideshowJoin("fade", duration: 0.4), fps: 10, stillDuration: 1, resize: .cover)
        let sink = CollectingSink()
        try engine.record(show, into: sink) {}
        #expect(sink.frames.count == 30 - 8)
        // Each item alone as the two-input render fits it: "narrow" contained, "other" covered (the show's fit).
        let fitted = { (image: Image, resize: ResizeMode) throws -> Image in
            try engine.makeTransition(
                "fade", from: image, to: wide, width: Self.width, height: Self.height,
                options: PlanOptions(resize: resize)
            )
            .render(progress: 0)
        }
        let narrowContained = try fitted(narrow, .contain)
        let otherCovered = try fitted(other, .cover)
        #expect(
            ImageComparison(narrowContained, try fitted(narrow, .cover), tolerance: 1).fractionWithin < 0.9,
            "the fits should differ")
        Self.expectSame(try Self.frame(sink, 10), narrowContained, "the contained item alone")
        Self.expectSame(try Self.frame(sink, 21), otherCovered, "the covered item alone")
        // Halfway through their fade, each keeps its own fit: the mean of the two, premultiplied
        // (the contained item's bars are transparent), written straight.
        let middle = try Self.frame(sink, 12 + 2)
        var meanPixels: [UInt8] = []
        for pixel in stride(from: 0, to: middle.pixels.count, by: 4) {
            let (a, b) = (
                narrowContained.pixels[pixel..<(pixel + 4)].map(Double.init),
                otherCovered.pixels[pixel..<(pixel + 4)].map(Double.init)
            )
            let alpha = (a[3] + b[3]) / 2
            let colour = (0..<3).map { (a[$0] * a[3] + b[$0] * b[3]) / 2 / max(alpha, 1) }
            meanPixels += (colour + [alpha]).map { UInt8($0.rounded()) }
        }
        let mean = try Image(width: Self.width, height: Self.height, pixels: meanPixels)
        #expect(
            ImageComparison(middle, mean, tolerance: 2).fractionWithin == 1,
            "\(ImageComparison(middle, mean, tolerance: 2))")
    }

    static func clipColour(_ frame: Int) -> RGBA { RGBA(UInt8(frame * 16), 60, 200) }

    /// The 10 fps clip `name`, made in `directory` of `count` solid frames of `width`×`height` coloured by
    /// `colour(frameIndex)`, with a tone when `sound` is set.
    static func solidClip(
        _ name: String, _ count: Int, width: Int = width, height: Int = height, sound: Bool = false, in directory: URL,
        colour: (Int) -> RGBA
    ) throws -> Clip {
        try Clip(
            contentsOfFile: try TestClips.make(
                name, frames: TestClips.solidFrames(count, width: width, height: height, colour: colour), fps: 10,
                sound: sound, in: directory))
    }
    static func otherClipColour(_ frame: Int) -> RGBA { RGBA(10, UInt8(frame * 25), 90) }

    @Test func clipsPlayThroughTheirJoinsAndPassThroughBetweenThem() throws {
        let directory = try TestClips.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try Self.solidClip("first.mkv", 12, in: directory, colour: Self.clipColour)
        let second = try Self.solidClip("second.mkv", 8, in: directory, colour: Self.otherClipColour)
        let still = TestImages.pattern(width: Self.width, height: Self.height, seed: 7)
        let engine = try TestEngine.engine()
        // The first clip trimmed to its pictures 2…11; joins of 3 frames at 10 fps.
        let show = Slideshow(
            items: [
                SlideshowItem(clip: first, start: 0.2), SlideshowItem(image: still, name: "still"),
                SlideshowItem(clip: second),
            ],
            join: SlideshowJoin("fade", duration: 0.3), fps: 10, stillDuration: 1)
        let timeline = try show.timeline(checkingIn: engine.library)
        #expect(timeline.items.map(\.count) == [10, 10, 8])
        #expect(timeline.frameCount == 22)
        let sink = CollectingSink()
        var reports: [FrameProgress] = []
        try engine.record(show, into: sink, progress: { reports.append($0) }) {}
        #expect(sink.frames.count == 22 && sink.finished)
        #expect(reports.last == FrameProgress(completed: 22, total: 22))

        let fade = { (from: Image, to: Image, progress: Double) throws -> Image in
            try engine.makeTransition("fade", from: from, to: to).render(progress: progress)
        }
        let solid = { (colour: RGBA) throws -> Image in try Image(width: Self.width, height: Self.height, color: colour)
        }
        // Outside its join the trimmed clip's pictures are the decoder's, byte for byte.
        for index in 0..<7 {
            #expect(try Self.frame(sink, index) == solid(Self.clipColour(index + 2)), "frame \(index)")
        }
        for step in 0..<3 {
            Self.expectSame(
                try Self.frame(sink, 7 + step), try fade(try solid(Self.clipColour(9 + step)), still, Double(step) / 3),
                "join 1 frame \(step)")
            Self.expectSame(
                try Self.frame(sink, 14 + step),
                try fade(still, try solid(Self.otherClipColour(step)), Double(step) / 3), "join 2 frame \(step)")
        }
        for index in 10..<14 { Self.expectSame(try Self.frame(sink, index), still, "still frame \(index)") }
        for index in 17..<22 {
            #expect(try Self.frame(sink, index) == solid(Self.otherClipColour(index - 14)), "frame \(index)")
        }
    }

    /// A 2 s 48x32 4:2:0 clip (lossless) whose every frame differs, in `directory`.
    static func movingClip(in directory: URL) throws -> Clip {
        let path = directory.appendingPathComponent("moving.mkv").path
        let made = try TestClips.generate(
            "mandelbrot=size=48x32:rate=10,hue=H=t*2,trim=duration=2",
            options: ["-c:v", "ffv1", "-pix_fmt", "yuv420p"],
            to: path)
        #expect(made.succeeded, "\(made.errorText)")
        return try Clip(contentsOfFile: path)
    }

    /// The moving clip then a still (the pattern seeded `seed`), joined by a 0.5 s fade at 10 fps,
    /// recorded in `format`; and, recorded alike, the two-input fade from the same clip to the still.
    static func clipThenStill(
        seed: UInt32, format: FramePixelFormat = .rgba
    ) throws -> (show: CollectingSink, reference: CollectingSink) {
        let directory = try TestClips.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let clip = try movingClip(in: directory)
        let still = TestImages.pattern(width: width, height: height, seed: seed)
        let engine = try TestEngine.engine()
        let show = Slideshow(
            items: [SlideshowItem(clip: clip), SlideshowItem(image: still)], join: SlideshowJoin("fade", duration: 0.5),
            fps: 10, stillDuration: 1)
        let sink = CollectingSink(format)
        try engine.record(show, into: sink) {}
        let reference = CollectingSink(format)
        try engine.makeTransition("fade", from: try Image(width: width, height: height), to: still)
            .record(
                from: clip, to: nil,
                timeline: try ClipTimeline(fps: 10, duration: 0.5, fromLength: clip.duration, toLength: nil),
                into: reference)
        return (sink, reference)
    }

    /// A 4:2:0 clip into RGBA frames cannot pass through as bytes: alone, it is drawn as the join
    /// beside it draws its end, so every frame is what the two-input render of clip and still gives.
    @Test func aClipThatCannotPassThroughIsDrawnAsTheTwoInputRenderDrawsIt() throws {
        let (sink, reference) = try Self.clipThenStill(seed: 6)
        #expect(sink.frames.count == 25)
        // The two-input render of the same clip and still: "from" alone until 1.5 s, then a 0.5 s fade.
        for index in [0, 7, 14, 15, 17, 19] {
            Self.expectSame(
                try Self.frame(sink, index),
                try Image(width: Self.width, height: Self.height, pixels: reference.frames[index]), "frame \(index)")
        }
        let moved = ImageComparison(try Self.frame(sink, 0), try Self.frame(sink, 14), tolerance: 1)
        #expect(moved.fractionWithin < 0.9, "the clip should move: \(moved)")
    }

    /// A 4:2:0 clip into 4:2:0 frames of its matrix is decoded as yuv420p planes, which pass
    /// through as they are and are interleaved for the GPU in its join: every frame up to the
    /// join's last is, byte for byte, what the two-input render (decoding NV12) gives.
    @Test func aClipDecodedAsPlanesPassesThroughAndJoinsAsTheTwoInputRenderDoes() throws {
        // An untagged clip's matrix.
        let (sink, reference) = try Self.clipThenStill(seed: 5, format: .yuv420p(.bt601))
        #expect(sink.frames.count == 25)
        // Frames 0…14 pass through, 15…19 are the join (its first is the clip alone, drawn); the
        // two-input render draws its frame 0 (GPU rounding), so the comparison starts at frame 1.
        for index in 1..<20 {
            #expect(sink.frames[index] == reference.frames[index], "frame \(index)")
        }
        #expect(sink.frames[0] != sink.frames[14], "the clip should move")
        #expect(sink.frames[16] != sink.frames[15], "the join should move")
    }

    /// The GPU draws the joins' frames and each still once; a clip's pictures between its joins
    /// cost no draw, no upload and no readback.
    @Test func onlyTheJoinsAndEachStillOnceAreDrawn() throws {
        let directory = try TestClips.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let clip = try Self.solidClip("clip.mkv", 30, in: directory) { RGBA(UInt8($0 * 8), 100, 50) }
        let engine = try TestEngine.privateEngine()
        let show = Slideshow(
            items: [
                SlideshowItem(clip: clip),
                SlideshowItem(image: TestImages.pattern(width: Self.width, height: Self.height)),
                SlideshowItem(clip: clip),
            ],
            join: SlideshowJoin("fade", duration: 0.3), fps: 10, stillDuration: 1)
        let sink = CollectingSink()
        let before = engine.counters
        try engine.record(show, into: sink) {}
        let work = engine.counters.since(before)
        #expect(sink.frames.count == 30 + 10 + 30 - 6)
        // 6 join frames and the still once: 7 frames drawn (one pass each) and read back, of 64.
        #expect(work.drawCalls == 7, "\(work)")
        #expect(work.readbacks == 7, "\(work)")
        // Each clip's pictures are uploaded inside its join only (3 each); the still once into each
        // join's renderer and twice into its own (a fade between itself and itself).
        #expect(work.uploads == 3 + 3 + 2 + 2, "\(work)")
    }

    @Test func cancellingStopsAndCancelsTheSink() throws {
        let engine = try TestEngine.engine()
        let show = Slideshow(
            items: [
                SlideshowItem(image: TestImages.pattern(width: 8, height: 8)),
                SlideshowItem(image: TestImages.otherPattern(width: 8, height: 8)),
            ],
            join: SlideshowJoin("fade", duration: 0.5), fps: 10, stillDuration: 2)
        let sink = CollectingSink()
        var frames = 0
        #expect(throws: CancellationError.self) {
            try engine.record(show, into: sink) {
                frames += 1
                if frames > 12 { throw CancellationError() }
            }
        }
        #expect(sink.cancelled && !sink.finished)
        #expect(sink.frames.count <= 12)
    }

    @Test func aBadJoinCancelsTheSinkBeforeAnyFrame() throws {
        let engine = try TestEngine.engine()
        let show = Slideshow(
            items: [
                SlideshowItem(image: TestImages.pattern(width: 8, height: 8), name: "a.png"),
                SlideshowItem(image: TestImages.otherPattern(width: 8, height: 8), name: "b.png"),
            ],
            join: SlideshowJoin("nosuch", duration: 0.5))
        let sink = CollectingSink()
        do {
            try engine.record(show, into: sink) {}
            Issue.record("an unknown transition rendered")
        } catch let error as SlideshowError {
            #expect(error.description.hasPrefix("join 1 (a.png → b.png, nosuch): "), "\(error)")
        }
        #expect(sink.cancelled && sink.frames.isEmpty)
    }

    /// A clip's sound as ffmpeg decodes it: mono 16-bit samples at 48 kHz.
    static func sound(of clip: URL) throws -> [Int16] {
        let decoded = try ChildProcess(
            try TestClips.ffmpeg(),
            arguments: [
                "-v", "error", "-i", clip.path, "-map", "0:a", "-f", "s16le", "-ac", "1", "-ar", "48000", "-",
            ]
        ).run()
        return decoded.standardOutput.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
    }

    /// The root-mean-square level of `samples` between two times in seconds.
    static func level(of samples: [Int16], from: Double, to: Double) -> Double {
        let part = samples[min(Int(from * 48000), samples.count)..<min(Int(to * 48000), samples.count)].map {
            Double($0)
        }
        return (part.map { $0 * $0 }.reduce(0, +) / Double(max(part.count, 1))).squareRoot()
    }

    @Test func aClipWithSoundKeepsItCrossFadedToTheVideosLength() async throws {
        let directory = try TestClips.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try Self.solidClip(
            "first.mkv", 15, width: 32, height: 24, sound: true, in: directory, colour: Self.clipColour)
        let second = try Self.solidClip(
            "second.mkv", 10, width: 32, height: 24, sound: true, in: directory, colour: Self.otherClipColour)
        let show = Slideshow(
            items: [
                SlideshowItem(clip: first), SlideshowItem(image: TestImages.pattern(width: 32, height: 24)),
                SlideshowItem(clip: second, end: 0.8),
            ],
            join: SlideshowJoin("fade", duration: 0.5), fps: 10, stillDuration: 1)
        let engine = try TestEngine.engine()
        let output = directory.appendingPathComponent("show.mkv")
        try await engine.writeVideo(show, to: output)
        // 15 + 10 + 8 frames less two joins of 5: 2.3 s; the still lies wholly inside its two joins.
        let probe = try ChildProcess(
            try #require(ChildProcess.locate("ffprobe")),
            arguments: [
                "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries", "stream=nb_read_frames",
                "-of", "csv=p=0", output.path,
            ]
        ).run()
        #expect(probe.outputText.trimmingCharacters(in: .whitespacesAndNewlines) == "23")
        let samples = try Self.sound(of: output)
        #expect(abs(Double(samples.count) / 48000 - 2.3) < 0.03, "sound lasts \(Double(samples.count) / 48000) s")
        let level = { (from: Double, to: Double) in Self.level(of: samples, from: from, to: to) }
        // The first clip's tone fades out over the first join into the still's silence, and the
        // second's fades in over the second join.
        let tone = level(0.2, 0.8)
        #expect(tone > 1000, "the first clip's tone is missing: \(tone)")
        #expect(
            level(1.05, 1.15) < tone * 0.95 && level(1.05, 1.15) > tone * 0.6,
            "fading out: \(level(1.05, 1.15)) of \(tone)")
        #expect(level(1.45, 1.55) < tone * 0.15, "silent between: \(level(1.45, 1.55)) of \(tone)")
        #expect(level(2.05, 2.25) > tone * 0.8, "the second clip's tone is missing: \(level(2.05, 2.25)) of \(tone)")
    }

    @Test func aSoundTrackPlaysUnderStillsCutAndFadedAtTheEnd() async throws {
        let directory = try TestClips.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let track = directory.appendingPathComponent("track.wav").path
        let made = try TestClips.generate("sine=frequency=330:duration=10", to: track)
        #expect(made.succeeded, "\(made.errorText)")
        var show = Slideshow(
            items: [
                SlideshowItem(image: TestImages.pattern(width: 32, height: 24)),
                SlideshowItem(image: TestImages.otherPattern(width: 32, height: 24)),
            ],
            join: SlideshowJoin("fade", duration: 0.5), fps: 10, stillDuration: 2)
        show.audioTrack = track
        let output = directory.appendingPathComponent("show.mp4")
        try await TestEngine.engine().writeVideo(show, to: output)
        let samples = try Self.sound(of: output)
        // 2 + 2 − 0.5 = 3.5 s; the 10 s track is cut there, fading out over its last second.
        #expect(abs(Double(samples.count) / 48000 - 3.5) < 0.06, "sound lasts \(Double(samples.count) / 48000) s")
        let level = { (from: Double, to: Double) in Self.level(of: samples, from: from, to: to) }
        let steady = level(0.5, 2.0)
        #expect(steady > 1000, "the track is missing: \(steady)")
        #expect(level(3.3, 3.45) < steady * 0.3, "not faded out: \(level(3.3, 3.45)) of \(steady)")
    }

    @Test func aSoundTrackIsCheckedBeforeAnythingIsWritten() async throws {
        let directory = try TestClips.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var show = Slideshow(items: [SlideshowItem(image: TestImages.pattern(width: 8, height: 8))], joins: [])
        show.audioTrack = directory.appendingPathComponent("none.mp3").path
        await #expect(throws: VideoError.self) {
            try await TestEngine.engine().writeVideo(show, to: directory.appendingPathComponent("show.mp4"))
        }
        show.audioTrack = nil
        show.audioTrack = try TestClips.make(
            "silent.mkv", frames: TestClips.solidFrames(2, width: 8, height: 8) { _ in RGBA(0, 0, 0) }, fps: 10,
            in: directory)
        await #expect(throws: VideoError.unreadableClip(path: show.audioTrack!, reason: "no sound stream")) {
            try await TestEngine.engine().writeVideo(show, to: directory.appendingPathComponent("show.mp4"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["silent.mkv"])
    }
}
