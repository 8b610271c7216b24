import SegueGL

/// How a layer transition's pass draws: the background and the still layers at the bottom as
/// one full-screen base, then the other layers as quads, bottom first, in runs of one kind each,
/// blended premultiplied (`LayerShader` writes the shaders).
///
/// Where some layer may hide what is below it (an opaque snapshot or colour at full opacity),
/// the pass draws in two phases with a depth test: first the layers that hide this frame, top
/// run first, writing depth without blending; then the base and every other layer, bottom first,
/// blended, testing depth without writing it. A CPU rasterizer tests depth before it shades, so
/// nothing is read where a hiding layer above covers the pixel. Each layer's depth is constant,
/// nearer the higher it lies, so the order of the first phase changes no pixel, only the work.
///
/// The base exists because a still layer shows each pixel's own texel: however many still layers
/// lie at the bottom, one read per snapshot gives all their colours, where quads would read and
/// blend each. On a CPU rasterizer a full-screen quad per still layer costs far more than that.
struct LayerQuads: Sendable {
    /// What the fragment shader computes for a run.
    enum Kind: Int32, Sendable {
        /// "from" at the pixel's own texel: a still layer shows each pixel's own, and a nearest
        /// read is exact and much cheaper than a filtered one on a CPU rasterizer.
        case fromStill = 0
        /// "from" filtered at the layer's point.
        case fromMoving = 1
        case toStill = 2
        case toMoving = 3
        /// The layer's constant colour.
        case colour = 4
        /// The background and the bottom still layers composited, written without blending.
        case base = 5
    }

    /// The int telling the fragment shader what a run is: its kind's raw value, plus
    /// `shadowedFlag` where its layers carry shadows. The pass's code declares it a uniform
    /// (`kindDeclaration`); each run's program has it as a constant (`fragmentSource(_:for:)`),
    /// because a CPU rasterizer runs both sides of a branch even on a uniform.
    static let kindUniform = "segue_layerKind"
    static let kindDeclaration = "uniform int \(kindUniform);"
    static let shadowedFlag: Int32 = 8
    /// The layer's own point, from (0, 0) top-left to (1, 1), interpolated across its quad.
    static let pointVarying = "segue_layerPoint"
    /// What the vertex shader hands the fragment shader; flat ones are the layer's.
    static let varyings: [(declaration: String, flat: Bool)] = [
        ("vec2 \(pointVarying)", false), ("vec4 segue_layerRegion", true), ("vec4 segue_layerColour", true),
        ("float segue_layerOpacity", true), ("vec4 segue_shadowColour", true), ("vec4 segue_shadowAxis", true),
        ("float segue_layerClips", true),
    ]

    /// Which layers a draw emits (the vertex shader reads it, `phaseUniform`).
    enum Phase: Int32, Sendable {
        /// All, without the depth test.
        case all = 0
        /// Those that hide what is below them this frame.
        case hiding = 1
        /// The base and all the others.
        case rest = 2
    }

    /// When a layer hides what is below it at full opacity.
    enum Hiding: Equatable, Sendable {
        case never
        case always
        /// When its pass's layer input `input` (0: "from", 1: "to") has no alpha below 1.
        case whenOpaque(input: Int)
    }

    /// The vertex shader's uniform choosing the layers drawn (`Phase`).
    static let phaseUniform = "segue_layerPhase"
    /// The vertex shader's uniform saying which of "from" and "to" are opaque (1) or may not be (0).
    static let opaqueInputsUniform = "segue_opaqueInputs"

    let layers: [DrawnLayer]
    /// The background, straight.
    let background: SIMD4<Float>
    /// How many layers, from the bottom, are still and drawn in the base.
    let baseCount: Int
    /// The draws, bottom first: the base where it has layers, then consecutive layers of one kind,
    /// with or without shadows, in one call each. The base's quad is number `layers.count`.
    let runs: [QuadRun]
    /// When each layer hides what is below it at full opacity; never in the bottom run.
    let hiding: [Hiding]

    init(layers: [DrawnLayer], background: SIMD4<Float>) {
        self.layers = layers
        self.background = background
        baseCount = layers.prefix { $0.isStill }.count
        var runs: [QuadRun] = []
        // With no layer at all, the base is the background.
        if baseCount > 0 || layers.isEmpty {
            runs.append(QuadRun(first: layers.count, count: 1, value: Kind.base.rawValue, blends: false))
        }
        for (index, drawn) in layers.enumerated().dropFirst(baseCount) {
            let kind = Self.kind(of: drawn).rawValue + (drawn.layer.shadow == nil ? 0 : Self.shadowedFlag)
            if let last = runs.last, last.value == kind {
                runs[runs.count - 1].count += 1
            } else {
                runs.append(QuadRun(first: index, count: 1, value: kind, blends: true))
            }
        }
        self.runs = runs
        // The bottom run hides only the background: drawing it first would save nothing.
        let bottom = baseCount == 0 ? runs.first.map { $0.first..<($0.first + $0.count) } : nil
        hiding = layers.indices.map { bottom?.contains($0) == true ? .never : Self.hiding(of: layers[$0]) }
    }

    /// Whether some layer of `run` may hide what is below it, with inputs "from" and "to" opaque
    /// as `opaqueInputs` says and each layer's opacity `opacity(index)`: only then does it draw
    /// in the first phase. The vertex shader decides the same per layer, region included.
    func mayHide(_ run: QuadRun, opaqueInputs: [Bool], opacity: (Int) -> Float) -> Bool {
        guard run.first < layers.count else { return false }
        return (run.first..<(run.first + run.count)).contains { index in
            guard opacity(index) >= 1 else { return false }
            switch hiding[index] {
            case .never: return false
            case .always: return true
            case .whenOpaque(let input): return opaqueInputs.indices.contains(input) && opaqueInputs[input]
            }
        }
    }

    /// When `drawn` hides what is below it at full opacity.
    private static func hiding(of drawn: DrawnLayer) -> Hiding {
        let r = drawn.layer.region
        // A region reaching past the snapshot shows nothing there; one from a uniform is checked
        // in the vertex shader.
        let inside = drawn.regionVaries || (r.x >= 0 && r.y >= 0 && r.x + r.width <= 1 && r.y + r.height <= 1)
        switch drawn.layer.source {
        case .from: return inside ? .whenOpaque(input: 0) : .never
        case .to: return inside ? .whenOpaque(input: 1) : .never
        case .color(let colour): return colour.w >= 1 ? .always : .never
        case .group: return .never
        }
    }

    /// The colour the target is cleared to before the runs, premultiplied; nil where the base
    /// writes every pixel.
    var clearColour: SIMD4<Float>? {
        guard baseCount == 0, !layers.isEmpty else { return nil }
        return SIMD4(
            background.x * background.w, background.y * background.w, background.z * background.w, background.w)
    }

    /// The pass's fragment shader `generated` specialized for runs of `value`.
    static func fragmentSource(_ generated: String, for value: Int32) -> String {
        generated.replacingOccurrences(of: kindDeclaration, with: "const int \(kindUniform) = \(value);")
    }

    /// Whether every pixel of the result is opaque (an opaque background under "over"), so that
    /// its premultiplied colour is already straight and it can be the graph's output as drawn.
    var isOpaque: Bool { background.w >= 1 }

    private static func kind(of drawn: DrawnLayer) -> Kind {
        switch drawn.layer.source {
        case .from: return drawn.isStill ? .fromStill : .fromMoving
        case .to: return drawn.isStill ? .toStill : .toMoving
        case .color, .group: return .colour
        }
    }
}
