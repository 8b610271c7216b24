import Foundation
import Segue
import SegueJobs

/// What every tile is drawn at, and the effect folders beside the built-ins.
struct GallerySettings {
    var width: Int
    var height: Int
    var duration: Double
    var fps: Double
    var shaders: ShaderFolders
}

/// Draws the tiles' media into a gallery folder with one engine through the very jobs their
/// `segue render` and `segue apply` command lines run, so that a tile's command makes its media again.
struct GalleryRenderer {
    let engine: Engine
    let folder: GalleryFolder
    let settings: GallerySettings

    /// The two inputs at the tiles' size, relative to the gallery; commands read them there.
    static let inputs = (from: "inputs/from.png", to: "inputs/to.png")

    /// Writes the two images fitted to the tiles' size, and the lookup filters' tables.
    func writeInputs(from: Image, to: Image) throws {
        try FileManager.default.createDirectory(
            atPath: folder.path("inputs"), withIntermediateDirectories: false)
        for (image, path) in [(from, Self.inputs.from), (to, Self.inputs.to)] {
            let output = FrameOutput()
            ImageSource(image) --> output
            try engine.makeRenderer(for: output, width: settings.width, height: settings.height).renderImage()
                .writePNG(toFile: folder.path(path))
        }
        try GalleryTables.write(into: folder.staging)
    }

    /// The tile of `transition`, and the `segue render` job its command runs, which draws its
    /// looping clip named `file` under `transitions/` when run in the gallery's staging folder.
    func tile(for transition: TransitionDescription, file: String) -> (tile: GalleryTile, job: RenderJob) {
        var job = RenderJob()
        (job.from, job.to, job.transition) = (Self.inputs.from, Self.inputs.to, transition.name)
        (job.duration, job.requestedFPS, job.shaders) = (settings.duration, settings.fps, settings.shaders)
        // Small clips quickly: a tile is 240 pixels wide, and the encoder's slow modes cost seconds each.
        job.video.quality = 36
        job.video.encoderArguments = "-deadline realtime -cpu-used 8"
        job.out = "transitions/\(file).webm"
        let kind = transition.form == .effect ? "transition" : "transition, \(transition.form.rawValue)"
        let tile = GalleryTile(
            section: .transitions, name: transition.name, kind: kind, summary: transition.summary,
            parameters: transition.parameters.map(GalleryParameter.init), inputs: [], media: job.out,
            command: job.commandLine)
        var run = job
        (run.from, run.to, run.out) = (folder.path(job.from), folder.path(job.to), folder.path(job.out))
        run.output.quiet = true
        return (tile, run)
    }

    /// Applies `effect` with its defaults to the inputs, writing a still named `file` under its section's folder.
    func tile(for effect: EffectDescription, file: String) throws -> GalleryTile {
        let section: GalleryTile.Section =
            effect.kind == .blend ? .blends : effect.kind == .generator ? .generators : .filters
        let media = "\(section.rawValue)/\(file).jpg"
        var tile = GalleryTile(
            section: section, name: effect.name, kind: effect.kind.rawValue, summary: effect.summary,
            parameters: effect.galleryParameters, inputs: [], media: media, command: "")
        var job = ApplyJob()
        job.input = Self.inputs.from
        job.second = section == .blends ? Self.inputs.to : nil
        job.steps = [ApplyJob.Step(effect: effect.name, parameters: GalleryTables.parameters(for: effect, root: ""))]
        (job.out, job.shaders) = (media, settings.shaders)
        var run = job
        (run.input, run.second, run.out) = (folder.path(job.input), job.second.map(folder.path), folder.path(media))
        run.steps[0].parameters = GalleryTables.parameters(for: effect, root: folder.staging.path + "/")
        run.quiet = true
        try run.run(JobRunOptions(engine: engine))
        // A generator's input only sizes what it draws, so the tile shows no "before".
        tile.inputs = section == .generators ? [] : [job.input] + (job.second.map { [$0] } ?? [])
        tile.command = job.commandLine
        return tile
    }
}
