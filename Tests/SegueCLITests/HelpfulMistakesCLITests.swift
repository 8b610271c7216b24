import Foundation
import Segue
import Testing

@testable import segue

/// Mistakes get one short line with the closest names, and the exit status says whose mistake it was:
/// 0 done, 1 failed while working, 2 a usage error.
struct HelpfulMistakesCLITests {
    static let images = ArgumentTests.images

    @Test(
        .enabled(if: CLITests.gpuUsable),
        arguments: [
            (
                ["render"] + images + ["--transition", "pixelate-dissolve", "--out", "/tmp/x"],
                "segue: error: unknown transition 'pixelate-dissolve'; did you mean 'pixellate-dissolve'?"
            ),
            (
                ["render"] + images + ["--param", "smoth=true", "--out", "/tmp/x"],
                "segue: error: pixellate-dissolve has no parameter 'smoth'; did you mean 'smooth'?"
            ),
            (
                ["apply", "--input", "examples/coffee.png", "--effect", "Vignete", "--out", "/tmp/x.png"],
                "segue: error: unknown effect 'Vignete'; did you mean 'Vignette'?"
            ),
            (
                [
                    "apply", "--input", "examples/coffee.png", "--effect", "Vignette", "--param", "colr=red", "--out",
                    "/tmp/x.png",
                ],
                "segue: error: Vignette has no parameter 'colr'; did you mean 'color'?"
            ),
            (
                ["render"] + images + ["--transition", "zzzzzzzz", "--out", "/tmp/x"],
                "segue: error: unknown transition 'zzzzzzzz'; none of the"
            ),
        ])
    func unknownNamesSuggestTheClosest(arguments: [String], line: String) {
        let result = CLITests.run(arguments)
        // A --param name is the command line's mistake (2); an effect's name, a failure to find it (1).
        #expect(result.status == (line.contains("has no parameter") ? 2 : 1))
        #expect(result.stderr.hasPrefix(line), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }

    @Test func unknownOptionsAndCommandsSuggestTheClosest() {
        let option = CLITests.run(["render"] + Self.images + ["--fsp", "3", "--out", "/tmp/x"])
        #expect(option.status == 2)
        #expect(option.stderr == "segue: error: Unknown option '--fsp'. Did you mean '--fps'?\n")
        let command = CLITests.run(["lst"])
        #expect(command.status == 2)
        #expect(command.stderr == "segue: error: unknown command 'lst'; did you mean 'list'?\n")
        let noCommand = CLITests.run(["shaders"])
        #expect(noCommand.status == 2)
        #expect(noCommand.stderr == "segue: error: unknown command 'shaders'; did you mean 'shader'?\n")
    }

    /// The closest names come from each command's own name, which every command states.
    @Test func everyCommandNamesItself() {
        for command in SegueCommand.configuration.subcommands {
            #expect(command.configuration.commandName != nil, "\(command)")
        }
    }

    @Test(.enabled(if: CLITests.gpuUsable)) func severalBadParametersAreOneLineEach() {
        let result = CLITests.run(
            ["render"] + Self.images + ["--param", "smoth=1", "--param", "smooth=maybe", "--out", "/tmp/x"])
        #expect(result.status == 2)
        #expect(
            result.stderr == """
                segue: error: pixellate-dissolve has no parameter 'smoth'; did you mean 'smooth'?
                segue: error: pixellate-dissolve.smooth = maybe is invalid: expected true or false

                """)
    }

    @Test(.enabled(if: CLITests.gpuUsable)) func exitStatusSaysWhoseMistake() {
        #expect(CLITests.run(["list"]).status == 0)
        #expect(
            CLITests.run(["render", "--from", "missing.png", "--to", "examples/chelsea.png", "--out", "/tmp/x"]).status
                == 1)
        #expect(CLITests.run(["render", "--from", "a.png"]).status == 2)
        #expect(CLITests.run(["render"] + Self.images + ["--fps", "0", "--out", "/tmp/x"]).status == 2)
    }

    @Test func helpDocumentsExitStatusAndExamples() {
        let help = CLITests.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("Exit status: 0 done; 1 failed while working"))
        for command in ["render", "apply", "sheet", "list", "plan", "check", "info"] {
            let result = CLITests.run([command, "--help"])
            #expect(result.stdout.contains("Examples:\n  segue"), "\(command)")
        }
    }

    /// The release and the commit the binary was built from, which is this checkout's HEAD.
    @Test func versionIsTheLibrarysVersionAndTheCommit() throws {
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "-C", CLITests.root.path, "rev-parse", "--short=12", "HEAD"]
        let output = Pipe()
        git.standardOutput = output
        try git.run()
        git.waitUntilExit()
        let commit = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let result = CLITests.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == "\(SegueVersion.current) (commit \(commit))\n")
    }

    @Test func completionScriptsAreGenerated() {
        let result = CLITests.run(["--generate-completion-script", "bash"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("_segue"))
    }
}
