import ArgumentParser
import Segue

struct Plan: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan",
        abstract: "Print the passes a transition is planned into, what each fuses, and the generated GLSL.",
        discussion: """
            Examples:
              segue plan --transition cube
              segue plan --transition pixellate-dissolve --size 4k --no-fuse
            """
    )

    @Option(help: "The transition's name (see `segue list`).") var transition = "pixellate-dissolve"
    @Option(help: ArgumentHelp("Output size, WxH or 720p, 1080p, 1440p, 4k.", valueName: "WxH")) var size = FrameSize(
        width: 1920, height: 1080)
    @Flag(help: "Plan one pass per node instead of fusing.") var noFuse = false
    @OptionGroup var shaders: ShaderOptions

    func run() throws {
        let placeholder = try Image(width: size.width, height: size.height)
        let graph = try shaders.makeLibrary(requested: [transition]).makeTransition(
            transition, from: ImageSource(placeholder, name: "from"), to: ImageSource(placeholder, name: "to"))
        print(
            try Engine.plan(graph.output, width: size.width, height: size.height, options: PlanOptions(fuse: !noFuse)),
            terminator: "")
    }
}
