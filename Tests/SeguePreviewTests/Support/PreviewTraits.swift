import Foundation
import Segue
import Testing

/// Whether an EGL context opens here; CI sets `SEGUE_REQUIRE_GPU=1` so that one missing fails there.
enum PreviewGPU {
    static let isAvailable: Bool =
        ProcessInfo.processInfo.environment["SEGUE_REQUIRE_GPU"] == "1" || (try? Engine()) != nil
}

extension Trait where Self == ConditionTrait {
    /// A preview test draws, so it needs EGL.
    static var requiresGPU: Self {
        .enabled(if: PreviewGPU.isAvailable, "no EGL platform is usable here (set SEGUE_REQUIRE_GPU=1 to fail instead)")
    }
}

/// How far apart two images are: the mean and the largest difference per channel, in 8-bit levels.
func difference(_ a: Image, _ b: Image) -> (mean: Double, maximum: Int) {
    precondition(a.width == b.width && a.height == b.height)
    var total = 0
    var largest = 0
    for (x, y) in zip(a.pixels, b.pixels) {
        let delta = abs(Int(x) - Int(y))
        total += delta
        largest = max(largest, delta)
    }
    return (Double(total) / Double(a.pixels.count), largest)
}

/// A folder of the user's transition files for a test, removed by the caller.
func shaderFolder(_ files: [String: String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "segue-preview-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in files { try write(text, to: folder.appendingPathComponent(name)) }
    return folder
}

/// Writes `text` the way an editor saves: to a new file moved over the old one.
func write(_ text: String, to url: URL) throws {
    try Data(text.utf8).write(to: url, options: .atomic)
}

/// A gl-transitions file: a wipe from the left whose edge `softness` blurs.
let wipeShader = """
    // A wipe from the left with a soft edge.
    uniform float softness; // = 0.1
    vec4 transition(vec2 uv) {
      float edge = smoothstep(progress - softness, progress + softness, uv.x);
      return mix(getToColor(uv), getFromColor(uv), edge);
    }
    """

/// `width,height,frames` of the first video stream of the clip written to `file`, as ffprobe
/// counts them.
func probedVideo(_ bytes: [UInt8], ffprobe: String, in file: URL) throws -> String {
    try Data(bytes).write(to: file)
    let probe = try ChildProcess(
        ffprobe,
        arguments: [
            "-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
            "stream=nb_read_frames,width,height", "-of", "csv=p=0", file.path,
        ]
    ).run()
    return probe.outputText.trimmingCharacters(in: .whitespacesAndNewlines)
}
