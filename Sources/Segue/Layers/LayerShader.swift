/// Writes the one pass that composites a layer transition: per layer, the inverse homography
/// (three `vec3` rows), the opacity and the shadow's opacity are uniforms set each frame; the
/// regions, sources, shadow colours and the background are constants of the shader.
///
/// Layers are composited front to back with premultiplied colour, so a pixel stops reading as
/// soon as an opaque layer covers it: most pixels of most transitions read one texel.
enum LayerShader {
    /// The uniforms of layer `index`.
    static func rows(_ index: Int) -> [String] { ["layer\(index)_r0", "layer\(index)_r1", "layer\(index)_r2"] }
    static func opacity(_ index: Int) -> String { "layer\(index)_opacity" }
    static func shadow(_ index: Int) -> String { "layer\(index)_shadow" }

    /// The effect that draws `transition`.
    static func effect(for transition: LayerTransition) -> EffectDescription {
        var parameters: [EffectParameter] = []
        for index in transition.layers.indices {
            for row in rows(index) {
                parameters.append(EffectParameter(name: row, type: .vec3, defaultValue: .vec3(.zero), range: nil, summary: ""))
            }
            parameters.append(EffectParameter(name: opacity(index), type: .float, defaultValue: .float(0), range: nil, summary: ""))
            parameters.append(EffectParameter(name: shadow(index), type: .float, defaultValue: .float(0), range: nil, summary: ""))
        }
        return EffectDescription(
            name: transition.name, kind: .transition, summary: transition.summary, inputs: ["from", "to"],
            parameters: parameters, samplesPerInput: nil,
            file: "<layer transition \(transition.file ?? transition.name)>", source: source(for: transition))
    }

    static func source(for transition: LayerTransition) -> String {
        var lines: [String] = []
        for (index, layer) in transition.layers.enumerated() {
            let r = rows(index)
            lines += [
                "vec4 layer\(index)(vec2 pixel) {",
                "    vec3 p = vec3(pixel, 1.0);",
                "    vec3 q = vec3(dot(\(r[0]), p), dot(\(r[1]), p), dot(\(r[2]), p));",
                "    if (q.z <= 0.0) return vec4(0.0);",  // behind the eye
                "    vec2 l = q.xy / q.z;",
                "    if (l.x < 0.0 || l.x > 1.0 || l.y < 0.0 || l.y > 1.0) return vec4(0.0);",
            ]
            let region = layer.region
            let point = "vec2(\(float(region.x)) + l.x * \(float(region.width)), 1.0 - (\(float(region.y)) + l.y * \(float(region.height))))"
            switch layer.source {
            case .from: lines.append("    vec4 c = getFromColorLinear(\(point));")
            case .to: lines.append("    vec4 c = getToColorLinear(\(point));")
            case .color(let colour): lines.append("    vec4 c = \(vec4(colour));")
            }
            if let shadow = layer.shadow {
                let gradient: String
                switch shadow.clearEdge {
                case .left: gradient = "l.x"
                case .right: gradient = "1.0 - l.x"
                case .top: gradient = "l.y"
                case .bottom: gradient = "1.0 - l.y"
                }
                lines.append("    float a = \(float(Double(shadow.color.w))) * (\(gradient)) * \(Self.shadow(index));")
                lines.append("    c.rgb = mix(c.rgb, \(vec4(shadow.color)).rgb, a);")
            }
            lines += [
                "    float alpha = c.a * \(opacity(index));",
                "    return vec4(c.rgb * alpha, alpha);",
                "}",
            ]
        }
        lines += [
            "vec4 effect(vec2 uv) {",
            "    vec2 pixel = vec2(uv.x, 1.0 - uv.y) * resolution;",  // top-left origin, as layers are placed
            "    vec4 result = vec4(0.0);",
        ]
        for index in transition.layers.indices.reversed() {
            lines += [
                "    if (\(opacity(index)) > 0.0) {",
                "        result += (1.0 - result.a) * layer\(index)(pixel);",
                "        if (result.a >= 1.0) return result;",
                "    }",
            ]
        }
        let background = transition.background
        lines += [
            "    vec4 background = \(vec4(background));",
            "    result += (1.0 - result.a) * vec4(background.rgb * background.a, background.a);",
            "    return result.a > 0.0 ? vec4(result.rgb / result.a, result.a) : vec4(0.0);",
            "}",
        ]
        return lines.joined(separator: "\n")
    }

    private static func float(_ value: Double) -> String { ShaderGenerator.glslFloat(value) }

    private static func vec4(_ colour: SIMD4<Float>) -> String {
        "vec4(\(float(Double(colour.x))), \(float(Double(colour.y))), \(float(Double(colour.z))), \(float(Double(colour.w))))"
    }
}
