import SegueGL

/// How a layer transition's pass draws: the background and the still layers at the bottom as
/// one full-screen base, then the other layers as quads, bottom first, in runs of one kind each,
/// blended premultiplied (`LayerShader` writes the shaders).
///
/// A layer that hides what is below it this frame (an opaque snapshot within its bounds, or an
/// opaque colour, at full opacity) is drawn without blending: its colour is the same, and
/// llvmpipe then drops whatever was drawn before in each 64×64 tile one of its triangles covers,
/// reading none of it, and skips reading the target under the rest. The renderer decides per
/// frame (`hidingLayers`), from each layer's `LayerCoverage`, and splits runs where it changes.
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
        /// The layer's effect input at the pixel's own texel (its filters' output, a still layer).
        case effectStill = 6
        /// The layer's effect input filtered at the layer's point.
        case effectMoving = 7
    }

    /// The int telling the fragment shader what a run is: its kind's raw value, plus
    /// `shadowedFlag` where its layers carry shadows, plus 16 × the effect slot of an effect kind. The pass's code declares it a uniform
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

    /// When a layer hides what is below it at full opacity.
    enum Hiding: Equatable, Sendable {
        case never
        case always
        /// When its pass's layer input `input` (0: "from", 1: "to") has no alpha below 1.
        case whenOpaque(input: Int)
    }

    let layers: [DrawnLayer]
    /// The background, straight.
    let background: SIMD4<Float>
    /// How many layers, from the bottom, are still and drawn in the base.
    let baseCount: Int
    /// The draws, bottom first: the base where it has layers, then consecutive layers of one kind,
    /// with or without shadows, in one call each. The base's quad is number `layers.count`.
    let runs: [QuadRun]
    /// When each layer hides what is below it at full opacity.
    let hiding: [Hiding]
    /// The layer input each layer shows unchanged, if it does (`imageInput(of:)`).
    let imageInputs: [Int?]
    /// Each layer's opacity and region at the progress last set.
    let coverages: LayerCoverages

    init(layers: [DrawnLayer], background: SIMD4<Float>) {
        self.layers = layers
        self.background = background
        // The base reads the snapshots themselves: a layer with effects is a quad of its own.
        baseCount = layers.prefix { $0.isStill && $0.effectSlot == nil }.count
        var runs: [QuadRun] = []
        // With no layer at all, the base is the background.
        if baseCount > 0 || layers.isEmpty {
            runs.append(QuadRun(first: layers.count, count: 1, value: Kind.base.rawValue, blends: false))
        }
        for (index, drawn) in layers.enumerated().dropFirst(baseCount) {
            let kind =
                Self.kind(of: drawn).rawValue + (drawn.layer.shadow == nil ? 0 : Self.shadowedFlag)
                + Int32(drawn.effectSlot ?? 0) * 16
            if let last = runs.last, last.value == kind {
                runs[runs.count - 1].count += 1
            } else {
                runs.append(QuadRun(first: index, count: 1, value: kind, blends: true))
            }
        }
        self.runs = runs
        hiding = layers.map(Self.hiding(of:))
        imageInputs = layers.map(Self.imageInput(of:))
        coverages = LayerCoverages(count: layers.count)
    }

    /// Whether each layer hides what is below it this frame, with "from" and "to" opaque as
    /// `opaqueInputs` says.
    func hidingLayers(opaqueInputs: [Bool]) -> [Bool] {
        let current = coverages.current
        return current.indices.map { index in
            hides(index, opacity: current[index].opacity, region: current[index].region, opaqueInputs: opaqueInputs)
        }
    }

    /// Whether layer `index` hides what is below it this frame, at `opacity`, showing `region` of
    /// its snapshot (nil: its own), with "from" and "to" opaque as `opaqueInputs` says.
    func hides(_ index: Int, opacity: Float, region: LayerRect?, opaqueInputs: [Bool]) -> Bool {
        guard opacity >= 1, region.map(Self.isInside) ?? true else { return false }
        switch hiding[index] {
        case .never: return false
        case .always: return true
        case .whenOpaque(let input): return opaqueInputs.indices.contains(input) && opaqueInputs[input]
        }
    }

    /// Whether `region` lies within its snapshot, in single precision as the vertex shader checks
    /// it (`segue_layerClips`).
    static func isInside(_ region: LayerRect) -> Bool {
        let (x, y, width, height) = (Float(region.x), Float(region.y), Float(region.width), Float(region.height))
        return x >= 0 && y >= 0 && x + width <= 1 && y + height <= 1
    }

    /// When `drawn` hides what is below it at full opacity.
    private static func hiding(of drawn: DrawnLayer) -> Hiding {
        // A region reaching past the snapshot shows nothing there; one from a uniform is checked
        // each frame.
        let inside = drawn.regionVaries || isInside(drawn.layer.region)
        // Filters may make any pixel translucent (an opacity adjustment, a chroma key).
        guard drawn.effectSlot == nil else { return .never }
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
        return premultipliedBackground
    }

    /// The background, premultiplied.
    var premultipliedBackground: SIMD4<Float> {
        SIMD4(background.x * background.w, background.y * background.w, background.z * background.w, background.w)
    }

    /// The pass's fragment shader `generated` specialized for runs of `value`.
    static func fragmentSource(_ generated: String, for value: Int32) -> String {
        generated.replacingOccurrences(of: kindDeclaration, with: "const int \(kindUniform) = \(value);")
    }

    /// Whether every pixel of the result is opaque (an opaque background under "over"), so that
    /// its premultiplied colour is already straight and it can be the graph's output as drawn.
    var isOpaque: Bool { background.w >= 1 }

    private static func kind(of drawn: DrawnLayer) -> Kind {
        if drawn.effectSlot != nil { return drawn.isStill ? .effectStill : .effectMoving }
        switch drawn.layer.source {
        case .from: return drawn.isStill ? .fromStill : .fromMoving
        case .to: return drawn.isStill ? .toStill : .toMoving
        case .color, .group: return .colour
        }
    }
}
