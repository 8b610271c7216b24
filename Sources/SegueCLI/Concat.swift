import ArgumentParser
import Foundation
import Segue
import SegueJobs

struct Concat: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "concat",
        abstract: "Join stills and clips with transitions into one clip, PNG frames or a stream.",
        discussion: """
            The inputs play in order: each still for --still seconds, each clip in full; between each pair a \
            transition of --duration overlaps the two as ffmpeg's xfade does, so the output is shorter than \
            the sum of the inputs by the joins. Only the joins are drawn on the GPU: a clip's pictures between \
            them go from decoder to encoder untouched where the size and pixel format allow. Nothing is \
            written but the output (a clip under a temporary name renamed when complete). Clips' sound is \
            kept and cross-faded over the joins (stills are silent); --audio adds a sound track under the whole show.
            --spec show.json gives each item its duration or trim and each join its transition, duration, \
            curve and parameters (see docs/SEQUENCES.md). --transition random picks each join's transition \
            from --transitions with --seed. --dry-run prints the timeline without rendering. --copy-between copies \
            H.264 clips' packets between joins as stored and re-encodes only around each join, keyframe to keyframe.

            Examples:
              segue concat a.jpg b.jpg c.mp4 --transition fade --duration 0.5 --still 3 --out show.mp4
              segue concat *.jpg --transition random --seed 7 --out show.webm
              segue concat --spec show.json --out show.mp4 --dry-run
            """
    )

    @Argument(help: ConcatJob.help("inputs")) var inputs: [String] = []
    @Option(help: ConcatJob.help("spec")) var spec: String?
    @Option(help: ConcatJob.help("transition")) var transition = "fade"
    @Option(help: ConcatJob.help("transitions")) var transitions: String?
    @Option(help: ConcatJob.help("seed")) var seed: UInt64?
    @Option(help: ConcatJob.help("duration")) var duration = 1.0
    @Option(help: ConcatJob.help("still")) var still = 3.0
    @Option(help: ConcatJob.help("curve")) var curve: String?
    @Option(name: .customLong("param"), help: ConcatJob.help("param")) var parameters: [ParameterAssignment] = []
    @Option(help: ConcatJob.help("audio")) var audio: String?
    @Option(help: ConcatJob.help("fps")) var fps: Double?
    @Option(help: ConcatJob.help("size")) var size: FrameSize?
    @Option(help: ConcatJob.help("resize")) var resize = ResizeMode.cover
    @OptionGroup var shaders: ShaderOptions
    @Option(help: ConcatJob.help("out")) var out: String
    @OptionGroup(title: "Clips and streams") var video: VideoOptions
    @Flag(help: ConcatJob.help("copy-between")) var copyBetween = false
    @Flag(help: ConcatJob.help("dry-run")) var dryRun = false
    @OptionGroup var output: OutputOptions
    @Option(help: ConcatJob.help("frame-timeout")) var frameTimeout = 30.0

    /// The job the options describe.
    var job: ConcatJob {
        var job = ConcatJob()
        (job.inputs, job.spec, job.transition, job.transitions, job.seed) = (
            inputs, spec, transition, transitions, seed
        )
        (job.duration, job.still, job.curve, job.parameters, job.audio) = (duration, still, curve, parameters, audio)
        (job.fps, job.size, job.resize, job.shaders, job.out) = (fps, size, resize, shaders.folders, out)
        (job.video, job.copyBetween, job.dryRun) = (video.settings, copyBetween, dryRun)
        (job.output, job.frameTimeout) = (output.settings, frameTimeout)
        return job
    }

    func validate() throws { try usageChecked(job.validate) }

    func run() throws { try JobConsole.run(job) }
}
