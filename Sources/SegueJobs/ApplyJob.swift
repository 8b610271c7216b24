import Segue

/// An `apply` job: a chain of filters over one image, written to a PNG or JPEG. Each field holds
/// the option of its name; `keys` gives its help.
public struct ApplyJob: Equatable, Sendable {
    /// One `--effect` with the `--param`s after it.
    public struct Step: Equatable, Sendable {
        public var effect: String
        public var parameters: [ParameterAssignment]

        public init(effect: String, parameters: [ParameterAssignment] = []) {
            self.effect = effect
            self.parameters = parameters
        }
    }

    public var input = ""
    /// `--with`: a blend's second image.
    public var second: String?
    public var out = ""
    public var noFuse = false
    public var quiet = false
    public var shaders = ShaderFolders()
    public var limits = ImageLimitSettings()
    public var steps: [Step] = []

    public init() {}
}

extension ApplyJob: JobDescription {
    public static let kind = JobKind.apply

    /// Every option, in the order the command line writes them: the chain just before the output.
    public static var keys: [JobKey<ApplyJob>] {
        [
            .value(
                "input", \.input, help: "The image to filter.", valueName: "file", isPath: true, isRequired: true,
                default: ""),
            .value(
                "with", \.second, help: "The second image, for blends.", valueName: "file", isPath: true, default: nil),
            .written(
                "shaders", help: ShaderFolders.help, valueName: "dir", batchRefusal: ShaderFolders.batchRefusal,
                write: \.shaders.words),
            .written("effects", help: "--effect NAME [--param name=value]… (repeatable)", write: \.chainWords),
            .flag("no-fuse", \.noFuse, help: "Draw one pass per node instead of fusing the chain."),
            .flag(
                "quiet", \.quiet, help: "Print nothing when done; errors still print.",
                batchRefusal: "a batch prints one line per job itself"),
            .value(
                "max-pixels", \.limits.maxPixels, help: ImageLimitSettings.maxPixelsHelp, valueName: "pixels",
                default: ImageLimits.defaultMaximumPixelCount),
            .value(
                "out", \.out, help: "The image to write: .png, .jpg or .jpeg.", valueName: "file", isPath: true,
                isRequired: true, default: ""),
        ]
    }

    /// `--effect NAME --param …` for each step.
    var chainWords: [String] {
        steps.flatMap { ["--effect", $0.effect] + $0.parameters.words }
    }
}
