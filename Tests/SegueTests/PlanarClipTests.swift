import Foundation
import TestPrograms
import Testing

@testable import Segue

/// 8-bit 4:2:0 clips are decoded as stored (NV12) and converted on the GPU: each frame matches
/// a CPU conversion of the stored planes, in either matrix and range, at odd sizes and when
/// fitted to another output size, and ffmpeg's own conversion within its rounding; clips in
/// other formats keep the RGBA path.
@Suite(.requiresGPU)
struct PlanarClipTests {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    struct Case: CustomStringConvertible, Sendable {
        var width: Int, height: Int
        /// ffmpeg's names for the matrix and range the clip is made and tagged with; nil: untagged.
        var matrix: String?, range: String
        var pixelFormat = "yuv420p"
        var output: (width: Int, height: Int)?
        var resize = ResizeMode.cover
        var expected: YUVColours?

        var description: String {
            "\(width)x\(height) \(pixelFormat) \(matrix ?? "untagged") \(range) → \(output.map { "\($0.width)x\($0.height) \(resize)" } ?? "same size")"
        }
    }

    static let cases: [Case] = [
        Case(width: 64, height: 48, matrix: nil, range: "tv", expected: YUVColours(matrix: .bt601, fullRange: false)),
        Case(
            width: 64, height: 48, matrix: "bt709", range: "tv", expected: YUVColours(matrix: .bt709, fullRange: false)),
        Case(
            width: 64, height: 48, matrix: "bt709", range: "pc", expected: YUVColours(matrix: .bt709, fullRange: true)),
        Case(
            width: 64, height: 48, matrix: "smpte170m", range: "pc", pixelFormat: "yuvj420p",
            expected: YUVColours(matrix: .bt601, fullRange: true)),
        Case(
            width: 333, height: 177, matrix: "bt709", range: "tv",
            expected: YUVColours(matrix: .bt709, fullRange: false)),
        Case(
            width: 96, height: 64, matrix: "bt709", range: "tv", output: (80, 60),
            expected: YUVColours(matrix: .bt709, fullRange: false)),
        Case(
            width: 96, height: 64, matrix: nil, range: "tv", output: (64, 64), resize: .contain,
            expected: YUVColours(matrix: .bt601, fullRange: false)),
        // Not 8-bit 4:2:0: ffmpeg converts to RGBA as before.
        Case(width: 64, height: 48, matrix: "bt709", range: "tv", pixelFormat: "yuv444p", expected: nil),
    ]

    /// A smooth picture with a few sharp edges: chroma subsampling keeps it, so what is compared
    /// is the conversion, not how each side upsamples chroma.
    static func picture(width: Int, height: Int) throws -> Image {
        var image = try Image(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let u = Double(x) / Double(width - 1)
                let v = Double(y) / Double(height - 1)
                let band = (x / 16 + y / 16) % 2 == 0 ? 0.0 : 60.0
                image[x, y] = RGBA(
                    UInt8(20 + 200 * u), UInt8(230 - 190 * v), UInt8(min(255, 40 + 120 * (u + v) / 2 + band)), 255)
            }
        }
        return image
    }

    /// Writes `frames` copies of `image` as a lossless FFV1 clip of `testCase`'s format, matrix and range.
    static func makeClip(_ image: Image, frames: Int, _ testCase: Case, in directory: URL) throws -> String {
        let path = directory.appendingPathComponent("clip.mkv").path
        var scale = "scale=out_range=\(testCase.range)"
        var tags = ["-color_range", testCase.range]
        if let matrix = testCase.matrix {
            scale += ":out_color_matrix=\(matrix == "smpte170m" ? "bt601" : matrix)"
            tags += ["-colorspace", matrix]
        }
        let arguments =
            [
                "-v", "error", "-y", "-f", "rawvideo", "-pix_fmt", "rgba", "-video_size",
                "\(image.width)x\(image.height)",
                "-framerate", "10", "-i", "-", "-vf", scale, "-c:v", "ffv1", "-pix_fmt", testCase.pixelFormat,
            ] + tags + [path]
        let result = try ChildProcess(
            try TestClips.ffmpeg(), arguments: arguments,
            input: Data(Array(repeating: image.pixels, count: frames).flatMap { $0 })
        ).run()
        guard result.succeeded else { throw Failure(description: result.errorText) }
        return path
    }

    /// ffmpeg's RGBA conversion of the clip's first picture, with the matrix and range named explicitly.
    static func ffmpegPicture(_ path: String, _ testCase: Case) throws -> Image {
        let matrix = testCase.matrix.map { $0 == "smpte170m" ? "bt601" : $0 } ?? "bt601"
        let pixels = try decode(
            path, filter: "scale=in_color_matrix=\(matrix):in_range=\(testCase.range)", pixelFormat: "rgba")
        return try Image(width: testCase.width, height: testCase.height, pixels: pixels)
    }

    /// The clip's first picture as ffmpeg decodes it, in `pixelFormat`.
    static func decode(_ path: String, filter: String? = nil, pixelFormat: String) throws -> [UInt8] {
        let result = try ChildProcess(
            try TestClips.ffmpeg(),
            arguments: [
                "-v", "error", "-i", path, "-frames:v", "1",
            ] + (filter.map { ["-vf", $0] } ?? []) + ["-f", "rawvideo", "-pix_fmt", pixelFormat, "-"],
        ).run()
        guard result.succeeded else { throw Failure(description: result.errorText) }
        return [UInt8](result.standardOutput)
    }

    /// The CPU reference: the stored 4:2:0 planes (I420) converted pixel by pixel in the matrix
    /// and range `colours` names, each pixel with the chroma sample covering it (`interpolated`
    /// false: what an exact read gives) or with chroma interpolated bilinearly between samples
    /// sited beside the left pixel of their two columns and between their two rows.
    static func converted(
        planes: [UInt8], width: Int, height: Int, colours: YUVColours, interpolated: Bool
    ) throws -> Image {
        let (chromaWidth, chromaHeight) = ((width + 1) / 2, (height + 1) / 2)
        let weights = colours.matrix.lumaWeights
        let (kr, kb) = (Double(weights.x), Double(weights.z))
        let kg = 1 - kr - kb
        func chroma(_ plane: Int, _ x: Double, _ y: Double) -> Double {
            let base = width * height + plane * chromaWidth * chromaHeight
            func at(_ i: Int, _ j: Int) -> Double {
                Double(planes[base + min(max(j, 0), chromaHeight - 1) * chromaWidth + min(max(i, 0), chromaWidth - 1)])
            }
            let (i, j) = (Int(x.rounded(.down)), Int(y.rounded(.down)))
            let (fx, fy) = (x - Double(i), y - Double(j))
            let top = at(i, j) * (1 - fx) + at(i + 1, j) * fx
            let bottom = at(i, j + 1) * (1 - fx) + at(i + 1, j + 1) * fx
            return top * (1 - fy) + bottom * fy
        }
        var image = try Image(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                // Chroma sample i sits at luma column 2i; sample j's rows are 2j and 2j+1.
                let cx = interpolated ? Double(x) / 2 : Double(x / 2)
                let cy = interpolated ? (Double(y) - 0.5) / 2 : Double(y / 2)
                let luma = Double(planes[y * width + x])
                let cb = chroma(0, cx, cy)
                let cr = chroma(1, cx, cy)
                let l = colours.fullRange ? luma / 255 : (luma - 16) / 219
                let (b, r) =
                    colours.fullRange ? ((cb - 128) / 255, (cr - 128) / 255) : ((cb - 128) / 224, (cr - 128) / 224)
                let red = l + 2 * (1 - kr) * r
                let blue = l + 2 * (1 - kb) * b
                let green = (l - kr * red - kb * blue) / kg
                func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
                image[x, y] = RGBA(byte(red), byte(green), byte(blue), 255)
            }
        }
        return image
    }

    @Test(arguments: cases)
    func eachPictureMatchesItsConversionOnTheCPU(_ testCase: Case) throws {
        let directory = try TestClips.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = try Self.picture(width: testCase.width, height: testCase.height)
        let path = try Self.makeClip(source, frames: 3, testCase, in: directory)
        let clip = try Clip(contentsOfFile: path)
        #expect(clip.yuvColours == testCase.expected)

        let engine = try TestEngine.privateEngine()
        let size = testCase.output ?? (testCase.width, testCase.height)
        let blank = try Image(width: testCase.width, height: testCase.height)
        let options = PlanOptions(resize: testCase.resize)
        let transition = try engine.makeTransition(
            "fade", from: blank, to: blank, width: size.width, height: size.height, options: options)
        // 0.3 s of "from" fading over its last 0.2 s: frame 0 is the clip's first picture alone.
        let timeline = try ClipTimeline(fps: 10, duration: 0.2, fromLength: clip.duration, toLength: nil)
        let sink = CollectingSink()
        let before = engine.counters
        try transition.record(from: clip, to: nil, timeline: timeline, into: sink)
        let work = engine.counters.since(before)
        let rendered = try Image(width: size.width, height: size.height, pixels: sink.frames[0])

        // The same frame drawn from the CPU's conversion of the stored planes, as a still.
        let planes = try Self.decode(path, pixelFormat: "yuv420p")
        let reference = try Self.converted(
            planes: planes, width: testCase.width, height: testCase.height,
            colours: testCase.expected ?? YUVColours(matrix: .bt709, fullRange: false),
            interpolated: testCase.output != nil)
        let still = try engine.makeTransition(
            "fade", from: reference, to: blank, width: size.width, height: size.height, options: options)
        if testCase.expected != nil {
            // Fitted to another size, the still's chroma was interpolated to full size before being
            // resampled, the planes' only once, at the point: sharp chroma edges differ a little.
            let comparison = ImageComparison(rendered, try still.render(progress: 0), tolerance: 2)
            #expect(comparison.maxDifference <= (testCase.output == nil ? 3 : 8), "\(testCase): \(comparison)")
            #expect(comparison.psnr >= 45, "\(testCase): \(comparison)")
        }
        // And against ffmpeg's own RGBA conversion, which rounds and takes chroma its own way (and
        // goes wrong in the last columns of an odd width with ffmpeg 5.1, so those are left out).
        guard testCase.width % 2 == 0 else { return }
        let byFFmpeg = try engine.makeTransition(
            "fade", from: try Self.ffmpegPicture(path, testCase), to: blank,
            width: size.width, height: size.height, options: options)
        let comparison = ImageComparison(rendered, try byFFmpeg.render(progress: 0))
        #expect(comparison.psnr >= 35, "\(testCase): \(comparison)")
        // One upload per picture (its two planes count as one) and no GL objects per frame: the
        // first frame's, plus, once, what a fade of RGBA pictures copies and blends with (a
        // framebuffer over each image's texture, the blending program and its sampler).
        #expect(work.uploads == 3 + 1, "\(testCase): \(work.uploads) uploads")
        #expect(work.objectsCreated <= 8 + 5, "\(testCase): \(work.objectsCreated) objects")
        let planar = try transition.renderer.plan.passes[0].fragmentSource.contains("_texel(")
        #expect(planar == (testCase.expected != nil), "\(testCase)")
    }

    /// Outside the fade a clip's pictures are the sink's frames, byte for byte, when its matrix is
    /// the sink's; in another matrix they are drawn, and come out converted.
    @Test(arguments: [(YUVMatrix.bt601, true), (.bt709, false)])
    func picturesOutsideTheOverlapPassThroughUntouched(sink matrix: YUVMatrix, passes: Bool) throws {
        let directory = try TestClips.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let testCase = Case(width: 64, height: 48, matrix: nil, range: "tv")
        let frames = try (0..<6).map { index -> Image in
            var picture = try Self.picture(width: 64, height: 48)
            for x in 0..<(8 * (index + 1)) { picture[x, 0] = RGBA(255, 255, 255, 255) }  // which picture it is
            return picture
        }
        let path = try Self.yuv420Clip(frames, in: directory)
        let clip = try Clip(contentsOfFile: path)
        #expect(clip.yuvColours == YUVColours(matrix: .bt601, fullRange: false), "\(testCase)")

        let engine = try TestEngine.privateEngine()
        let blank = try Image(width: 64, height: 48)
        let transition = try engine.makeTransition("fade", from: blank, to: blank)
        // 0.6 s of "from", the last 0.2 s a fade into a still: frames 0…6, the fade from frame 4.
        let timeline = try ClipTimeline(fps: 10, duration: 0.2, fromLength: clip.duration, toLength: nil)
        let sink = CollectingSink(.yuv420p(matrix))
        let before = engine.counters
        try transition.record(from: clip, to: nil, timeline: timeline, into: sink)
        #expect(sink.frames.count == 7)
        let decoded = try Self.decodeAll(path, pixelFormat: "yuv420p")
        for index in 1...3 {
            #expect((sink.frames[index] == decoded[index]) == passes, "frame \(index)")
        }
        // Uploads: the still, and the pictures drawn: 0 (frame 0 draws), 4 and 5 (the fade; frame 6
        // holds the last); every picture when nothing passes through.
        #expect(engine.counters.since(before).uploads == (passes ? 1 + 3 : 1 + 6))
    }

    /// A 64x48 yuv420p clip (FFV1, 10 fps, limited-range BT.601) of `frames`, in `directory`.
    static func yuv420Clip(_ frames: [Image], in directory: URL) throws -> String {
        let path = directory.appendingPathComponent("clip.mkv").path
        let made = try ChildProcess(
            try TestClips.ffmpeg(),
            arguments: [
                "-v", "error", "-f", "rawvideo", "-pix_fmt", "rgba", "-video_size", "64x48", "-framerate", "10", "-i",
                "-",
                "-c:v", "ffv1", "-pix_fmt", "yuv420p", path,
            ], input: Data(frames.flatMap(\.pixels))
        ).run()
        #expect(made.succeeded, "\(made.errorText)")
        return path
    }

    /// A transition made for clips without compiling (as `segue render` makes it) compiles its
    /// passes once, for the pictures the decoder delivers, where one made as for stills compiles
    /// them for RGBA first and again for NV12; both draw the same frames.
    @Test func aTransitionMadeForClipsCompilesItsPassesOnce() throws {
        let directory = try TestClips.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let clip = try Clip(
            contentsOfFile: try Self.yuv420Clip(
                (0..<4).map { _ in try Self.picture(width: 64, height: 48) }, in: directory))
        let engine = try TestEngine.privateEngine()
        let blank = try Image(width: 64, height: 48)
        let timeline = try ClipTimeline(fps: 10, duration: 0.3, fromLength: clip.duration, toLength: nil)
        var recorded: [[[UInt8]]] = []
        for compiling in [true, false] {
            let before = engine.counters
            let transition = try engine.makeTransition(
                "fade", from: blank, to: blank, width: nil, height: nil, options: PlanOptions(), reversed: false,
                compiling: compiling)
            let sink = CollectingSink()
            try transition.record(from: clip, to: nil, timeline: timeline, into: sink)
            // Compiled, or given again by the engine's cache where the first transition compiled the same pass.
            let delta = engine.counters.since(before)
            #expect(delta.programsLinked + delta.programsReused == (compiling ? 2 : 1), "compiling: \(compiling)")
            recorded.append(sink.frames)
        }
        #expect(recorded[0] == recorded[1])
    }

    /// Every picture of the clip as ffmpeg decodes it, in `pixelFormat`.
    static func decodeAll(_ path: String, pixelFormat: String) throws -> [[UInt8]] {
        let result = try ChildProcess(
            try TestClips.ffmpeg(),
            arguments: ["-v", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", pixelFormat, "-"]
        ).run()
        guard result.succeeded else { throw Failure(description: result.errorText) }
        let bytes = [UInt8](result.standardOutput)
        let size = FramePixelFormat.yuv420p(.bt601).frameSize(width: 64, height: 48)
        return stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0..<min($0 + size, bytes.count)]) }
    }
}
