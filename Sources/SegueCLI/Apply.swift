import ArgumentParser
import Segue
import SegueJobs

struct Apply: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "apply",
        abstract: "Run a chain of filters over one image.",
        discussion: """
            segue apply --input IMG --effect NAME [--param k=v]… [--effect NAME2 [--param k=v]…]… --out OUT.png
            Each --param belongs to the --effect before it. A blend takes its second image from --with IMG2. \
            A generator draws a new image the size of the chain's so far (the input's, unless a step resized \
            it), which the effects after it filter.

            Examples:
              segue apply --input a.jpg --effect Sepia --out sepia.jpg
              segue apply --input a.png --effect Vignette --param color=navy --out b.png
              segue apply --input a.png --with c.png --effect DissolveBlend --out b.png
              segue apply --input a.png --effect CheckerboardGenerator --param squareSize=32 --out board.png
              segue apply --input a.png --effect ToneCurveFilter --param "toneCurve=rgb: 0,0 0.5,0.6 1,1" --out b.png
            """
    )

    @Option(help: ApplyJob.help("input")) var input: String
    @Option(name: .customLong("with"), help: ApplyJob.help("with")) var second: String?
    @Option(help: ApplyJob.help("out")) var out: String
    @Flag(help: ApplyJob.help("no-fuse")) var noFuse = false
    @Flag(name: [.short, .long], help: ApplyJob.help("quiet")) var quiet = false
    @OptionGroup var shaders: ShaderOptions
    @OptionGroup var limits: ImageLimitOptions
    @Argument(parsing: .allUnrecognized, help: ApplyJob.help("effects"))
    var chain: [String] = []

    static func parseChain(_ arguments: [String]) throws -> [ApplyJob.Step] {
        var steps: [ApplyJob.Step] = []
        var index = 0
        func value(for flag: String) throws -> String {
            let argument = arguments[index]
            if argument.hasPrefix(flag + "=") { return String(argument.dropFirst(flag.count + 1)) }
            index += 1
            guard index < arguments.count else { throw ValidationError("\(flag) needs a value") }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--effect" || argument.hasPrefix("--effect=") {
                steps.append(ApplyJob.Step(effect: try value(for: "--effect")))
            } else if argument == "--param" || argument.hasPrefix("--param=") {
                let text = try value(for: "--param")
                guard !steps.isEmpty else { throw ValidationError("--param \(text) comes before any --effect") }
                guard let parameter = ParameterAssignment(argument: text) else {
                    throw ParameterAssignment.invalid(text)
                }
                steps[steps.count - 1].parameters.append(parameter)
            } else {
                throw ValidationError("unexpected argument '\(argument)'")
            }
            index += 1
        }
        guard !steps.isEmpty else { throw ValidationError("give at least one --effect") }
        return steps
    }

    /// The job the options describe, its chain read from the arguments.
    func job() throws -> ApplyJob {
        var job = ApplyJob()
        (job.input, job.second, job.out, job.noFuse, job.quiet) = (input, second, out, noFuse, quiet)
        (job.shaders, job.limits, job.steps) = try (shaders.folders, limits.settings, Self.parseChain(chain))
        return job
    }

    func validate() throws {
        try usageChecked(job().validate)
    }

    func run() throws { try JobConsole.run(job()) }
}
