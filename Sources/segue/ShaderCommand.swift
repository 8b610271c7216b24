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
            abstract: "Compile effect files and render a 64×64 check of each; one line per file.",
            discussion: "A transition must give \"from\" at progress 0, \"to\" at 1, something at 0.5, and use every parameter it declares."
        )

        @Argument(help: ArgumentHelp("Effect files to check.", valueName: "file")) var files: [String]
        @OptionGroup var shaders: ShaderOptions

        func run() throws {
            let engine = try Engine(library: try shaders.makeLibrary())
            var failures = 0
            for file in files {
                let report = engine.checkShader(file: file)
                print(report.line)
                if !report.passed { failures += 1 }
            }
            if failures > 0 { throw ExitCode.failure }
        }
    }
}
