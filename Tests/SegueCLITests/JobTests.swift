import Foundation
import Segue
import SegueJobs
import TestPrograms
import Testing

@testable import segue

/// Render, concat and apply jobs as values: one table of options gives the CLI's help and the
/// manifest's keys, a manifest decodes into the same value the command line makes, and a job's
/// command line parses back into it.
struct JobTests {
    /// The long options of `segue KIND --help`'s option lines, without help and version.
    static func longOptions(inHelpOf kind: JobKind) -> (options: Set<String>, help: String) {
        let help = CLITests.run([kind.rawValue, "--help"]).stdout
        var options: Set<String> = []
        for line in help.split(separator: "\n") where line.hasPrefix("  -") {
            for word in line.split(separator: " ") where word.hasPrefix("--") {
                options.insert(String(word.dropFirst(2).prefix { $0.isLetter || $0.isNumber || $0 == "-" }))
            }
        }
        return (
            options.subtracting(["help", "version"]), help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        )
    }

    static func check<Job: JobDescription>(_ type: Job.Type) {
        let (options, help) = longOptions(inHelpOf: Job.kind)
        let names = Set(Job.keys.flatMap { [$0.name] + $0.aliases })
        #expect(options.subtracting(names).isEmpty, "options not in \(Job.kind)'s table: \(options.subtracting(names))")
        for key in Job.keys {
            let text = key.help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(help.contains(text), "\(Job.kind) --help lacks the help of '\(key.name)': \(text)")
        }
    }

    @Test func theCommandsHelpIsTheTablesHelpAndEveryOptionIsAKey() {
        Self.check(RenderJob.self)
        Self.check(ConcatJob.self)
        Self.check(ApplyJob.self)
    }

    @Test func aManifestTakesEveryKeyOfTheTableAndNoMore() {
        let refused = Set(RenderJob.keys.filter { $0.batchRefusal != nil }.map(\.name))
        #expect(refused == ["shaders", "param", "realtime", "progress-stdin", "watch", "format", "quiet"])
        #expect(Set(ManifestJob<RenderJob>.manifestKeys).isDisjoint(with: refused))
        #expect(ManifestJob<ConcatJob>.manifestKeys.contains("inputs"))
        #expect(ManifestJob<ApplyJob>.manifestKeys.contains("effects"))
        #expect(!ManifestJob<ApplyJob>.manifestKeys.contains("param"))
    }

    @Test func aKeyRefusedForOneKindIsRefusedForEvery() throws {
        let decoded = try Self.decode(#"{"watch": true, "dry-run": true}"#, as: ApplyJob.self)
        #expect(
            decoded.mistakes.map(\.message) == [
                "'watch' is not taken in a batch: a batch job renders once",
                "'dry-run' is not taken in a batch: a batch job renders",
            ])
    }

    /// The manifests' folder: one that exists, as the commands' checks want the output's.
    static let folder = FileManager.default.temporaryDirectory.standardizedFileURL

    static func decode<Job: JobDescription>(_ text: String, as type: Job.Type) throws -> ManifestJob<Job> {
        let node = try JSONReader.parse(Array(text.utf8))
        guard case .object(let object) = node.value else { throw CancellationError() }
        return ManifestJob<Job>(decoding: object, folder: folder)
    }

    @Test func manifestMistakesKeepTheirLineAndColumn() throws {
        let decoded = try Self.decode(
            """
            {"from": "a.png", "to": "b.png",
              "duration": "x", "resize": "squash", "watch": true,
              "transiton": "fade", "no-fuse": 1, "params": {"smooth": 0.5, "bad": {}}}
            """, as: RenderJob.self)
        let mistakes = (decoded.mistakes + decoded.valueMistakes).sorted {
            ($0.position.line, $0.position.column) < ($1.position.line, $1.position.column)
        }.map { "\($0.position): \($0.message)" }
        #expect(
            mistakes == [
                "2:15: The value 'x' is invalid for '--duration <duration>'",
                "2:30: The value 'squash' is invalid for '--resize <resize>'. Please provide one of 'cover', 'contain' or 'stretch'.",
                "2:40: 'watch' is not taken in a batch: a batch job renders once",
                "3:3: unknown key 'transiton' for a render job; did you mean 'transition'?",
                "3:35: 'no-fuse' is a switch: give true or false",
                "3:71: parameter 'bad' must be a number, a boolean, a list of numbers or text",
            ], "\(mistakes)")
        #expect(
            decoded.job.from == Self.folder.path + "/a.png" && decoded.job.resize == .cover
                && decoded.job.duration == nil)
        #expect(decoded.job.parameters == [ParameterAssignment(name: "smooth", value: "0.5")])
        #expect(decoded.parameterPositions.map(\.description) == ["3:49"])
    }

    @Test func anApplyJobIsNamedWithItsArticle() throws {
        let decoded = try Self.decode(#"{"input": "a.png", "efects": []}"#, as: ApplyJob.self)
        #expect(decoded.mistakes.map(\.message).contains { $0.hasPrefix("unknown key 'efects' for an apply job;") })
    }

    @Test func aManifestJobIsTheJobItsCommandLineMakes() throws {
        let decoded = try Self.decode(
            """
            {"from": "a.png", "to": "/b.mp4", "transition": "cube", "progress": 0.25, "size": "720p",
             "crf": 18, "no-fuse": true, "params": {"persp": 0.5}, "out": "mid.png"}
            """, as: RenderJob.self)
        #expect(decoded.mistakes.isEmpty && decoded.valueMistakes.isEmpty)
        let parsed = try Render.parse(Array(decoded.job.words.dropFirst()))
        #expect(parsed.job == decoded.job)
        #expect(parsed.job.video.quality == 18 && parsed.job.size == FrameSize(width: 1280, height: 720))
    }

    /// What the preview's copy-command writes (see `PreviewSession.command`), parsed back by the CLI.
    @Test func thePreviewsCommandLineParsesBackIntoItsJob() throws {
        var render = RenderJob()
        (render.from, render.to, render.transition) = ("from.png", "my to.png", "pixellate-dissolve")
        render.shaders = ShaderFolders(directories: ["fx dir"])
        render.parameters = [ParameterAssignment(name: "color", value: "#ff0000"), .init(name: "a", value: "it's")]
        (render.size, render.duration, render.curve) = (FrameSize(width: 640, height: 360), 1, "cubic-bezier(0,0,1,1)")
        render.out = "transition.mp4"
        #expect(
            render.commandLine
                == "segue render --from from.png --to 'my to.png' --transition pixellate-dissolve --shaders 'fx dir' --param color=#ff0000 --param 'a=it'\\''s' --size 640x360 --duration 1 --curve 'cubic-bezier(0,0,1,1)' --out transition.mp4"
        )
        let words = ShellWords.split(render.commandLine)
        #expect(Array(words.prefix(2)) == ["segue", "render"])
        #expect(try Render.parse(Array(words.dropFirst(2))).job == render)

        var apply = ApplyJob()
        (apply.input, apply.second, apply.out) = ("a.png", "b.png", "DissolveBlend.png")
        apply.steps = [
            ApplyJob.Step(effect: "DissolveBlend", parameters: [.init(name: "mixturePercent", value: "0.3")])
        ]
        #expect(
            apply.commandLine
                == "segue apply --input a.png --with b.png --effect DissolveBlend --param mixturePercent=0.3 --out DissolveBlend.png"
        )
        #expect(try Apply.parse(Array(ShellWords.split(apply.commandLine).dropFirst(2))).job() == apply)
    }

    @Test func aConcatJobsInputsComeFirst() throws {
        let decoded = try Self.decode(
            """
            {"inputs": ["a.png", "b.mp4"], "still": 2, "transition": "random", "seed": 7, "out": "show.mp4"}
            """, as: ConcatJob.self)
        #expect(decoded.mistakes.isEmpty && decoded.valueMistakes.isEmpty)
        #expect(
            decoded.job.words
                == [
                    "concat", Self.folder.path + "/a.png", Self.folder.path + "/b.mp4", "--transition", "random",
                    "--seed", "7", "--still", "2", "--out", Self.folder.path + "/show.mp4",
                ])
        #expect(try Concat.parse(Array(decoded.job.words.dropFirst())).job == decoded.job)
    }
}
