import ArgumentParser
import Segue

struct ShaderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shader",
        abstract: "Tools for shader authors.",
        subcommands: [Check.self]
    )

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check effect files (GLSL, compiled and rendered at 64×64) and behaviour files (JSON); one line per file.",
            discussion: """
                A transition must give "from" at progress 0, "to" at 1, something at 0.5, and use every parameter it declares. \
                A behaviour file (.json) must read into a layer transition: an error names its line and column.

                Examples:
                  segue shader check MyTransition.glsl
                  segue shader check Shaders/Transitions/*.glsl
                """
        )

        @Argument(help: ArgumentHelp("Effect or behaviour files to check.", valueName: "file")) var files: [String]
        @OptionGroup var shaders: ShaderOptions

        func run() throws {
            try FileCheck(shaders: shaders).run(files)
        }
    }
}

/// The checks behind `segue shader check` and `segue check`: behaviour files are read, effect
/// files compiled and rendered; a non-zero exit when any file failed.
struct FileCheck {
    var shaders: ShaderOptions

    func run(_ files: [String]) throws {
        // Opened at the first file, once, for every file's render check.
        var engine: Engine?
        var failures = 0
        for file in files {
            let current = try engine ?? Engine(library: try shaders.makeLibrary())
            engine = current
            if EffectLibrary.isBehaviourFile(file) {
                if !checkBehaviourFile(file, engine: current) { failures += 1 }
                continue
            }
            let report = current.checkShader(file: file)
            print(report.line)
            if !report.passed { failures += 1 }
        }
        if failures > 0 { throw ExitCode.failure }
    }

    /// Reads a behaviour file and renders it as a shader check renders a transition (progress 0 is
    /// "from", 1 is "to", 0.5 shows something): `ok FILE (NAME, layer transition)` on standard
    /// output, or one error line per problem on standard error.
    private func checkBehaviourFile(_ file: String, engine: Engine) -> Bool {
        do {
            let transition = try LayerTransition(contentsOfBehaviourFile: file)
            let problems = try engine.checkLayerTransition(transition)
            guard problems.isEmpty else {
                for problem in problems { reportError("\(file): \(transition.name): \(problem)") }
                return false
            }
            print("ok \(file) (\(transition.name), layer transition)")
            return true
        } catch {
            reportError("\(error)")
            return false
        }
    }
}
