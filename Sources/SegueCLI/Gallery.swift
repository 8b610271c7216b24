import ArgumentParser
import Foundation
import Segue
import SegueJobs

struct Gallery: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Write a web page showing every transition looping and every filter, blend and generator.",
        discussion: """
            One tile per effect: its name, summary and parameters with their defaults, its pictures drawn \
            by Segue (a looping WebM clip for a transition; stills before and after for a filter or blend), \
            and the command that makes them again, run in the gallery's folder. OUT/index.html uses \
            relative links and nothing from the network, so it opens from disk or any static host. The \
            gallery is written beside --out and moved there when complete, replacing an earlier one.

            Examples:
              segue gallery --from a.png --to b.png --out gallery/
              segue gallery --from a.png --to b.png --width 120 --duration 0.5 --out small/
            """
    )

    @Option(help: ArgumentHelp("The first image (PNG or JPEG).", valueName: "file")) var from: String
    @Option(help: ArgumentHelp("The second image (PNG or JPEG).", valueName: "file")) var to: String
    @Option(help: "Width of every picture, 16 to 1920; the height keeps the first image's shape.") var width = 240
    @Option(help: "Seconds each transition's loop lasts.") var duration = 1.2
    @Option(help: "Frames per second of the loops.") var fps = 20.0
    @OptionGroup var shaders: ShaderOptions
    @Flag(name: [.short, .long], help: "Print nothing when done; errors still print.") var quiet = false
    @Option(help: ArgumentHelp("The folder to write, index.html at its top.", valueName: "dir")) var out: String

    func validate() throws {
        guard (16...1920).contains(width) else { throw ValidationError("--width must be between 16 and 1920") }
        guard duration > 0, duration <= 10 else { throw ValidationError("--duration must be above 0 and at most 10") }
        guard fps > 0, fps <= 60 else { throw ValidationError("--fps must be above 0 and at most 60") }
        try GalleryFolder.check(out)
    }

    func run() throws {
        let started = Date()
        let library = try shaders.makeLibrary()
        let engine = try Engine(library: library)
        let images = (from: try engine.image(contentsOfFile: from), to: try engine.image(contentsOfFile: to))
        // Even, as 4:2:0 clips store it without padding.
        let height = max(2, Int((Double(width * images.from.height) / Double(images.from.width) / 2).rounded()) * 2)
        let settings = GallerySettings(
            width: width, height: height, duration: duration, fps: fps, shaders: shaders.folders)
        Interruption.install()
        let folder = try GalleryFolder(path: out)
        let jobs = GalleryJobs(engine: engine)
        let tiles: [GalleryTile]
        do {
            let renderer = GalleryRenderer(engine: engine, folder: folder, settings: settings)
            try renderer.writeInputs(from: images.from, to: images.to)
            tiles = try Self.drawTiles(library: library, renderer: renderer, jobs: jobs)
            try jobs.wait()
            try Data(GalleryPage(tiles: tiles, settings: settings).html.utf8)
                .write(to: folder.staging.appendingPathComponent("index.html"))
            try folder.commit()
        } catch {
            try? jobs.wait()
            folder.discard()
            // A Ctrl-C that reached ffmpeg first is said as one.
            if !(error is ExitCode) { try Interruption.check() }
            throw error
        }
        guard !quiet else { return }
        let transitions = tiles.filter(\.isClip).count
        print(
            "wrote \(folder.target.path)/index.html: \(transitions) transitions and \(tiles.count - transitions) "
                + "filters, blends and generators at \(width)x\(height) in \(String(format: "%.1f", Date().timeIntervalSince(started))) s"
        )
    }

    /// Every transition, then every other effect, each drawn into its section's folder.
    private static func drawTiles(
        library: EffectLibrary, renderer: GalleryRenderer, jobs: GalleryJobs
    ) throws -> [GalleryTile] {
        for section in GalleryTile.Section.allCases {
            try FileManager.default.createDirectory(
                atPath: renderer.folder.path(section.rawValue), withIntermediateDirectories: false)
        }
        var names = GalleryFileNames()
        var tiles: [GalleryTile] = []
        for transition in library.transitions {
            try Interruption.check()
            let (tile, job) = renderer.tile(for: transition, file: names.file(for: transition.name))
            jobs.start(job, name: transition.name)
            tiles.append(tile)
        }
        for effect in library.effects.values.filter({ $0.kind != .transition }).sorted(by: { $0.name < $1.name }) {
            try Interruption.check()
            let file = names.file(for: effect.name)
            tiles.append(try GalleryFailure.naming(effect.name) { try renderer.tile(for: effect, file: file) })
        }
        return tiles
    }
}

/// An effect the gallery could not draw, and why.
struct GalleryFailure: Error, CustomStringConvertible {
    var effect: String
    var underlying: any Error

    var description: String { "gallery: \(effect): \(SegueCommand.message(for: underlying))" }

    /// Runs `body`, naming `effect` in what it throws; an interruption passes as it is.
    static func naming<T>(_ effect: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let exit as ExitCode {
            throw exit
        } catch {
            throw GalleryFailure(effect: effect, underlying: error)
        }
    }
}

/// File names for effects: safe on any disk and in a URL, and distinct even where a disk ignores case.
struct GalleryFileNames {
    private var used = Set<String>()

    /// `name` with characters other than letters, digits, `-` and `_` replaced, numbered if taken.
    mutating func file(for name: String) -> String {
        let safe = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "_" })
        var file = safe
        var number = 2
        while used.contains(file.lowercased()) {
            file = "\(safe)-\(number)"
            number += 1
        }
        used.insert(file.lowercased())
        return file
    }
}
