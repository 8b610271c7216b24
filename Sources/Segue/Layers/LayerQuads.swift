import SegueGL

/// How a layer transition's pass draws: its layers as quads, bottom first, in runs of one kind
/// each, blended premultiplied over the background (`LayerShader` writes the shaders).
struct LayerQuads: Sendable {
    /// What the fragment shader reads for a layer.
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
    }

    /// The uniform int each run sets: its kind's raw value, plus `shadowedFlag` where its layers
    /// carry shadows.
    static let kindUniform = "segue_layerKind"
    static let shadowedFlag: Int32 = 8
    /// The layer's own point, from (0, 0) top-left to (1, 1), interpolated across its quad.
    static let pointVarying = "segue_layerPoint"
    /// What the vertex shader hands the fragment shader; flat ones are the layer's.
    static let varyings: [(declaration: String, flat: Bool)] = [
        ("vec2 \(pointVarying)", false), ("vec4 segue_layerRegion", true), ("vec4 segue_layerColour", true),
        ("float segue_layerOpacity", true), ("vec4 segue_shadowColour", true), ("vec4 segue_shadowAxis", true),
    ]

    let layers: [DrawnLayer]
    /// The background, straight.
    let background: SIMD4<Float>
    /// The draws, bottom first: consecutive layers of one kind, with or without shadows, in one call.
    let runs: [QuadRun]

    init(layers: [DrawnLayer], background: SIMD4<Float>) {
        self.layers = layers
        self.background = background
        var runs: [QuadRun] = []
        for (index, drawn) in layers.enumerated() {
            let kind = Self.kind(of: drawn).rawValue + (drawn.layer.shadow == nil ? 0 : Self.shadowedFlag)
            if let last = runs.last, last.value == kind {
                runs[runs.count - 1].count += 1
            } else {
                runs.append(QuadRun(first: index, count: 1, value: kind))
            }
        }
        self.runs = runs
    }

    /// The background as the target is cleared to: premultiplied.
    var clearColour: SIMD4<Float> {
        SIMD4(background.x * background.w, background.y * background.w, background.z * background.w, background.w)
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
