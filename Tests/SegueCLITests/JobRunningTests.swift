import Foundation
import Segue
import SegueJobs
import Synchronization
import Testing

/// Jobs run by the library, as a Swift program runs them: the same files as the command, progress
/// as it goes, a cancelled task leaving nothing, and manifests read and written from job values.
@Suite(.enabled(if: CLITests.gpuUsable))
struct JobRunningTests {
    static let (coffee, chelsea) = (
        CLITests.root.path + "/examples/coffee.png", CLITests.root.path + "/examples/chelsea.png"
    )

    static func renderJob(out: String, fps: Double = 4) -> RenderJob {
        var job = RenderJob()
        (job.from, job.to, job.transition, job.out) = (coffee, chelsea, "crossfade", out)
        (job.size, job.requestedFPS, job.duration) = (FrameSize(width: 41, height: 23), fps, 1)
        return job
    }

    @Test func aRenderJobWritesTheCommandsFramesAndReportsItsProgress() async throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let job = Self.renderJob(out: folder.path + "/library/")
        let progress = Mutex<[JobProgress]>([])
        let messages = Mutex<[JobMessage]>([])
        try await job.run(
            report: { message in messages.withLock { $0.append(message) } },
            progress: { step in progress.withLock { $0.append(step) } })

        var command = job
        command.out = folder.path + "/command/"
        let result = CLITests.run(command.words)
        #expect(result.status == 0, "\(result.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: command.out).sorted()
        #expect(names.count == 5)
        for name in names {
            let library = try Data(contentsOf: URL(fileURLWithPath: job.out + name))
            #expect(library == (try Data(contentsOf: URL(fileURLWithPath: command.out + name))), "\(name)")
        }
        // The task hears the newest progress when the job runs ahead of it: rising, to the end.
        let heard = progress.withLock { $0 }
        #expect(heard.last == JobProgress(completed: 5, total: 5) && heard.allSatisfy { $0.total == 5 })
        #expect(zip(heard, heard.dropFirst()).allSatisfy { $0.completed < $1.completed })
        let account = messages.withLock { $0 }
        #expect(account.count == 1)
        if case .account(let line)? = account.first {
            #expect(line.hasPrefix("wrote 5 frames (41x23, crossfade"), "\(line)")
        } else {
            Issue.record("no account of what the job wrote: \(account)")
        }
    }

    /// The job is paced to the clock for 100 s, so it is still running whenever its first
    /// progress reaches the task running it, however busy the machine.
    @Test func cancellingTheTaskStopsTheJobAndLeavesNoPartialOutput() async throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var job = Self.renderJob(out: folder.appendingPathComponent("long.y4m").path, fps: 10)
        (job.duration, job.realtime) = (100, true)
        // The progress reaches the task that runs the job, which cancels itself there; a job that
        // ran to its end would return instead of throwing.
        let running = Task { try await job.run(progress: { _ in withUnsafeCurrentTask { $0?.cancel() } }) }
        await #expect(throws: CancellationError.self) { try await running.value }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func aQuietJobReportsNothingItWrote() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var job = Self.renderJob(out: folder.appendingPathComponent("mid.png").path)
        (job.progress, job.isQuiet) = (0.5, true)
        var messages: [JobMessage] = []
        try job.run(JobRunOptions(report: { messages.append($0) }))
        #expect(messages.isEmpty)
        #expect(try Image(contentsOfFile: job.out).width == 41)
    }

    @Test func aBadOptionIsAJobOptionErrorAsTheCommandSaysIt() throws {
        var job = Self.renderJob(out: "/tmp/notes.txt")
        #expect(throws: JobOptionError.self) { try job.validate() }
        job.out = "-"
        let said = CLITests.run(job.words).stderr
        do {
            try job.validate()
            Issue.record("--out - without --format passed")
        } catch {
            #expect(said == "segue: error: \(error)\n")
        }
    }

    @Test func jobValuesWriteAManifestThatReadsBackIntoTheSameJobs() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var render = Self.renderJob(out: folder.appendingPathComponent("a b/\"quoted\".mp4").path)
        render.parameters = [ParameterAssignment(name: "smooth", value: "true")]
        (render.transition, render.reverse, render.curve, render.video.quality) = (
            "pixellate-dissolve", true, "easeIn", 20
        )
        var concat = ConcatJob()
        (concat.inputs, concat.out, concat.duration) = ([Self.coffee, Self.chelsea], folder.path + "/show.mp4", 0.5)
        (concat.transition, concat.parameters) = ("wipeleft", [])
        var apply = ApplyJob()
        (apply.input, apply.out) = (Self.coffee, folder.path + "/toned.png")
        apply.steps = [
            ApplyJob.Step(effect: "Sepia", parameters: [ParameterAssignment(name: "intensity", value: "0.5")]),
            ApplyJob.Step(effect: "Vignette", parameters: []),
        ]
        let path = folder.appendingPathComponent("jobs.json").path
        try BatchManifest.text(of: [render, concat, apply]).write(toFile: path, atomically: true, encoding: .utf8)

        let manifest = try BatchManifest.read(path, library: EffectLibrary())
        #expect(manifest.jobs.count == 3)
        #expect(manifest.jobs.first?.job as? RenderJob == render)
        #expect(manifest.jobs.dropFirst().first?.job as? ConcatJob == concat)
        #expect(manifest.jobs.last?.job as? ApplyJob == apply)
    }

    @Test func aManifestsJobsRunFromSwiftWithOneEngine() async throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifest = """
            {"jobs": [
              {"render": {"from": "\(Self.coffee)", "to": "\(Self.chelsea)", "progress": 0.5, "size": "40x20", "out": "mid.png"}},
              {"apply": {"input": "\(Self.coffee)", "effects": [{"effect": "Sepia"}], "out": "sepia.jpg"}}
            ]}
            """
        let path = folder.appendingPathComponent("jobs.json").path
        try manifest.write(toFile: path, atomically: true, encoding: .utf8)
        let engine = try Engine()
        for entry in try BatchManifest.read(path, library: engine.library).jobs {
            try await entry.job.run(engine: engine)
        }
        #expect(try Image(contentsOfFile: folder.path + "/mid.png").height == 20)
        #expect(
            try Image(contentsOfFile: folder.path + "/sepia.jpg").width
                == (try Image(contentsOfFile: Self.coffee)).width)
    }

    @Test func aManifestsMistakesAreThrownWithTheirPlaces() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("jobs.json").path
        try #"{"jobs": [{"apply": {"input": "x.png", "efects": [], "out": "y.png"}}]}"#
            .write(toFile: path, atomically: true, encoding: .utf8)
        let library = try EffectLibrary()
        do {
            _ = try BatchManifest.read(path, library: library)
            Issue.record("a misspelt key was read")
        } catch {
            #expect(
                error.lines.contains {
                    $0.hasPrefix("\(path):1:40: unknown key 'efects'") && $0.hasSuffix("did you mean 'effects'?")
                }, "\(error.lines)")
        }
    }

    /// A generator step draws at the size of the chain so far, and later steps filter what it drew:
    /// a checkerboard at an odd size, then inverted, against squares counted from the top-left.
    @Test func aGeneratorStepDrawsAtTheChainsSizeAndIsFilteredAfter() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.path + "/odd.png"
        try Image(width: 333, height: 177, color: RGBA(10, 200, 30, 255)).writePNG(toFile: input)
        let out = folder.path + "/board.png"
        let result = CLITests.run([
            "apply", "--input", input, "--effect", "CheckerboardGenerator", "--param", "squareSize=8",
            "--effect", "ColorInversion", "--out", out,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        let board = try Image(contentsOfFile: out)
        #expect(board.width == 333 && board.height == 177)
        var wrong = 0
        for y in 0..<board.height {
            for x in 0..<board.width {
                let first = (x / 8 + y / 8) % 2 == 0  // white, inverted to black
                let expected: UInt8 = first ? 0 : 255
                let pixel = board[x, y]
                if pixel.r != expected || pixel.g != expected || pixel.b != expected || pixel.a != 255 { wrong += 1 }
            }
        }
        #expect(wrong == 0, "\(wrong) pixels differ from the reference")
    }

    /// The README's example of jobs from Swift, compiled here (not run: it renders a full-size clip).
    func readmeExample(_ engine: Engine) async throws {
        var job = RenderJob()  // segue render --from … --to … --transition cube --out cube.mp4
        (job.from, job.to) = ("examples/coffee.png", "examples/chelsea.png")
        (job.transition, job.out) = ("cube", "cube.mp4")
        try job.validate()  // the command line's checks: JobOptionError
        try await job.run(progress: { print("\($0.completed) of \($0.total ?? 0) frames") })

        let manifest = try BatchManifest.read("jobs.json", library: engine.library)  // every mistake, FILE:LINE:COL
        for entry in manifest.jobs {
            try await entry.job.run(engine: engine, report: { print($0) })  // one engine for all, as a shard
        }
        print(BatchManifest.text(of: [job]))  // {"jobs": [{"render": {"from": …, "out": "cube.mp4"}}]}
    }

    @Test func theReadmesExampleIsTheCompiledOne() throws {
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let body = source.components(separatedBy: "func readmeExample(_ engine: Engine) async throws {\n")[1]
            .components(separatedBy: "\n    }\n")[0]
        let example = body.split(separator: "\n", omittingEmptySubsequences: false).map { $0.dropFirst(8) }
            .joined(separator: "\n")
        let readme = try String(contentsOf: CLITests.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("import SegueJobs\n\n" + example + "\n```"), "README's jobs example differs")
    }
}
