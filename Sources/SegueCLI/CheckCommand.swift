import ArgumentParser

/// `segue check FILE...`: `segue shader check` under a shorter name.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check effect files (GLSL) and behaviour files (JSON); the same as `segue shader check`.",
        discussion: """
            Examples:
              segue check MyTransition.glsl
              segue check --shaders ./effects ./effects/*.glsl swipe.json
            """
    )

    @Argument(help: ArgumentHelp("Effect or behaviour files, or folders of them, to check.", valueName: "file"))
    var files: [String]
    @Flag(help: "Print one JSON object for tools: each file's report and the counts.") var json = false
    @OptionGroup var shaders: ShaderOptions

    func run() throws {
        try FileCheck(shaders: shaders, json: json).run(files)
    }
}
