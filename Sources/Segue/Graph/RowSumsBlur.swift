/// ffmpeg xfade's `hblur` built on running sums: a box of any width costs two reads per input.
///
/// The box is the mean of pixels x … x + size − 1 of a row, cut at the right edge, and it widens
/// to half the image at the midpoint; read pixel by pixel that is up to 960 reads per input and
/// output pixel at 1080p. Instead each input goes through two float passes that hold each row's
/// running sums (within blocks of 32 pixels, then across blocks: at most 32 and 60 reads), and
/// the mix takes a box's sum as the difference of two of them. The sums read only a still's
/// texture, so the renderer draws them once and keeps them (`RenderPlan.Pass.isCacheable`); a
/// clip's are drawn again each frame.
extension CompositeTransition {
    static let rowSumsBlur = CompositeTransition(
        name: "hblur",
        summary: "ffmpeg xfade's hblur: a horizontal box blur that widens to the midpoint, while fading.",
        parameters: []
    ) { from, to, _ throws(EffectError) in
        let mix = EffectNode(boxMix, name: "hblur")
        let output = FrameOutput()
        for (side, source) in [("from", from), ("to", to)] {
            source --> EffectNode(blockSums, name: "RowBlockSums(\(side))")
                --> EffectNode(rowSums, name: "RowSums(\(side))") --> mix
        }
        mix --> output
        let progress = try mix.parameter("progress")
        return TransitionGraph(
            name: "hblur", from: from, to: to, output: output, parameters: { [] }, progressDriven: []
        ) {
            (value: Float) throws(EffectError) in try mix.set(progress, value)
        }
    }

    /// Texel x of a row: the sum of the row's pixels from the start of x's block of 32 up to x.
    private static let blockSums = floatEffect(
        name: "RowBlockSums", kind: .filter, inputs: ["input"], samples: 16,
        source: """
            vec4 effect(vec2 uv) {
                int x = int(uv.x * resolution.x);
                vec4 sum = vec4(0.0);
                for (int i = x - x % 32; i <= x; i++) {
                    sum += getInputColor(vec2((float(i) + 0.5) / resolution.x, uv.y));
                }
                return sum;
            }
            """)

    /// Texel x of a row: the sum of the row's pixels 0 … x, from the block sums (x's own, and the
    /// last texel of each block before it).
    private static let rowSums = floatEffect(
        name: "RowSums", kind: .filter, inputs: ["input"], samples: 30,
        source: """
            vec4 effect(vec2 uv) {
                int x = int(uv.x * resolution.x);
                vec4 sum = getInputColor(uv);
                for (int end = 31; end < x - x % 32; end += 32) {
                    sum += getInputColor(vec2((float(end) + 0.5) / resolution.x, uv.y));
                }
                return sum;
            }
            """)

    /// vf_xfade.c's hblur from the running sums of both inputs, with its progress running 1 → 0
    /// and its mix(a, b, m) = a·m + b·(1 − m).
    private static let boxMix = EffectDescription(
        name: "hblur-mix", kind: .transition,
        summary: "The mean of each input over a box of the row, from running sums, cross-faded.",
        inputs: ["from", "to"],
        parameters: [
            EffectParameter(
                name: "progress", type: .float, defaultValue: .float(0), range: 0...1,
                summary: "0 shows from, 1 shows to.")
        ],
        samplesPerInput: 2, file: "<hblur>",
        source: """
            vec4 effect(vec2 uv) {
                float P = 1.0 - progress;
                float amount = P <= 0.5 ? P * 2.0 : (1.0 - P) * 2.0;
                int width = int(resolution.x);
                int size = int(1.0 + float(width / 2) * amount);
                int x = int(uv.x * resolution.x);
                int count = min(size, width - x);
                vec2 last = vec2((float(x + count) - 0.5) / resolution.x, uv.y);
                vec2 before = vec2((float(x) - 0.5) / resolution.x, uv.y);
                vec4 from = getFromColor(last) - (x > 0 ? getFromColor(before) : vec4(0.0));
                vec4 to = getToColor(last) - (x > 0 ? getToColor(before) : vec4(0.0));
                return (from * P + to * (1.0 - P)) / float(count);
            }
            """)

    private static func floatEffect(
        name: String, kind: EffectKind, inputs: [String], samples: Int, source: String
    ) -> EffectDescription {
        var effect = EffectDescription(
            name: name, kind: kind, summary: "Running sums along each row, as 32-bit floats.", inputs: inputs,
            parameters: [],
            samplesPerInput: samples, file: "<hblur>", source: source)
        effect.writesFloats = true
        return effect
    }
}
