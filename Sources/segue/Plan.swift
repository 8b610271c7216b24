import ArgumentParser
import Segue

struct Plan: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the passes a transition is planned into, what each fuses, and the generated GLSL."
    )

    @Option(help: "The transition's name (see `segue list`).") var transition = "pixellate-dissolve"
    @Option(help: ArgumentHelp("Output size.", valueName: "WxH")) var size = "1920x1080"
    @Flag(help: "Plan one pass per node instead of fusing.") var noFuse = false
    @OptionGroup var shaders: ShaderOptions

    func validate() throws {
        guard OutputSize(size) != nil else { throw ValidationError("--size must look like 1280x720") }
    }

    func run() throws {
        try reportingErrors {
            let size = OutputSize(size)!
            let placeholder = try Image(width: size.width, height: size.height)
            let graph = try TransitionGraph.make(
                transition, from: ImageSource(placeholder, name: "from"), to: ImageSource(placeholder, name: "to"),
                library: try shaders.makeLibrary()
            )
            print(try Engine.plan(graph.output, width: size.width, height: size.height, options: PlanOptions(fuse: !noFuse)), terminator: "")
        }
    }
}
