import SegueGL

/// How the engine is driven in one measurement: fusion, pass stage, uploads and readback.
struct RenderMode: Sendable, Hashable, CustomStringConvertible {
    /// Whether the plan fuses chains into one pass (`PlanOptions.fuse`).
    var fused: Bool
    /// When the two images are uploaded.
    var upload: UploadMode
    /// How each frame comes back to memory, if at all.
    var readback: ReadbackMode
    /// The stage passes run as (`PlanOptions.stage`); nil leaves it to the engine.
    var stage: PassStage? = nil
    /// Whether a transition's pixels that are its images' are copied (`PlanOptions.copies`) or shaded.
    var copies = true

    /// The mode the targets and ratios refer to: fused, upload once, no readback.
    static let reference = RenderMode(fused: true, upload: .once, readback: .none)

    var description: String {
        "\(fused ? "fused" : "unfused")/\(upload.rawValue)/\(readback.rawValue)"
            + (stage.map { "/\($0.rawValue)" } ?? "") + (copies ? "" : "/shaded")
    }

    /// The words of the table's mode column: fusion, upload, readback and, when chosen, the stage.
    var words: String { description.replacingOccurrences(of: "/", with: " ") }

    /// The modes to measure: the first value of each list, then each other value changed one at a
    /// time, or with `all` every combination.
    static func combinations(
        fusion: String, upload: String, readback: String, stage: String = "auto", copies: String = "copied",
        all: Bool
    ) throws(BenchUsageError) -> [RenderMode] {
        let copying = try parse(copies, option: "--copies") { ["copied": true, "shaded": false][$0] }
        let modes = try combinations(fusion: fusion, upload: upload, readback: readback, stage: stage, all: all)
        if all {
            return copying.flatMap { copies in
                modes.map { mode in
                    var mode = mode
                    mode.copies = copies
                    return mode
                }
            }
        }
        return modes.map { mode in
            var mode = mode
            mode.copies = copying[0]
            return mode
        }
            + copying.dropFirst().map { copies in
                var mode = modes[0]
                mode.copies = copies
                return mode
            }
    }

    private static func combinations(
        fusion: String, upload: String, readback: String, stage: String, all: Bool
    ) throws(BenchUsageError) -> [RenderMode] {
        let fusions = try parse(fusion, option: "--fusion") { ["fused": true, "unfused": false][$0] }
        let uploads = try parse(upload, option: "--upload") { UploadMode(rawValue: $0) }
        let readbacks = try parse(readback, option: "--readback") { ReadbackMode(rawValue: $0) }
        let stages = try parse(stage, option: "--stage") { name -> PassStage?? in
            name == "auto" ? .some(nil) : PassStage(rawValue: name).map { $0 }
        }
        if all {
            return fusions.flatMap { fused in
                uploads.flatMap { upload in
                    readbacks.flatMap { readback in
                        stages.map { RenderMode(fused: fused, upload: upload, readback: readback, stage: $0) }
                    }
                }
            }
        }
        let first = RenderMode(fused: fusions[0], upload: uploads[0], readback: readbacks[0], stage: stages[0])
        var modes = [first]
        modes += stages.dropFirst().map {
            RenderMode(fused: first.fused, upload: first.upload, readback: first.readback, stage: $0)
        }
        modes += fusions.dropFirst().map {
            RenderMode(fused: $0, upload: first.upload, readback: first.readback, stage: first.stage)
        }
        modes += uploads.dropFirst().map {
            RenderMode(fused: first.fused, upload: $0, readback: first.readback, stage: first.stage)
        }
        modes += readbacks.dropFirst().map {
            RenderMode(fused: first.fused, upload: first.upload, readback: $0, stage: first.stage)
        }
        return modes
    }

    private static func parse<Value: Hashable>(
        _ list: String, option: String, _ value: (String) -> Value?
    ) throws(BenchUsageError) -> [Value] {
        var values: [Value] = []
        for name in commaSeparated(list) {
            guard let parsed = value(name) else { throw BenchUsageError("unknown value '\(name)' for \(option)") }
            if !values.contains(parsed) { values.append(parsed) }
        }
        guard !values.isEmpty else { throw BenchUsageError("\(option) names no mode") }
        return values
    }
}

/// When the transition's two images are uploaded to textures.
enum UploadMode: String, Sendable, Hashable {
    /// Once, before the first frame: the engine's normal path.
    case once
    /// Before every frame, as for live snapshots (`ImageSource.invalidate()`).
    case everyFrame = "every-frame"
}

/// How a frame is read back to memory.
enum ReadbackMode: String, Sendable, Hashable {
    /// Not at all, and frames pipelined as the renderer queues them (`GraphRenderer`): frame N+1
    /// is submitted while the GPU draws frame N; the window ends when the GPU finished its last.
    case none
    /// Not at all, each frame waited for with glFinish: a frame's round trip, not the throughput.
    case finish
    /// `glReadPixels` into an image after each frame, which also waits for the GPU.
    case sync
    /// Through `FrameStream`'s ring of pixel-pack buffers and fences, overlapping frames.
    case async
    /// As `async`, converted to Y′CbCr 4:2:0 on the GPU first (BT.709), as clips are written:
    /// 1.5 bytes a pixel come back instead of 4.
    case asyncYUV420 = "async-yuv420"
}
