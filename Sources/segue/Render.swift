import ArgumentParser
import Foundation
import Segue

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a transition to PNG frames.",
        discussion: """
            Writes DIR/frame_0000.png … (duration × fps + 1 frames, the first at progress 0, the last at 1),
            or one frame with --progress and --out FILE.png.
            """
    )

    @Option(help: ArgumentHelp("The first image (PNG or JPEG).", valueName: "file")) var from: String
    @Option(help: ArgumentHelp("The second image (PNG or JPEG).", valueName: "file")) var to: String
    @Option(help: "The transition's name (see `segue list`).") var transition = "pixellate-dissolve"
    @Option(help: "Seconds the transition lasts.") var duration = 1.0
    @Option(help: "Frames per second.") var fps = 30.0
    @Option(help: "Render one frame at this progress (0…1) to --out FILE.png.") var progress: Double?
    @Option(help: ArgumentHelp("Output size; default: the first image's size.", valueName: "WxH")) var size: String?
    @Option(help: "How an image of another size is fitted: cover, contain or stretch.") var resize = "cover"
    @Option(name: .customLong("param"), help: ArgumentHelp("A transition parameter (repeatable).", valueName: "name=value"))
    var parameters: [String] = []
    @Flag(help: "Draw one pass per node instead of fusing the graph (for comparison).") var noFuse = false
    @OptionGroup var shaders: ShaderOptions
    @Option(help: ArgumentHelp("Output directory, or a .png file with --progress.", valueName: "path")) var out: String

    func validate() throws {
        guard duration > 0, duration.isFinite else { throw ValidationError("--duration must be a positive number of seconds") }
        guard fps > 0, fps.isFinite else { throw ValidationError("--fps must be positive") }
        if let progress, !(0...1).contains(progress) { throw ValidationError("--progress must be between 0 and 1") }
        if let size, OutputSize(size) == nil { throw ValidationError("--size must look like 1280x720") }
        guard ResizeMode(rawValue: resize) != nil else { throw ValidationError("--resize must be cover, contain or stretch") }
        for parameter in parameters where !parameter.contains("=") {
            throw ValidationError("--param must look like name=value, got '\(parameter)'")
        }
    }

    func run() throws {
        try reportingErrors {
            let library = try shaders.makeLibrary()
            let fromImage = try Image(contentsOfFile: from)
            let toImage = try Image(contentsOfFile: to)
            let outputSize = size.flatMap(OutputSize.init)
            let engine = try Engine(library: library)
            let renderer = try engine.makeTransition(
                transition, from: fromImage, to: toImage,
                width: outputSize?.width, height: outputSize?.height,
                options: PlanOptions(fuse: !noFuse, resize: ResizeMode(rawValue: resize)!)
            )
            for parameter in parameters {
                let (name, value) = parameter.split(separator: "=", maxSplits: 1).map(String.init).pair
                try renderer.set(name, text: value)
            }
            if let progress {
                try renderer.render(progress: progress).writePNG(toFile: out)
                print("wrote \(out)")
                return
            }
            try createDirectory(out)
            let count = Int((duration * fps).rounded()) + 1
            var frame = try Image(width: renderer.renderer.width, height: renderer.renderer.height)
            for index in 0..<count {
                try renderer.render(progress: count == 1 ? 1 : Double(index) / Double(count - 1), into: &frame)
                try frame.writePNG(toFile: "\(out)/" + String(format: "frame_%04d.png", index))
            }
            print("wrote \(count) frames (\(frame.width)x\(frame.height), \(transition), \(engine.info.platform.rawValue): \(engine.info.renderer)) to \(out)/")
        }
    }

    private func createDirectory(_ path: String) throws(SegueError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .unwritableFile(path: path)
        }
    }
}

/// A `WxH` size argument.
struct OutputSize {
    var width: Int
    var height: Int

    init?(_ text: String) {
        let parts = text.lowercased().split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, parts[0] > 0, parts[1] > 0, parts[0] <= 16384, parts[1] <= 16384 else { return nil }
        width = parts[0]
        height = parts[1]
    }
}

extension Array where Element == String {
    /// The first two elements, the second empty if missing.
    var pair: (String, String) { (self[0], count > 1 ? self[1] : "") }
}
