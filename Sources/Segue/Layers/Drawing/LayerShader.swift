/// Writes the pass that composites a layer transition by drawing each layer as a quad: per layer,
/// the homography from its unit square to the frame (three `vec3` rows), its opacity and its
/// shadow's opacity are uniforms set each frame; its region, source, colours and the background
/// are constants of the shaders.
///
/// The vertex shader places each layer's four corners in clip space with the homography's W as
/// their w, so the rasterizer covers exactly the pixels the layer shows (clipping what is behind
/// the eye) and interpolates the layer's own point perspective-correctly. The fragment shader
/// reads one snapshot per covered pixel, and the layers blend premultiplied, bottom first, over
/// the background. Pixels no layer covers cost nothing, so the work follows what is on screen.
enum LayerShader {
    /// The uniforms of layer `index`.
    static func rows(_ index: Int) -> [String] { ["layer\(index)_r0", "layer\(index)_r1", "layer\(index)_r2"] }
    static func opacity(_ index: Int) -> String { "layer\(index)_opacity" }
    static func shadow(_ index: Int) -> String { "layer\(index)_shadow" }
    /// The region uniform of a layer whose region is a parameter.
    static func region(_ index: Int) -> String { "layer\(index)_region" }
    /// The whole pixels a base layer over part of the frame covers, `(x0, y0, x1, y1)`: columns
    /// x0 ..< x1 and rows y0 ..< y1 from the top (`LayerCoverage.pixelBounds`), so that the
    /// shader and a copy of the layer take exactly the same pixels.
    static func bounds(_ index: Int) -> String { "layer\(index)_bounds" }

    /// Whether base layer `drawn` is tested against its whole-pixel bounds (`bounds(_:)`).
    static func hasBounds(_ drawn: DrawnLayer) -> Bool { drawn.layer.region != .frame }

    /// The effect that draws `timeline`'s layers.
    static func effect(for timeline: LayerTimeline) -> EffectDescription {
        let transition = timeline.transition
        let layers = timeline.drawnLayers
        let quads = LayerQuads(layers: layers, background: transition.background)
        var parameters: [EffectParameter] = []
        for index in layers.indices {
            for row in rows(index) {
                parameters.append(
                    EffectParameter(name: row, type: .vec3, defaultValue: .vec3(.zero), range: nil, summary: ""))
            }
            parameters.append(
                EffectParameter(name: opacity(index), type: .float, defaultValue: .float(0), range: nil, summary: ""))
            parameters.append(
                EffectParameter(name: shadow(index), type: .float, defaultValue: .float(0), range: nil, summary: ""))
            if layers[index].regionVaries {
                parameters.append(
                    EffectParameter(
                        name: region(index), type: .vec4, defaultValue: .vec4(.zero), range: nil, summary: ""))
            }
            if index < quads.baseCount, hasBounds(layers[index]) {
                parameters.append(
                    EffectParameter(
                        name: bounds(index), type: .vec4, defaultValue: .vec4(.zero), range: nil, summary: ""))
            }
        }
        var effect = EffectDescription(
            name: transition.name, kind: .transition, summary: transition.summary,
            inputs: ["from", "to"] + timeline.effectLayers.indices.map(effectInput),
            parameters: parameters, samplesPerInput: 1,
            file: "<layer transition \(transition.file ?? transition.name)>", source: "")
        effect.source = baseSource(quads) + "\n" + effectSource(slots: timeline.effectLayers.count) + layerSource
        effect.quads = quads
        return effect
    }

    /// The pass's input showing the layer with effect slot `slot`: its filters' output.
    static func effectInput(_ slot: Int) -> String { "effect\(slot)" }

    /// `segue_effectColour(uv, s)`: the run's effect input at the pixel (a still layer) or
    /// filtered at `s`; the slot is a constant of each run's program, so one read remains.
    private static func effectSource(slots: Int) -> String {
        var lines = ["vec4 segue_effectColour(vec2 uv, vec2 s) {", "    int slot = \(LayerQuads.kindUniform) >> 4;"]
        let still = LayerQuads.Kind.effectStill.rawValue
        for slot in 0..<slots {
            let input = effectInput(slot)
            lines.append(
                "    if (slot == \(slot)) return (\(LayerQuads.kindUniform) & 7) == \(still) ? \(GLSLNames.nearestReader(input))(uv) : \(GLSLNames.linearReader(input))(s);"
            )
        }
        lines += ["    return vec4(0.0);", "}", ""]
        return lines.joined(separator: "\n")
    }

    /// The colour of one covered pixel of the layer being drawn, or of the base:
    /// `LayerQuads.Kind` says which.
    private static let layerSource = """
        vec4 effect(vec2 uv) {
            if (\(LayerQuads.kindUniform) == \(LayerQuads.Kind.base.rawValue)) return segue_base(uv);
            int kind = \(LayerQuads.kindUniform) & 7;
            vec2 l = \(LayerQuads.pointVarying);
            vec4 r = segue_layerRegion;
            vec2 s = vec2(r.x + l.x * r.z, 1.0 - (r.y + l.y * r.w));
            vec4 c;
            // The kind is a constant of each run's program: the compiler keeps only its reads.
            if (kind == \(LayerQuads.Kind.fromStill.rawValue)) {
                c = getFromColor(uv);
            } else if (kind == \(LayerQuads.Kind.fromMoving.rawValue)) {
                c = getFromColorLinear(s);
            } else if (kind == \(LayerQuads.Kind.toStill.rawValue)) {
                c = getToColor(uv);
            } else if (kind == \(LayerQuads.Kind.toMoving.rawValue)) {
                c = getToColorLinear(s);
            } else if (kind >= \(LayerQuads.Kind.effectStill.rawValue)) {
                c = segue_effectColour(uv, s);
            } else {
                c = segue_layerColour;
            }
            // A region reaching past the snapshot (a grid's last row) shows nothing there. Only
            // such a region is checked: one inside may be drawn without blending, hiding what is below.
            if ((kind == \(LayerQuads.Kind.fromMoving.rawValue) || kind == \(LayerQuads.Kind.toMoving.rawValue)
                    || kind == \(LayerQuads.Kind.effectMoving.rawValue))
                && segue_layerClips > 0.5 && (any(lessThan(s, vec2(0.0))) || any(greaterThan(s, vec2(1.0))))) {
                c = vec4(0.0);
            }
            if ((\(LayerQuads.kindUniform) & \(LayerQuads.shadowedFlag)) != 0) {
                // Along start → end, as CAGradientLayer spreads its colours; a zero axis is flat.
                vec4 axis = segue_shadowAxis;
                float g = axis.zw == vec2(0.0) ? 1.0 : clamp(dot(l - axis.xy, axis.zw), 0.0, 1.0);
                c.rgb = mix(c.rgb, segue_shadowColour.rgb * c.a, segue_shadowColour.a * g);
            }
            return c * segue_layerOpacity;
        }
        """

    /// `segue_base(uv)`: the background and the bottom still layers, composited at the pixel.
    /// Each still layer shows its snapshot's texel at the pixel, so each snapshot is read once.
    private static func baseSource(_ quads: LayerQuads) -> String {
        let base = quads.layers.prefix(quads.baseCount)
        var lines = [
            "vec4 segue_base(vec2 uv) {",
            "    vec2 p = vec2(uv.x, 1.0 - uv.y) * resolution;",  // top-left origin, as layers are placed
            "    vec4 background = \(vec4(quads.background));",
            "    vec4 result = vec4(background.rgb * background.a, background.a);",
        ]
        if base.contains(where: { $0.layer.source == .from }) {
            lines.append("    vec4 fromColour = getFromColor(uv);")
        }
        if base.contains(where: { $0.layer.source == .to }) { lines.append("    vec4 toColour = getToColor(uv);") }
        for (index, drawn) in base.enumerated() {
            let layer = drawn.layer
            let r = layer.region
            let colour: String
            switch layer.source {
            case .from: colour = "fromColour"
            case .to: colour = "toColour"
            case .color(let value): colour = premultiplied(value)
            case .group: continue
            }
            // Over part of the frame, the pixels whose centres lie in the region, in whole pixels.
            let inside =
                hasBounds(drawn)
                ? "all(greaterThanEqual(floor(p), \(bounds(index)).xy)) && all(lessThan(floor(p), \(bounds(index)).zw))"
                : "all(greaterThanEqual(l, vec2(0.0))) && all(lessThan(l, vec2(1.0)))"
            // A uniform test: a hidden layer's work is skipped even on a CPU rasterizer.
            lines += [
                "    if (\(opacity(index)) > 0.0) {",
                "        vec2 l = (p - vec2(\(float(r.x)), \(float(r.y))) * resolution) / (vec2(\(float(r.width)), \(float(r.height))) * resolution);",
                "        if (\(inside)) {",
                "            vec4 c = \(colour);",
            ]
            lines += baseShadowLines(layer, index)
            lines += [
                "            c *= \(opacity(index));",
                "            result = c + result * (1.0 - c.a);",
                "        }",
                "    }",
            ]
        }
        lines += ["    return result;", "}"]
        return lines.joined(separator: "\n")
    }

    /// Darkens `c` (premultiplied) at layer point `l` by a base layer's shadow, if it has one.
    private static func baseShadowLines(_ layer: Layer, _ index: Int) -> [String] {
        guard let shadow = layer.shadow else { return [] }
        var gradient = "1.0"
        if let (start, end) = shadow.gradient {
            let axis = gradientAxis(from: start, to: end)
            gradient =
                "clamp(dot(l - vec2(\(float(start.x)), \(float(start.y))), vec2(\(float(axis.x)), \(float(axis.y)))), 0.0, 1.0)"
        }
        return [
            "            float a = \(float(Double(shadow.color.w))) * (\(gradient)) * \(Self.shadow(index));",
            "            c.rgb = mix(c.rgb, \(vec4(shadow.color)).rgb * c.a, a);",
        ]
    }

    /// The vertex shader drawing `layers` as quads, six vertices each (`gl_VertexID`), with the
    /// node's uniforms named with `prefix`, for a target of `size`; `flipsY` for a final pass,
    /// whose row 0 is the image's top.
    static func vertexSource(_ quads: LayerQuads, prefix: String, size: FrameSize, flipsY: Bool) -> String {
        let layers = quads.layers
        var lines =
            ShaderGenerator.preamble.dropLast() + [
                "const vec2 resolution = vec2(\(size.width).0, \(size.height).0);"
            ]
        for index in layers.indices {
            lines += rows(index).map { "uniform vec3 \(prefix)\($0);" }
            lines.append("uniform float \(prefix)\(opacity(index));")
            lines.append("uniform float \(prefix)\(shadow(index));")
            if layers[index].regionVaries { lines.append("uniform vec4 \(prefix)\(region(index));") }
        }
        lines += LayerQuads.varyings.map { "\($0.flat ? "flat " : "")out \($0.declaration);" }
        lines += [
            "void main() {",
            "    int layer = gl_VertexID / 6;",
            "    int corner = gl_VertexID - layer * 6;",
            // Two triangles: (0,0) (1,0) (0,1) and (0,1) (1,0) (1,1).
            "    vec2 l = vec2(corner == 1 || corner == 4 || corner == 5 ? 1.0 : 0.0, corner == 2 || corner == 3 || corner == 5 ? 1.0 : 0.0);",
            "    vec3 r0 = vec3(0.0); vec3 r1 = vec3(0.0); vec3 r2 = vec3(0.0);",
            "    float opacity = 0.0;",
            "    segue_layerRegion = vec4(0.0, 0.0, 1.0, 1.0);",
            "    segue_layerColour = vec4(0.0);",
            "    segue_shadowColour = vec4(0.0);",
            "    segue_shadowAxis = vec4(0.0);",
            "    segue_layerClips = 0.0;",
        ]
        // The base is quad `layers.count`, covering the frame: (X, Y, W) = (x, y, 1) in pixels.
        lines += [
            "    if (layer == \(layers.count)) {",
            "        r0 = vec3(resolution.x, 0.0, 0.0); r1 = vec3(0.0, resolution.y, 0.0); r2 = vec3(0.0, 0.0, 1.0);",
            "        opacity = 1.0;",
            "    }",
        ]
        // Separate ifs, not an else-if chain: llvmpipe nests control flow at most 80 deep, and
        // past that drops the rest of the chain without a word.
        for (index, drawn) in layers.enumerated().dropFirst(quads.baseCount) {
            lines.append("    if (layer == \(index)) {")
            lines += layerLines(drawn, index, prefix: prefix).map { "        " + $0 }
            lines.append("    }")
        }
        let y = flipsY ? "2.0 * q.y / resolution.y - q.z" : "q.z - 2.0 * q.y / resolution.y"
        lines += [
            "    vec3 p = vec3(l, 1.0);",
            "    vec3 q = vec3(dot(r0, p), dot(r1, p), dot(r2, p));",
            // (X, Y, W) with W > 0 in front of the eye: z = 0 keeps exactly that part (−w ≤ 0 ≤ w).
            "    gl_Position = opacity > 0.0 ? vec4(2.0 * q.x / resolution.x - q.z, \(y), 0.0, q.z) : vec4(0.0);",
            "    segue_layerOpacity = opacity;",
            "    \(LayerQuads.pointVarying) = l;",
            "}",
        ]
        return lines.joined(separator: "\n")
    }

    /// The assignments of layer `index`'s values in the vertex shader.
    private static func layerLines(_ drawn: DrawnLayer, _ index: Int, prefix: String) -> [String] {
        let layer = drawn.layer
        let r = rows(index).map { prefix + $0 }
        var lines = [
            "r0 = \(r[0]); r1 = \(r[1]); r2 = \(r[2]);",
            "opacity = \(prefix)\(opacity(index));",
        ]
        if drawn.regionVaries {
            lines.append("segue_layerRegion = \(prefix)\(region(index));")
        } else {
            let g = layer.region
            lines.append(
                "segue_layerRegion = vec4(\(float(g.x)), \(float(g.y)), \(float(g.width)), \(float(g.height)));")
        }
        lines += clipLines(drawn)
        if case .color(let colour) = layer.source { lines.append("segue_layerColour = \(premultiplied(colour));") }
        if let shadow = layer.shadow {
            let colour = shadow.color
            lines.append(
                "segue_shadowColour = vec4(\(vec4(colour)).rgb, \(float(Double(colour.w))) * \(prefix)\(Self.shadow(index)));"
            )
            if let (start, end) = shadow.gradient {
                let axis = gradientAxis(from: start, to: end)
                // A gradient between two equal points has no extent: it shows its start colour, clear.
                guard axis != .zero else { return lines + ["segue_shadowColour = vec4(0.0);"] }
                lines.append(
                    "segue_shadowAxis = vec4(\(float(start.x)), \(float(start.y)), \(float(axis.x)), \(float(axis.y)));"
                )
            }
        }
        return lines
    }

    /// Sets `segue_layerClips` where the layer's region may reach past its snapshot. One inside
    /// is never cleared at its edges, so that it can be drawn without blending (`LayerQuads.Hiding`).
    private static func clipLines(_ drawn: DrawnLayer) -> [String] {
        guard drawn.regionVaries else {
            return LayerQuads.isInside(drawn.layer.region) ? [] : ["segue_layerClips = 1.0;"]
        }
        let r = "segue_layerRegion"
        return [
            "segue_layerClips = all(greaterThanEqual(\(r).xy, vec2(0.0))) && all(lessThanEqual(\(r).xy + \(r).zw, vec2(1.0))) ? 0.0 : 1.0;"
        ]
    }

    /// The direction from `start` to `end` over its length squared, so that `dot(l - start, axis)`
    /// runs from 0 at the start to 1 at the end; zero where the two coincide.
    private static func gradientAxis(from start: SIMD2<Double>, to end: SIMD2<Double>) -> SIMD2<Double> {
        let d = end - start
        let length = (d * d).sum()
        return length > 0 ? d / length : .zero
    }

    private static func float(_ value: Double) -> String { GLSLNames.float(value) }

    /// A straight colour as premultiplied GLSL.
    private static func premultiplied(_ colour: SIMD4<Float>) -> String {
        vec4(SIMD4(colour.x * colour.w, colour.y * colour.w, colour.z * colour.w, colour.w))
    }

    private static func vec4(_ colour: SIMD4<Float>) -> String {
        "vec4(\(float(Double(colour.x))), \(float(Double(colour.y))), \(float(Double(colour.z))), \(float(Double(colour.w))))"
    }
}
