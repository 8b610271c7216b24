import SegueGL

/// What an effect is: a filter (one input), a blend (two), a transition (from, to and progress)
/// or a generator (no input).
public enum EffectKind: String, Sendable, CaseIterable {
    case filter, blend, transition, generator
}

/// One parameter of an effect (a uniform of the same name) or of a transition (mapped onto its nodes).
public struct EffectParameter: Sendable, Equatable {
    /// The uniform's name in the shader.
    public var name: String
    /// Its GLSL type.
    public var type: ParameterType
    /// The value used until one is set.
    public var defaultValue: ParameterValue
    /// The allowed range, for numbers.
    public var range: ClosedRange<Double>?
    /// A one-line description.
    public var summary: String
    /// Whether the file declares the uniform itself (foreign formats), so the engine must not.
    public var declaredInBody = false
    /// Whether a `vec4` value is a rectangle (x, y, width, height) that must lie inside the frame
    /// with a positive size: a layer transition's `region` or `move` parameter.
    public var isFrameRectangle = false

    /// Whether the value is written into the generated shader as a constant rather than a
    /// uniform: a `bool` of a native effect, which selects code; changing it re-plans the graph.
    var isCompiledIn: Bool { type == .bool && !declaredInBody }

    /// Parses and validates a value written as text (the CLI's `--param`), throwing what was
    /// expected. Images are not text: the caller reads the file and sets `.image`.
    public func value(from text: String, effect: String) throws(EffectError) -> ParameterValue {
        guard let value = type.parse(text) else {
            throw .invalidParameterValue(effect: effect, name: name, value: text, expected: type.expectedForm)
        }
        try validate(value, effect: effect)
        return value
    }

    /// Checks that `value` has this parameter's type and lies in its range (a frame rectangle,
    /// inside the frame).
    public func validate(_ value: ParameterValue, effect: String) throws(EffectError) {
        guard value.fits(type) else {
            throw .invalidParameterValue(effect: effect, name: name, value: value.text, expected: type.expectedForm)
        }
        // In single precision, as the value is held: a bound written as 0.01 is the float it
        // rounds to, which a user's 0.01 must equal.
        if let range, let scalar = value.scalar,
            !(Float(range.lowerBound)...Float(range.upperBound)).contains(Float(scalar))
        {
            throw .invalidParameterValue(
                effect: effect, name: name, value: "\(scalar)",
                expected: "a value in [\(range.lowerBound.formatted), \(range.upperBound.formatted)]"
            )
        }
        if isFrameRectangle, case .vec4(let v) = value, let problem = LayerRect.outsideFrame(v) {
            throw .invalidParameterValue(
                effect: effect, name: name, value: value.text,
                expected: "x,y,width,height inside the frame (0 to 1) with a positive size, but \(problem)")
        }
    }
}

/// The form an effect file is written in.
public enum EffectFormat: String, Sendable {
    /// Segue's own: a `// @` header and `vec4 effect(vec2 uv)`; fusable.
    case native
    /// gl-transitions: `vec4 transition(vec2 uv)` with `getFromColor`, `getToColor`, `progress`,
    /// `ratio` and uniforms whose defaults sit in `// = value` comments. Inputs are read
    /// bilinearly, as `texture2D` does there.
    case glTransitions = "gl-transitions"
    /// A GPUImage-style fragment shader: `main` writing `gl_FragColor` from `inputImageTexture`
    /// (and `inputImageTexture2`) at `textureCoordinate`; a pass of its own.
    case gpuImage = "gpuimage"
}

/// An effect loaded from a GLSL file: its header metadata and its body.
public struct EffectDescription: Sendable {
    /// The form the file is written in.
    public var format: EffectFormat = .native
    /// Whether it is compiled into the binary (and so not watched for changes).
    public var isBuiltIn = false
    /// The name users refer to it by.
    public var name: String
    /// Other names that ask for the same effect (`@alias`), such as the short names that came
    /// before GPUImage's class names; `EffectLibrary.effect(named:)` resolves them.
    public var aliases: [String] = []
    /// Filter, blend, transition or generator.
    public var kind: EffectKind
    /// A one-line description.
    public var summary: String
    /// Input names in slot order; each gives sampling functions `get<Input>Color(vec2)`
    /// (the texel containing the point) and `get<Input>ColorLinear(vec2)` (bilinear).
    public var inputs: [String]
    /// Declared parameters.
    public var parameters: [EffectParameter]
    /// Reads of each input per pixel, when the header declares it (`@samples`): loops hide
    /// reads from the static count the planner otherwise makes.
    public var samplesPerInput: Int?
    /// The file it came from (`Shaders/FOLDER/NAME.glsl` for built-ins).
    public var file: String
    /// The whole file text; the header is comments, so line numbers match the file, unless
    /// it includes snippets (`@include`), whose text is in place here: then `lineOrigins` says
    /// where each line came from.
    public var source: String
    /// Where each line of `source` came from, for a file with `@include`s; nil when every line is the file's.
    var lineOrigins: [SourceLine]?
    /// The snippet files on disk its `@include`s read, which change it when they change.
    public internal(set) var includedFiles: [String] = []
    /// Whether the formula is written for premultiplied or straight colour (`@alpha`).
    public var alpha: AlphaConvention = .premultiplied
    /// Whether opaque inputs give an opaque output (`@opaque`): then, where its inputs are
    /// opaque, the planner skips converting colour between premultiplied and straight around it.
    var keepsOpacity = false
    /// The float parameter giving the width of the square cells its output is constant over
    /// (`@cells`), as a fraction of the image width (at least one pixel): the planner then
    /// computes one texel per cell in a small pass, which consumers read with one fetch.
    var cellWidthParameter: String?
    /// The bool parameter without which a cell is one exact read of the input (`@cells PARAM if
    /// FLAG`): while it is false and the input is an image of the node's size, reading the cell
    /// in place costs less than a pass of its own, so the filter is inlined.
    var cellCondition: String?
    /// Whether its pass writes 32-bit float colour (running sums, outside 0…1) rather than 8-bit:
    /// such a node is always drawn in a pass of its own and read with nearest reads only.
    var writesFloats = false
    /// Whether the source defines `GlobalInitializers.entry`, which `main` must call first.
    var initializesGlobals = false
    /// Whether its body reads its own output of the frame before (`@inputs input, previous`, or
    /// `@reads …, previous` for a stage), as GPUImage's LowPassFilter does: its node is then always
    /// drawn, into targets of its own that live across frames, and never inlined into a reader.
    var readsPreviousOutput = false
    /// The passes of a multi-pass effect (`// @stage` sections), in order; empty for one pass.
    /// The graph snapshot expands a node of it into one node per stage.
    var stages: [EffectStage] = []
    /// For a layer transition, the quads its pass draws instead of filling every pixel: its body
    /// is then the colour of one covered pixel of one layer, and its node always has a pass of its own.
    var quads: LayerQuads?

    /// The reserved input name that reads the effect's (or the stage's) own output of the frame
    /// before; until there is one, it reads the first input.
    static let previousInput = "previous"

    /// Texture reads one evaluation makes of input `slot`: the `@samples` declaration, else one
    /// per call site of the nearest sampler and four per bilinear one (four texels are mixed).
    func reads(ofInput slot: Int) -> Int {
        if let samplesPerInput { return samplesPerInput }
        let nearest = Substring(GLSLNames.nearestReader(inputs[slot]))
        let linear = Substring(GLSLNames.linearReader(inputs[slot]))
        return GLSLTokenizer.tokenize(source).reduce(0) { count, token in
            guard case .identifier(let identifier) = token else { return count }
            return count + (identifier == nearest ? 1 : identifier == linear ? 4 : 0)
        }
    }

    /// The function the body defines as its entry point.
    var entryFunction: String {
        switch format {
        case .native: return ShaderFileParser.entryFunction
        case .glTransitions: return "transition"
        case .gpuImage: return "main"
        }
    }

    /// Whether the planner may inline this effect or inline into it: GPUImage-style shaders
    /// sample their textures themselves, and a layer transition's pass draws quads.
    var isFusable: Bool { format != .gpuImage && quads == nil }

    /// The parameter called `name`, or an error listing the valid ones.
    public func parameter(named name: String) throws(EffectError) -> EffectParameter {
        guard let parameter = parameters.first(where: { $0.name == name }) else {
            throw .unknownParameter(effect: self.name, name: name, valid: parameters.map(\.name))
        }
        return parameter
    }
}

extension Double {
    /// A short form without a trailing `.0`.
    var formatted: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
