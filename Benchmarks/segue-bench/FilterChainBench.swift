import Foundation
import Segue

/// `--filter-chain`: a six-operation photo chain at 1080p (SaturationAdjustment →
/// ContrastAdjustment → SepiaToneFilter → Vignette → GaussianBlur σ=4 → Sharpen), fused and
/// unfused, against the same chain in ffmpeg's filters (eq, colorchannelmixer, vignette, gblur,
/// unsharp).
///
/// Every frame changes the saturation a little, so every pass is drawn again: with constant
/// values the renderer would keep the passes of a still (`RenderPlan.Pass.isCacheable`) and draw
/// only the last. Each mode is timed over the window after its warm-up, repetitions interleaved,
/// medians printed as a Markdown table. ffmpeg reads the same fitted picture once as raw RGBA and
/// repeats it in memory (`loop`); its start-up cancels out of the difference of an N and a
/// 2N-frame run.
struct FilterChainBench {
    let ffmpeg: String?
    let image: Image
    let window: (seconds: Double, frames: Int?)
    let warmup: Int
    let repetitions: Int

    static let size = FrameSize(width: 1920, height: 1080)

    /// The chain's operations and the values they run with.
    static let chain: [(name: String, parameters: [String: ParameterValue])] = [
        ("SaturationAdjustment", ["saturation": .float(1.3)]),
        ("ContrastAdjustment", ["contrast": .float(1.2)]),
        ("SepiaToneFilter", ["intensity": .float(1)]),
        ("Vignette", [:]),
        ("GaussianBlur", ["blurRadiusInPixels": .float(4)]),
        ("Sharpen", ["sharpness": .float(0.5)]),
    ]

    /// ffmpeg's nearest equivalents, in the same order: eq's saturation and contrast; GPUImage's
    /// sepia matrix as a channel mix; a vignette; a Gaussian of sigma 4; an unsharp mask.
    static let ffmpegChain = [
        "eq=saturation=1.3:contrast=1.2",
        "colorchannelmixer=rr=0.3588:rg=0.7044:rb=0.1368:gr=0.2990:gg=0.5870:gb=0.1140:br=0.2392:bg=0.4696:bb=0.0912",
        "vignette",
        "gblur=sigma=4",
        "unsharp=3:3:0.5",
    ].joined(separator: ",")

    /// One row of the table.
    struct Row {
        var name: String
        var passes: String
        var millisecondsPerFrame: [Double] = []
    }

    /// Measures every contender and prints the table.
    func run(engine: Engine) throws {
        var rows: [Row] = []
        var renderers: [(renderer: GraphRenderer, saturation: EffectNode, readsBack: Bool)] = []
        for fuse in [true, false] {
            for readsBack in [false, true] {
                let (output, saturation) = try Self.graph(image: image, library: engine.library)
                let renderer = try engine.makeRenderer(
                    for: output, width: Self.size.width, height: Self.size.height, options: PlanOptions(fuse: fuse))
                renderers.append((renderer, saturation, readsBack))
                let passes = try renderer.plan.passes.count
                rows.append(
                    Row(
                        name:
                            "Segue \(fuse ? "fused" : "unfused"), \(readsBack ? "drawn and read back" : "drawn (GPU finished)")",
                        passes: "\(passes)"))
            }
        }
        var inputFile: URL?
        if ffmpeg != nil {
            let file = FileManager.default.temporaryDirectory.appendingPathComponent(
                "segue-bench-chain-\(ProcessInfo.processInfo.processIdentifier).rgba")
            try Data(image.pixels).write(to: file)
            inputFile = file
            rows.append(Row(name: "ffmpeg (eq, colorchannelmixer, vignette, gblur, unsharp)", passes: "–"))
        }
        defer { if let inputFile { try? FileManager.default.removeItem(at: inputFile) } }
        for repetition in 0..<repetitions {
            Console.note("filter chain: repetition \(repetition + 1) of \(repetitions)")
            for (index, entry) in renderers.enumerated() {
                rows[index].millisecondsPerFrame.append(
                    try time(entry.renderer, saturation: entry.saturation, readsBack: entry.readsBack))
            }
            if let ffmpeg, let inputFile {
                rows[rows.count - 1].millisecondsPerFrame.append(try timeFFmpeg(ffmpeg, input: inputFile.path))
            }
        }
        print(
            "| \(Self.size.width)×\(Self.size.height): \(Self.chain.map(\.name).joined(separator: " → ")) | passes | ms per frame (median) | FPS |"
        )
        print("| --- | ---: | ---: | ---: |")
        for row in rows {
            let median = Self.median(row.millisecondsPerFrame)
            print(
                "| \(row.name) | \(row.passes) | \(String(format: "%.1f", median)) | \(String(format: "%.2f", 1000 / median)) |"
            )
        }
    }

    /// The chain from `image` to an output, and its first node (whose value each frame changes).
    static func graph(image: Image, library: EffectLibrary) throws -> (FrameOutput, EffectNode) {
        var previous: GraphNode = ImageSource(image)
        var first: EffectNode?
        for (name, parameters) in chain {
            let node = EffectNode(try library.effect(named: name))
            for (key, value) in parameters { try node.set(key, value) }
            previous --> node
            previous = node
            first = first ?? node
        }
        let output = FrameOutput()
        previous --> output
        return (output, first!)
    }

    /// Milliseconds per frame over the window, after the warm-up.
    private func time(_ renderer: GraphRenderer, saturation: EffectNode, readsBack: Bool) throws -> Double {
        var frame = try Image(width: Self.size.width, height: Self.size.height)
        var count = 0
        func draw() throws {
            // Alternating values: every pass depends on the first node, so every pass is drawn.
            try saturation.set("saturation", count % 2 == 0 ? Float(1.3) : Float(1.31))
            if readsBack { try renderer.render(into: &frame) } else { try renderer.render(waitUntilCompleted: true) }
            count += 1
        }
        for _ in 0..<warmup { try draw() }
        count = 0
        let start = Clocks.monotonic()
        while window.frames.map({ count < $0 }) ?? (Clocks.monotonic() - start < window.seconds) {
            try draw()
        }
        return (Clocks.monotonic() - start) * 1000 / Double(count)
    }

    /// ffmpeg's milliseconds per frame: the difference of an N- and a 2N-frame run, N picked so
    /// that the difference lasts about the window.
    private func timeFFmpeg(_ ffmpeg: String, input: String) throws -> Double {
        // The pilot's start-up makes its frames look slow, so N errs on the short side.
        let perFrame = try runFFmpeg(ffmpeg, input: input, frames: 4) / 4
        let frames = window.frames ?? max(4, Int(window.seconds / perFrame))
        let short = try runFFmpeg(ffmpeg, input: input, frames: frames)
        let long = try runFFmpeg(ffmpeg, input: input, frames: 2 * frames)
        guard long > short else {
            throw BenchFailure(
                message: "ffmpeg: \(2 * frames) frames took no longer than \(frames); use more --seconds")
        }
        return (long - short) * 1000 / Double(frames)
    }

    /// The wall time of one ffmpeg run of `frames` frames, in seconds.
    private func runFFmpeg(_ ffmpeg: String, input: String, frames: Int) throws -> Double {
        let size = "\(Self.size.width)x\(Self.size.height)"
        let graph = "loop=loop=\(frames - 1):size=1:start=0,setpts=N/(1000*TB),\(Self.ffmpegChain)"
        let arguments = [
            "-hide_banner", "-nostdin", "-nostats", "-f", "rawvideo", "-pix_fmt", "rgba", "-s", size, "-framerate",
            "1000",
            "-i", input, "-vf", graph, "-f", "null", "-",
        ]
        let start = Clocks.monotonic()
        let result = try ChildProcess(ffmpeg, arguments: arguments).run()
        let seconds = Clocks.monotonic() - start
        guard result.succeeded else {
            let last = result.errorText.split(separator: "\n").last.map(String.init) ?? "no message"
            throw BenchFailure(message: "ffmpeg exited with status \(result.status): \(last)")
        }
        return seconds
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        return sorted.count % 2 == 1
            ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}
