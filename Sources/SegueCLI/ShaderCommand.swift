import ArgumentParser
import Foundation
import Segue

struct ShaderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shader",
        abstract: "Tools for shader authors.",
        subcommands: [Check.self]
    )

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract:
                "Check effect files or whole folders (GLSL, compiled and rendered at 64×64) and behaviour files (JSON); one line per file.",
            discussion: """
                A transition must give "from" at progress 0, "to" at 1, something at 0.5, and use every parameter it declares. \
                A behaviour file (.json) must read into a layer transition: an error names its line and column. \
                A folder is checked file by file (subfolders included) and ends with a summary such as `118 ok, 7 failed`. \
                The exit status is non-zero when any file failed.

                Examples:
                  segue shader check MyTransition.glsl
                  segue shader check Shaders/Transitions/*.glsl
                  segue shader check ./gl-transitions --json
                """
        )

        @Argument(
            help: ArgumentHelp("Effect or behaviour files, or folders of them, to check.", valueName: "file-or-folder"))
        var files: [String]
        @Flag(help: "Print one JSON object for tools: each file's report and the counts.") var json = false
        @OptionGroup var shaders: ShaderOptions

        func run() throws {
            try FileCheck(shaders: shaders, json: json).run(files)
        }
    }
}

/// The checks behind `segue shader check` and `segue check`: behaviour files are read, effect
/// files compiled and rendered, folders expanded into their files; a non-zero exit when any file
/// failed.
struct FileCheck {
    var shaders: ShaderOptions
    var json = false

    func run(_ arguments: [String]) throws {
        var files: [String] = []
        var hasFolder = false
        for argument in arguments {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue {
                hasFolder = true
                files += try EffectLibrary.effectFiles(in: argument)
            } else {
                files.append(argument)
            }
        }
        // Opened at the first file, once, for every file's render check.
        var engine: Engine?
        var reports: [ShaderCheckReport] = []
        for file in files {
            let current = try engine ?? Engine(library: try shaders.makeLibrary())
            engine = current
            if EffectLibrary.isBehaviourFile(file) {
                let report = checkBehaviourFile(file, engine: current)
                reports.append(report)
                // Behaviour files keep their own form: errors on standard error, one per problem.
                if !json, report.passed { print("ok \(file) (\(report.effect ?? ""))") }
                if !json { for problem in report.problems { reportError(problem) } }
                continue
            }
            let report = current.checkShader(file: file)
            reports.append(report)
            if !json { print(report.line) }
        }
        let summary = CheckSummary(reports: reports)
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(summary), as: UTF8.self))
        } else if hasFolder {
            print(summary.line)
        }
        if summary.failed > 0 { throw ExitCode.failure }
    }

    /// Reads a behaviour file and renders it as a shader check renders a transition (progress 0 is
    /// "from", 1 is "to", 0.5 shows something).
    private func checkBehaviourFile(_ file: String, engine: Engine) -> ShaderCheckReport {
        do {
            let transition = try LayerTransition(contentsOfBehaviourFile: file)
            let problems = try engine.checkLayerTransition(transition).map { "\(file): \(transition.name): \($0)" }
            // A file that says its ends are not exact (as its source's are not) only warns.
            return ShaderCheckReport(
                file: file, effect: "\(transition.name), layer transition",
                problems: transition.exactEnds ? problems : [], warnings: transition.exactEnds ? [] : problems)
        } catch {
            return ShaderCheckReport(file: file, effect: nil, problems: ["\(error)"])
        }
    }
}

/// What `segue shader check --json` prints: every file's report and the counts.
private struct CheckSummary: Encodable {
    var files: [ShaderCheckReport]
    var ok: Int
    var failed: Int

    init(reports: [ShaderCheckReport]) {
        files = reports
        failed = reports.filter { !$0.passed }.count
        ok = reports.count - failed
    }

    /// `118 ok, 7 failed`.
    var line: String { "\(ok) ok, \(failed) failed" }
}
