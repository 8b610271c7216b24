/// Writes the one pass that composites a layer transition: per layer, the inverse homography
/// (three `vec3` rows), the opacity and the shadow's opacity are uniforms set each frame; the
/// regions, sources, shadow colours and the background are constants of the shader.
///
/// Layers are composited with premultiplied colour, as the snapshots' textures hold it, and the
/// result stays premultiplied (the final pass makes it straight). The general form goes front to
/// back, so a pixel stops reading as soon as an opaque layer covers it.
enum LayerShader {
    /// The uniforms of layer `index`.
    static func rows(_ index: Int) -> [String] { ["layer\(index)_r0", "layer\(index)_r1", "layer\(index)_r2"] }
    static func opacity(_ index: Int) -> String { "layer\(index)_opacity" }
    static func shadow(_ index: Int) -> String { "layer\(index)_shadow" }
    /// The region uniform of a layer whose region is a parameter.
    static func region(_ index: Int) -> String { "layer\(index)_region" }

    /// The effect that draws `timeline`'s layers.
    static func effect(for timeline: LayerTimeline) -> EffectDescription {
        let transition = timeline.transition
        let layers = timeline.drawnLayers
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
        }
        return EffectDescription(
            name: transition.name, kind: .transition, summary: transition.summary, inputs: ["from", "to"],
            parameters: parameters, samplesPerInput: nil,
            file: "<layer transition \(transition.file ?? transition.name)>",
            source: source(for: layers, background: transition.background))
    }

    static func source(for layers: [DrawnLayer], background: SIMD4<Float>) -> String {
        readsEachSnapshotOnce(layers)
            ? oneReadPerSnapshot(layers, background: background) : oneReadPerLayer(layers, background: background)
    }

    /// Whether one read per snapshot gives every pixel its colour: where two layers of the same
    /// snapshot overlap, the upper one hides the lower, which holds when no layer above another
    /// of its snapshot ever fades (its alpha is the snapshot's own).
    static func readsEachSnapshotOnce(_ layers: [DrawnLayer]) -> Bool {
        for snapshot in [Layer.Source.from, .to] {
            if layers.filter({ $0.layer.source == snapshot }).dropFirst().contains(where: \.fades) { return false }
        }
        return true
    }

    /// The fast form, for llvmpipe and GPUs alike: every layer's coverage is computed (a few dot
    /// products), each snapshot is read once where its topmost covering layer shows it, and the
    /// layers are composited with selects. On a CPU rasterizer, which runs both sides of every
    /// branch, this makes a four-layer page turn cost two reads a pixel instead of four.
    private static func oneReadPerSnapshot(_ layers: [DrawnLayer], background: SIMD4<Float>) -> String {
        var lines = [
            "vec4 effect(vec2 uv) {",
            "    vec3 p = vec3(vec2(uv.x, 1.0 - uv.y) * resolution, 1.0);",  // top-left origin, as layers are placed
        ]
        // Per snapshot: the homogeneous layer point of its topmost covering layer, and that layer's
        // region; a snapshot whose layers never move needs neither (it is read at the pixel itself).
        let stillSnapshots = Set(
            ["from", "to"].filter { snapshot in
                layers.filter { snapshotName($0.layer.source) == snapshot }.allSatisfy(\.isStill)
            })
        var declared: Set<String> = []
        for (index, drawn) in layers.enumerated() {
            let layer = drawn.layer
            if drawn.isStill {
                // Its frame is its region, in pixels: coverage is a comparison with constants.
                let region = layer.region
                lines += [
                    "    vec3 q\(index) = vec3((p.xy - vec2(\(float(region.x)), \(float(region.y))) * resolution) * (1.0 / (vec2(\(float(region.width)), \(float(region.height))) * resolution)), 1.0);",
                    "    bool c\(index) = \(opacity(index)) > 0.0 && all(greaterThanEqual(q\(index).xy, vec2(0.0))) && all(lessThan(q\(index).xy, vec2(1.0)));",
                ]
            } else {
                let r = rows(index)
                lines += [
                    "    bool c\(index) = false;",
                    "    vec3 q\(index) = vec3(0.0, 0.0, 1.0);",
                    // A uniform condition: even a CPU rasterizer skips the work of a hidden layer.
                    "    if (\(opacity(index)) > 0.0) {",
                    "        q\(index) = vec3(dot(\(r[0]), p), dot(\(r[1]), p), dot(\(r[2]), p));",
                    // In front of the eye (w > 0) and inside the unit square, half-open as GL rasterizes:
                    // 0 ≤ u/w < 1 without dividing.
                    "        c\(index) = q\(index).z > 0.0 && all(greaterThanEqual(q\(index).xy, vec2(0.0))) && all(lessThan(q\(index).xy, q\(index).zz));",
                    "    }",
                ]
            }
            guard let snapshot = snapshotName(layer.source) else { continue }
            let first = declared.insert(snapshot).inserted
            if stillSnapshots.contains(snapshot) { continue }
            if first {
                lines.append("    vec3 \(snapshot)Q = vec3(0.0, 0.0, 1.0);")
                lines.append("    vec4 \(snapshot)Region = vec4(0.0, 0.0, 1.0, 1.0);")
            }
            // Bottom to top, so the topmost covering layer is the one read.
            lines.append(
                "    if (c\(index)) { \(snapshot)Q = q\(index); \(snapshot)Region = \(regionValue(drawn, index)); }")
        }
        for snapshot in ["from", "to"] where declared.contains(snapshot) {
            if stillSnapshots.contains(snapshot) {
                // Still layers show each pixel's own texel: a nearest read is exact, and much cheaper
                // than a filtered one on a CPU rasterizer.
                let reader = snapshot == "from" ? "getFromColor" : "getToColor"
                lines.append("    vec4 \(snapshot)Colour = \(reader)(uv);")
                continue
            }
            let reader = snapshot == "from" ? "getFromColorLinear" : "getToColorLinear"
            lines += [
                "    vec2 \(snapshot)Local = \(snapshot)Q.xy / \(snapshot)Q.z;",
                "    vec4 \(snapshot)Colour = \(reader)(vec2(\(snapshot)Region.x + \(snapshot)Local.x * \(snapshot)Region.z, 1.0 - (\(snapshot)Region.y + \(snapshot)Local.y * \(snapshot)Region.w)));",
            ]
        }
        lines.append("    vec4 background = \(vec4(background));")
        lines.append("    vec4 result = vec4(background.rgb * background.a, background.a);")
        for (index, layer) in layers.map(\.layer).enumerated() {
            let colour =
                snapshotName(layer.source).map { $0 + "Colour" }
                ?? {
                    if case .color(let value) = layer.source { return premultiplied(value) }
                    return "vec4(0.0)"
                }()
            // The uniform test first, so that a hidden layer's shading is skipped, not masked.
            lines += [
                "    if (\(opacity(index)) > 0.0) {", "        if (c\(index)) {", "            vec4 c = \(colour);",
            ]
            if layer.shadow != nil { lines.append("            vec2 l = q\(index).xy / q\(index).z;") }
            lines += shadowLines(layer, index, local: "l", indent: "            ")
            lines += [
                "            c *= \(opacity(index));",
                "            result = c + result * (1.0 - c.a);",
                "        }",
                "    }",
            ]
        }
        lines.append("    return result;")
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// The prefix of the variables of the snapshot a layer shows, nil for a colour.
    private static func snapshotName(_ source: Layer.Source) -> String? {
        switch source {
        case .from: return "from"
        case .to: return "to"
        case .color, .group: return nil
        }
    }

    /// The general form: each layer reads its own snapshot, front to back, stopping at the first
    /// opaque one (which only a GPU that really branches turns into saved work).
    private static func oneReadPerLayer(_ layers: [DrawnLayer], background: SIMD4<Float>) -> String {
        var lines: [String] = []
        for (index, drawn) in layers.enumerated() {
            let layer = drawn.layer
            let r = rows(index)
            lines += [
                "vec4 layer\(index)(vec2 pixel) {",
                "    vec3 p = vec3(pixel, 1.0);",
                "    vec3 q = vec3(dot(\(r[0]), p), dot(\(r[1]), p), dot(\(r[2]), p));",
                "    if (q.z <= 0.0) return vec4(0.0);",  // behind the eye
                "    vec2 l = q.xy / q.z;",
                "    if (l.x < 0.0 || l.x >= 1.0 || l.y < 0.0 || l.y >= 1.0) return vec4(0.0);",
            ]
            let point = snapshotPoint(regionValue(drawn, index), "l")
            switch layer.source {
            case .from: lines.append("    vec4 c = getFromColorLinear(\(point));")
            case .to: lines.append("    vec4 c = getToColorLinear(\(point));")
            case .color(let colour): lines.append("    vec4 c = \(premultiplied(colour));")
            case .group: lines.append("    vec4 c = vec4(0.0);")
            }
            lines += shadowLines(layer, index, local: "l", indent: "    ")
            lines += [
                "    return c * \(opacity(index));",
                "}",
            ]
        }
        lines += [
            "vec4 effect(vec2 uv) {",
            "    vec2 pixel = vec2(uv.x, 1.0 - uv.y) * resolution;",  // top-left origin, as layers are placed
            "    vec4 result = vec4(0.0);",
        ]
        for index in layers.indices.reversed() {
            lines += [
                "    if (\(opacity(index)) > 0.0) {",
                "        result += (1.0 - result.a) * layer\(index)(pixel);",
                "        if (result.a >= 1.0) return result;",
                "    }",
            ]
        }
        lines += [
            "    vec4 background = \(vec4(background));",
            "    result += (1.0 - result.a) * vec4(background.rgb * background.a, background.a);",
            "    return result;",
            "}",
        ]
        return lines.joined(separator: "\n")
    }

    /// The point of the snapshot (a GL uv, bottom-left origin) that layer coordinates `local` show,
    /// for a region given as a GLSL `vec4` (x, y, w, h).
    private static func snapshotPoint(_ region: String, _ local: String) -> String {
        "vec2(\(region).x + \(local).x * \(region).z, 1.0 - (\(region).y + \(local).y * \(region).w))"
    }

    /// A layer's region as GLSL: a constant, or the uniform its region parameter sets.
    private static func regionValue(_ drawn: DrawnLayer, _ index: Int) -> String {
        if drawn.regionVaries { return region(index) }
        let r = drawn.layer.region
        return "vec4(\(float(r.x)), \(float(r.y)), \(float(r.width)), \(float(r.height)))"
    }

    /// Darkens `c` (premultiplied) by the layer's shadow gradient, if it has one.
    private static func shadowLines(_ layer: Layer, _ index: Int, local: String, indent: String) -> [String] {
        guard let shadow = layer.shadow else { return [] }
        var gradient = "1.0"
        if let (start, end) = shadow.gradient {
            // The point's position along start → end, as CAGradientLayer spreads its colours.
            let d = end - start
            let length = (d * d).sum()
            let s = "vec2(\(float(start.x)), \(float(start.y)))"
            let axis = "vec2(\(float(length > 0 ? d.x / length : 0)), \(float(length > 0 ? d.y / length : 0)))"
            gradient = "clamp(dot(\(local) - \(s), \(axis)), 0.0, 1.0)"
        }
        return [
            indent + "float a = \(float(Double(shadow.color.w))) * (\(gradient)) * \(Self.shadow(index));",
            indent + "c.rgb = mix(c.rgb, \(vec4(shadow.color)).rgb * c.a, a);",
        ]
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
