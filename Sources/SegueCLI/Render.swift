import ArgumentParser
import Foundation
import Segue
import SegueJobs

struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a transition to a clip, PNG frames or a stream, or one frame to a PNG or JPEG.",
        discussion: """
            Time-driven (default): DIR/frame_0000.png … at --fps for --duration seconds, progress shaped by \
            --curve, the first frame at progress 0 and the last at 1; --realtime paces frames to the wall clock.
            --out names the output: a directory (existing, or ending in /, or without an extension) or a \
            pattern such as frames/%04d.png holds frames; a folder with files in it is refused unless \
            --overwrite, which removes the old frames first. --progress P renders one frame to --out \
            FILE.png, FILE.jpg or FILE.jpeg, in that format. A clip (.mp4, .mov, .mkv: H.264; .webm: VP9; \
            .gif with a palette made from its frames; .apng) is encoded by ffmpeg from frames converted to \
            4:2:0 on the GPU, under a temporary name renamed when complete; odd sides are padded for H.264. \
            --out - streams frames to standard output as --format rgba, y4m or nut, and nothing else goes there.
            Clips as inputs (anything ffmpeg decodes, mixed with stills) are timed as ffmpeg's xfade: --from \
            plays until --offset, the transition runs --duration with both playing, then the rest of --to; \
            each clip's pictures are taken at --fps and fitted by --resize; sound is cross-faded when both have it.
            On a terminal a progress bar is drawn on standard error (not with --quiet).
            --gesture TRACK.json replays a recorded gesture (a pan, a swipe, a vertical pan or a pinch), then finishes or cancels as its release says; with --reverse it is a dismissal.
            --progress-stdin reads one progress per line from standard input; 'finish' or 'cancel' ends it.

            Examples:
              segue render --from a.png --to b.jpg --transition cube --out frames/
              segue render --from a.png --to b.jpg --transition fade --out clip.mp4 --crf 18
              segue render --from a.png --to b.jpg --out - --format y4m | ffplay -
              segue render --from a.mp4 --to b.mov --transition wipeleft --duration 0.5 --out joined.mp4
              segue render --from a.png --to b.png --progress 0.5 --out mid.jpg
              segue render --from a.png --to b.png --gesture swipe.json --out 'sw/%03d.png'
            """
    )

    @Option(help: RenderJob.help("from")) var from: String
    @Option(help: RenderJob.help("to")) var to: String
    @Option(help: RenderJob.help("transition")) var transition = "pixellate-dissolve"
    @Option(help: RenderJob.help("duration")) var duration: Double?
    @Option(name: .customLong("fps"), help: RenderJob.help("fps")) var requestedFPS: Double?
    @Option(help: RenderJob.help("offset")) var offset: Double?
    @Flag(help: RenderJob.help("transition-only")) var transitionOnly = false
    @Option(help: RenderJob.help("curve")) var curve: String?
    @Flag(help: RenderJob.help("realtime")) var realtime = false
    @Option(help: RenderJob.help("progress")) var progress: Double?
    @Option(help: RenderJob.help("gesture")) var gesture: String?
    @Flag(help: RenderJob.help("progress-stdin")) var progressStdin = false
    @Option(help: RenderJob.help("completion-speed")) var completionSpeed = 1.0
    @Option(help: RenderJob.help("size")) var size: FrameSize?
    @Option(help: RenderJob.help("resize")) var resize = ResizeMode.cover
    @Option(name: .customLong("param"), help: RenderJob.help("param")) var parameters: [ParameterAssignment] = []
    @Flag(help: RenderJob.help("no-fuse")) var noFuse = false
    @Flag(help: RenderJob.help("reverse")) var reverse = false
    @Flag(help: RenderJob.help("watch")) var watch = false
    @OptionGroup var shaders: ShaderOptions
    @Option(help: RenderJob.help("out")) var out: String
    @OptionGroup(title: "Clips and streams") var video: VideoOptions
    @OptionGroup var output: OutputOptions
    @Option(help: RenderJob.help("frame-timeout")) var frameTimeout = 30.0

    /// The job the options describe.
    var job: RenderJob {
        var job = RenderJob()
        (job.from, job.to, job.transition, job.duration) = (from, to, transition, duration)
        (job.requestedFPS, job.offset, job.transitionOnly, job.curve) = (requestedFPS, offset, transitionOnly, curve)
        (job.realtime, job.progress, job.gesture, job.progressStdin) = (realtime, progress, gesture, progressStdin)
        (job.completionSpeed, job.size, job.resize, job.parameters) = (completionSpeed, size, resize, parameters)
        (job.noFuse, job.reverse, job.watch, job.shaders) = (noFuse, reverse, watch, shaders.folders)
        (job.out, job.video, job.output, job.frameTimeout) = (out, video.settings, output.settings, frameTimeout)
        return job
    }

    func validate() throws { try usageChecked(job.validate) }

    func run() throws { try JobConsole.run(job) }
}
