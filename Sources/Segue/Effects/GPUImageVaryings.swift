/// The varyings GPUImage's standard vertex shaders give fragment shaders besides
/// `textureCoordinate`, as offsets from it, so that files written for those vertex shaders run
/// unchanged. Coordinates are GPUImage's (y grows downwards), steps are one texel of the output.
enum GPUImageVaryings {
    /// Uniforms GPUImage's framework sets itself wherever a shader declares them: `texelWidth`
    /// and `texelHeight`, one texel of the output, and `aspectRatio`, its height over its width
    /// (GPUImage2's `BasicOperation`, the distortions and Halftone of GPUImage).
    static let frameworkUniforms = [
        "texelWidth": "1.0 / resolution.x", "texelHeight": "1.0 / resolution.y",
        "aspectRatio": "resolution.y / resolution.x",
    ]

    private static let width = "vec2(1.0 / resolution.x, 0.0)"
    private static let height = "vec2(0.0, 1.0 / resolution.y)"
    private static let both = "vec2(1.0 / resolution.x, 1.0 / resolution.y)"
    private static let widthNegativeHeight = "vec2(1.0 / resolution.x, -1.0 / resolution.y)"

    /// Offsets from `textureCoordinate`, by varying name.
    static let offsets: [String: String] = {
        var offsets = [
            // NearbyTexelSampling.vsh: the eight neighbours (3×3 convolutions, Sobel, …).
            "leftTextureCoordinate": "-" + width, "rightTextureCoordinate": width,
            "topTextureCoordinate": "-" + height, "bottomTextureCoordinate": height,
            "topLeftTextureCoordinate": "-" + both, "bottomRightTextureCoordinate": both,
            "topRightTextureCoordinate": widthNegativeHeight, "bottomLeftTextureCoordinate": "-" + widthNegativeHeight,
            "centerTextureCoordinate": "vec2(0.0)",
        ]
        // ErosionDilation1-4.vsh: one to four steps either way. GPUImage runs them twice, along y
        // then x; a file run on its own takes the horizontal pass.
        // LanczosResampling.vsh (left/right) and MotionBlur.vsh (back/forward) step the same way;
        // a motion blur file on its own blurs one texel per step horizontally.
        // AverageColor.vsh: the four diagonal neighbours a 2×2 average reads.
        offsets["outputTextureCoordinate"] = "vec2(0.0)"
        offsets["upperLeftInputTextureCoordinate"] = "-" + both
        offsets["upperRightInputTextureCoordinate"] = widthNegativeHeight
        offsets["lowerLeftInputTextureCoordinate"] = "-" + widthNegativeHeight
        offsets["lowerRightInputTextureCoordinate"] = both
        // ColourFASTDecriptor.vsh: eight points on a circle of three texels around the pixel.
        for (point, x, y) in [
            ("A", 3, 1), ("B", 1, 3), ("C", -1, 3), ("D", -3, 1), ("E", -3, -1), ("F", -1, -3), ("G", 1, -3),
            ("H", 3, -1),
        ] {
            offsets["point\(point)TextureCoordinate"] = "vec2(\(x).0 / resolution.x, \(y).0 / resolution.y)"
        }
        for (count, word) in [(1, "oneStep"), (2, "twoSteps"), (3, "threeSteps"), (4, "fourSteps")] {
            for (forward, backward) in [("Positive", "Negative"), ("Right", "Left"), ("Forward", "Back")] {
                offsets[word + forward + "TextureCoordinate"] = "\(count).0 * " + width
                offsets[word + backward + "TextureCoordinate"] = "-\(count).0 * " + width
            }
        }
        return offsets
    }()

    /// Offset arrays of GPUImage's blur vertex shaders (BilateralBlur.vsh): element `i` of `SIZE`
    /// lies `i - (SIZE - 1) / 2` steps from the pixel; on its own a file takes the horizontal pass.
    static let offsetArrays: Set<String> = ["blurCoordinates"]

    /// The statement that fills offset array `name` of `size` elements (a GLSL expression).
    static func filling(_ name: String, size: String) -> String {
        "for (int segue_i = 0; segue_i < \(size); segue_i++) { \(name)[segue_i] = segue_textureCoordinate + "
            + "float(segue_i - (\(size) - 1) / 2) * \(width); }"
    }

    /// A varying a vertex shader computes from a `float` uniform the fragment shader never declares.
    struct Derived {
        /// The vertex shader's uniform, which becomes a parameter (GPUImage's default is 0).
        var uniform: String
        /// The varying's value, in terms of that uniform.
        var expression: String
        /// The parameter's description.
        var summary: String
    }

    /// Sharpen.vsh's multipliers, from its `sharpness`.
    static let derived: [String: Derived] = [
        "centerMultiplier": Derived(
            uniform: "sharpness", expression: "1.0 + 4.0 * sharpness",
            summary: "How much to sharpen (GPUImage's Sharpen vertex shader)."),
        "edgeMultiplier": Derived(
            uniform: "sharpness", expression: "sharpness",
            summary: "How much to sharpen (GPUImage's Sharpen vertex shader)."),
    ]

    /// Why a file reading varying `name` cannot run.
    static func unsupportedMessage(_ name: String) -> String {
        "varying \(name) comes from a vertex shader Segue does not provide (it generates textureCoordinate, "
            + "the nearby-texel coordinates such as leftTextureCoordinate, the step coordinates of erosion/dilation, Lanczos and motion blur, "
            + "AverageColor's, ColourFASTDecriptor's and Sharpen's, and blurCoordinates[])"
    }
}
