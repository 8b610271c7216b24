import ArgumentParser
import Foundation
import Segue
import SegueGL

/// `segue-bench frames`: every built-in transition at one progress and every filter, blend and
/// generator at its defaults, written as PNGs, and compared with another driver's (`--compare-with`).
struct FramesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract:
            "Write every transition at one progress and every filter at its defaults as PNGs, to compare drivers.",
        discussion: """
            DIR/index.tsv lists each file with its kind and whether its shader draws hash noise. With
            --compare-with, each frame's largest channel difference and PSNR against that folder's are
            printed, and the exit status is 1 when a frame without hash noise differs by more than
            --tolerance levels, or is missing.
            Example: segue-bench frames --out frames-llvmpipe; then on another machine
            segue-bench frames --out frames-gpu --compare-with frames-llvmpipe
            """
    )

    @Option(help: ArgumentHelp("The folder to write (created; files in it are replaced).", valueName: "dir"))
    var out: String

    @OptionGroup var images: ImageOptions

    @Option(help: ArgumentHelp("Output size; an odd one checks rounding.", valueName: "WxH"))
    var size = "333x177"

    @Option(help: ArgumentHelp("The transitions' progress.", valueName: "p"))
    var progress = 0.37

    @Option(
        help: ArgumentHelp(
            "A folder written by `segue-bench frames` elsewhere, to compare the frames with.", valueName: "dir"))
    var compareWith: String?

    @Option(
        help: ArgumentHelp(
            "With --compare-with: the largest difference allowed per channel, in 8-bit levels.", valueName: "levels"))
    var tolerance = 1

    func run() throws {
        let sizes: [FrameSize]
        do {
            sizes = try FrameSize.parseList(size)
        } catch {
            throw ValidationError(error.message)
        }
        guard sizes.count == 1, (0...1).contains(progress) else {
            throw ValidationError("--size takes one size and --progress a value in 0...1")
        }
        try reportingErrors {
            let (written, stages) = try FrameSet(folder: out).write(
                size: sizes[0], progress: progress, images: try images.load())
            let counted = PassStage.allCases.map { stage in "\(stages.filter { $0 == stage }.count) \(stage.rawValue)" }
            print("wrote \(written) frames to \(out); their passes ran as \(counted.joined(separator: ", ")) shaders")
            if let compareWith {
                let failures = try FrameSetComparison(
                    reference: FrameSet(folder: compareWith), candidate: FrameSet(folder: out), tolerance: tolerance
                ).run()
                if failures > 0 { throw ExitCode.failure }
            }
        }
    }
}

/// A folder of reference frames and its index.
struct FrameSet {
    /// One file of the set.
    struct Entry {
        var file: String
        var kind: String
        /// Whether the effect's shader draws hash noise, where drivers may differ.
        var noise: Bool
    }

    let folder: String
    static let indexName = "index.tsv"

    /// Renders every frame into the folder and writes the index; returns how many, and the stage
    /// each pass ran as.
    func write(size: FrameSize, progress: Double, images: SourceImages) throws -> (frames: Int, stages: [PassStage]) {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let engine = try Engine()
        let library = engine.library
        // Cut on the CPU, not resampled on the GPU: the drivers' bilinear weights differ by a level,
        // and the frames must compare the effects, not the fitting.
        let fitted = (from: try Self.centre(of: images.from, size), to: try Self.centre(of: images.to, size))
        var entries: [Entry] = []
        var stages: [PassStage] = []
        for name in library.transitionNames {
            let transition = try engine.makeTransition(
                name, from: fitted.from, to: fitted.to, width: size.width, height: size.height)
            let entry = Entry(
                file: "transition-\(name).png", kind: "transition",
                noise: Self.drawsNoise(try? library.effect(named: name)))
            try transition.render(progress: progress).writePNG(toFile: path(entry.file))
            stages += try transition.renderer.passStages
            entries.append(entry)
        }
        for effect in library.effects.values.filter({ $0.kind != .transition }).sorted(by: { $0.name < $1.name }) {
            let renderer = try engine.makeDefaultsRenderer(for: effect, images: (fitted.from, fitted.to), size: size)
            let entry = Entry(
                file: "\(effect.kind.rawValue)-\(effect.name).png", kind: effect.kind.rawValue,
                noise: Self.drawsNoise(effect))
            try renderer.renderImage().writePNG(toFile: path(entry.file))
            stages += try renderer.passStages
            entries.append(entry)
        }
        let index = entries.map { "\($0.file)\t\($0.kind)\t\($0.noise ? "noise" : "exact")\n" }.joined()
        try index.write(toFile: path(Self.indexName), atomically: true, encoding: .utf8)
        return (entries.count, stages)
    }

    /// The entries of a folder written by `write`.
    func entries() throws -> [Entry] {
        try String(contentsOfFile: path(Self.indexName), encoding: .utf8).split(separator: "\n").map { line in
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 3 else {
                throw BenchFailure(message: "\(path(Self.indexName)): malformed line '\(line)'")
            }
            return Entry(file: fields[0], kind: fields[1], noise: fields[2] == "noise")
        }
    }

    func path(_ file: String) -> String { (folder as NSString).appendingPathComponent(file) }

    /// The middle `size` of `image`, or `image` tiled where it is smaller.
    private static func centre(of image: Image, _ size: FrameSize) throws -> Image {
        let left = max(0, (image.width - size.width) / 2)
        let top = max(0, (image.height - size.height) / 2)
        var pixels = [UInt8](repeating: 0, count: size.width * size.height * 4)
        for y in 0..<size.height {
            for x in 0..<size.width {
                let source = (((top + y) % image.height) * image.width + (left + x) % image.width) * 4
                let target = (y * size.width + x) * 4
                for channel in 0..<4 { pixels[target + channel] = image.pixels[source + channel] }
            }
        }
        return try Image(width: size.width, height: size.height, pixels: pixels)
    }

    /// Hash noise is named as such in the built-in shaders' code and comments.
    private static func drawsNoise(_ effect: EffectDescription?) -> Bool {
        guard let source = effect?.source.lowercased() else { return false }
        return source.contains("noise") || source.contains("hash")
    }
}
