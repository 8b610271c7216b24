// swift-format-ignore-file
// Generated from the built-ins' headers by BuiltInSourceWriter; do not edit.
// Rewrite it with: SEGUE_WRITE_BUILT_INS=1 swift test --filter BuiltInTransitionTests

extension EffectNode {
    /// `AdaptiveThreshold`'s parameters on this node, typed; a node of another effect refuses their values.
    public var adaptiveThreshold: BuiltInParameters.AdaptiveThreshold { BuiltInParameters.AdaptiveThreshold(node: self) }
}

extension BuiltInParameters {
    /// `AdaptiveThreshold`'s parameters on a node: White where a pixel's luminance is at least its neighbourhood's mean less 0.05, black elsewhere, as GPUImage2's AdaptiveThreshold.
    public struct AdaptiveThreshold: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// The half-width in pixels of the square the mean is taken over (BoxBlur's), rounded to a whole pixel. In 0…64. 4.0 by default.
        public var blurRadiusInPixels: Float {
            get { node.builtInValue("AdaptiveThreshold", "blurRadiusInPixels", or: 4.0) }
            nonmutating set { node.setBuiltIn("AdaptiveThreshold", "blurRadiusInPixels", newValue) }
        }
    }
}

extension EffectNode {
    /// `AlphaBlend`'s parameters on this node, typed; a node of another effect refuses their values.
    public var alphaBlend: BuiltInParameters.AlphaBlend { BuiltInParameters.AlphaBlend(node: self) }
}

extension BuiltInParameters {
    /// `AlphaBlend`'s parameters on a node: Lays the second image over the first by its alpha times mix, keeping the first's alpha, as GPUImage's AlphaBlend.
    public struct AlphaBlend: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// How much of the second image shows where it is opaque. In 0…1. 0.5 by default.
        public var mix: Float {
            get { node.builtInValue("AlphaBlend", "mix", or: 0.5) }
            nonmutating set { node.setBuiltIn("AlphaBlend", "mix", newValue) }
        }
    }
}

extension EffectNode {
    /// `AverageLuminanceThreshold`'s parameters on this node, typed; a node of another effect refuses their values.
    public var averageLuminanceThreshold: BuiltInParameters.AverageLuminanceThreshold { BuiltInParameters.AverageLuminanceThreshold(node: self) }
}

extension BuiltInParameters {
    /// `AverageLuminanceThreshold`'s parameters on a node: White where luminance reaches the image's own average luminance times thresholdMultiplier, black elsewhere, as GPUImage2's AverageLuminanceThreshold; the average is reduced on the GPU (segue apply measures it).
    public struct AverageLuminanceThreshold: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// The share of the average luminance a pixel must reach to turn white. In 0…4. 1.0 by default.
        public var thresholdMultiplier: Float {
            get { node.builtInValue("AverageLuminanceThreshold", "thresholdMultiplier", or: 1.0) }
            nonmutating set { node.setBuiltIn("AverageLuminanceThreshold", "thresholdMultiplier", newValue) }
        }

        /// The input's average luminance, measured from it before drawing (from Swift, Engine.averageLuminance(of:) or Engine.measure(_:from:)). In 0…1. 0.5 by default.
        public var averageLuminance: Float {
            get { node.builtInValue("AverageLuminanceThreshold", "averageLuminance", or: 0.5) }
            nonmutating set { node.setBuiltIn("AverageLuminanceThreshold", "averageLuminance", newValue) }
        }
    }
}

extension EffectNode {
    /// `BilateralBlur`'s parameters on this node, typed; a node of another effect refuses their values.
    public var bilateralBlur: BuiltInParameters.BilateralBlur { BuiltInParameters.BilateralBlur(node: self) }
}

extension BuiltInParameters {
    /// `BilateralBlur`'s parameters on a node: A blur that keeps edges: 9 Gaussian taps a side, each weighed down by its colour distance from the centre, along x then y, as GPUImage2's BilateralBlur.
    public struct BilateralBlur: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// How fast a tap's weight falls with its colour distance from the centre; higher keeps more edges. In 0…20. 8.0 by default.
        public var distanceNormalizationFactor: Float {
            get { node.builtInValue("BilateralBlur", "distanceNormalizationFactor", or: 8.0) }
            nonmutating set { node.setBuiltIn("BilateralBlur", "distanceNormalizationFactor", newValue) }
        }
    }
}

extension EffectNode {
    /// `BoxBlur`'s parameters on this node, typed; a node of another effect refuses their values.
    public var boxBlur: BuiltInParameters.BoxBlur { BuiltInParameters.BoxBlur(node: self) }
}

extension BuiltInParameters {
    /// `BoxBlur`'s parameters on a node: The mean over a square of 2r+1 pixels a side, in two separable passes, as GPUImage2's BoxBlur.
    public struct BoxBlur: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// The square's half-width r in pixels, rounded to a whole pixel; 0 keeps the image. In 0…64. 2.0 by default.
        public var blurRadiusInPixels: Float {
            get { node.builtInValue("BoxBlur", "blurRadiusInPixels", or: 2.0) }
            nonmutating set { node.setBuiltIn("BoxBlur", "blurRadiusInPixels", newValue) }
        }
    }
}

extension EffectNode {
    /// `BrightnessAdjustment`'s parameters on this node, typed; a node of another effect refuses their values.
    public var brightnessAdjustment: BuiltInParameters.BrightnessAdjustment { BuiltInParameters.BrightnessAdjustment(node: self) }
}

extension BuiltInParameters {
    /// `BrightnessAdjustment`'s parameters on a node: Adds a constant to red, green and blue, as GPUImage's BrightnessAdjustment.
    public struct BrightnessAdjustment: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// Amount added to each colour channel. In -1…1. 0.0 by default.
        public var brightness: Float {
            get { node.builtInValue("BrightnessAdjustment", "brightness", or: 0.0) }
            nonmutating set { node.setBuiltIn("BrightnessAdjustment", "brightness", newValue) }
        }
    }
}

extension EffectNode {
    /// `BulgeDistortion`'s parameters on this node, typed; a node of another effect refuses their values.
    public var bulgeDistortion: BuiltInParameters.BulgeDistortion { BuiltInParameters.BulgeDistortion(node: self) }
}

extension BuiltInParameters {
    /// `BulgeDistortion`'s parameters on a node: Magnifies (or, with a negative scale, shrinks) a round area around a centre, as GPUImage's BulgeDistortion.
    public struct BulgeDistortion: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// The centre of the bulge, in GPUImage's coordinates (0,0 is the top-left corner). SIMD2(0.5, 0.5) by default.
        public var center: SIMD2<Float> {
            get { node.builtInValue("BulgeDistortion", "center", or: SIMD2(0.5, 0.5)) }
            nonmutating set { node.setBuiltIn("BulgeDistortion", "center", newValue) }
        }

        /// The bulge's radius, as a fraction of the image width. In 0…1. 0.25 by default.
        public var radius: Float {
            get { node.builtInValue("BulgeDistortion", "radius", or: 0.25) }
            nonmutating set { node.setBuiltIn("BulgeDistortion", "radius", newValue) }
        }

        /// The amount of distortion: positive bulges out, negative pinches in. In -1…1. 0.5 by default.
        public var scale: Float {
            get { node.builtInValue("BulgeDistortion", "scale", or: 0.5) }
            nonmutating set { node.setBuiltIn("BulgeDistortion", "scale", newValue) }
        }
    }
}

extension EffectNode {
    /// `CannyEdgeDetection`'s parameters on this node, typed; a node of another effect refuses their values.
    public var cannyEdgeDetection: BuiltInParameters.CannyEdgeDetection { BuiltInParameters.CannyEdgeDetection(node: self) }
}

extension BuiltInParameters {
    /// `CannyEdgeDetection`'s parameters on a node: Thin white edges on black: luminance, a Gaussian blur, the Sobel gradient, thinning across it and hysteresis between two thresholds, as GPUImage2's CannyEdgeDetection.
    public struct CannyEdgeDetection: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// The blur's sigma in pixels, rounded to a whole pixel. In 0…256. 2.0 by default.
        public var blurRadiusInPixels: Float {
            get { node.builtInValue("CannyEdgeDetection", "blurRadiusInPixels", or: 2.0) }
            nonmutating set { node.setBuiltIn("CannyEdgeDetection", "blurRadiusInPixels", newValue) }
        }

        /// A gradient at least this strong is an edge. In 0…1. 0.4 by default.
        public var upperThreshold: Float {
            get { node.builtInValue("CannyEdgeDetection", "upperThreshold", or: 0.4) }
            nonmutating set { node.setBuiltIn("CannyEdgeDetection", "upperThreshold", newValue) }
        }

        /// A gradient weaker than this is never one; between the two, an edge fades in. In 0…1. 0.1 by default.
        public var lowerThreshold: Float {
            get { node.builtInValue("CannyEdgeDetection", "lowerThreshold", or: 0.1) }
            nonmutating set { node.setBuiltIn("CannyEdgeDetection", "lowerThreshold", newValue) }
        }
    }
}

extension EffectNode {
    /// `CheckerboardGenerator`'s parameters on this node, typed; a node of another effect refuses their values.
    public var checkerboardGenerator: BuiltInParameters.CheckerboardGenerator { BuiltInParameters.CheckerboardGenerator(node: self) }
}

extension BuiltInParameters {
    /// `CheckerboardGenerator`'s parameters on a node: Squares of two colours alternating, counted from the top-left corner.
    public struct CheckerboardGenerator: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// The side of a square, in pixels. In 1…4096. 16.0 by default.
        public var squareSize: Float {
            get { node.builtInValue("CheckerboardGenerator", "squareSize", or: 16.0) }
            nonmutating set { node.setBuiltIn("CheckerboardGenerator", "squareSize", newValue) }
        }

        /// The colour of the top-left square. SIMD4(1.0, 1.0, 1.0, 1.0) by default.
        public var firstColor: SIMD4<Float> {
            get { node.builtInValue("CheckerboardGenerator", "firstColor", or: SIMD4(1.0, 1.0, 1.0, 1.0)) }
            nonmutating set { node.setBuiltIn("CheckerboardGenerator", "firstColor", newValue) }
        }

        /// The other squares' colour. SIMD4(0.0, 0.0, 0.0, 1.0) by default.
        public var secondColor: SIMD4<Float> {
            get { node.builtInValue("CheckerboardGenerator", "secondColor", or: SIMD4(0.0, 0.0, 0.0, 1.0)) }
            nonmutating set { node.setBuiltIn("CheckerboardGenerator", "secondColor", newValue) }
        }
    }
}

extension EffectNode {
    /// `ChromaKeyBlend`'s parameters on this node, typed; a node of another effect refuses their values.
    public var chromaKeyBlend: BuiltInParameters.ChromaKeyBlend { BuiltInParameters.ChromaKeyBlend(node: self) }
}

extension BuiltInParameters {
    /// `ChromaKeyBlend`'s parameters on a node: Replaces the pixels of the first image near a key colour with the second image, comparing chroma only, as GPUImage's ChromaKeyBlend.
    public struct ChromaKeyBlend: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// How close in chroma a colour must be to the key to be replaced. In 0…1. 0.4 by default.
        public var thresholdSensitivity: Float {
            get { node.builtInValue("ChromaKeyBlend", "thresholdSensitivity", or: 0.4) }
            nonmutating set { node.setBuiltIn("ChromaKeyBlend", "thresholdSensitivity", newValue) }
        }

        /// Width of the soft edge beyond the threshold. In 0…1. 0.1 by default.
        public var smoothing: Float {
            get { node.builtInValue("ChromaKeyBlend", "smoothing", or: 0.1) }
            nonmutating set { node.setBuiltIn("ChromaKeyBlend", "smoothing", newValue) }
        }

        /// The key colour. SIMD4(0.0, 1.0, 0.0, 1.0) by default.
        public var colorToReplace: SIMD4<Float> {
            get { node.builtInValue("ChromaKeyBlend", "colorToReplace", or: SIMD4(0.0, 1.0, 0.0, 1.0)) }
            nonmutating set { node.setBuiltIn("ChromaKeyBlend", "colorToReplace", newValue) }
        }
    }
}

extension EffectNode {
    /// `ChromaKeying`'s parameters on this node, typed; a node of another effect refuses their values.
    public var chromaKeying: BuiltInParameters.ChromaKeying { BuiltInParameters.ChromaKeying(node: self) }
}

extension BuiltInParameters {
    /// `ChromaKeying`'s parameters on a node: Makes pixels near a colour transparent, comparing chroma only, as GPUImage's ChromaKeying.
    public struct ChromaKeying: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// How close in chroma a colour must be to the key to vanish. In 0…1. 0.4 by default.
        public var thresholdSensitivity: Float {
            get { node.builtInValue("ChromaKeying", "thresholdSensitivity", or: 0.4) }
            nonmutating set { node.setBuiltIn("ChromaKeying", "thresholdSensitivity", newValue) }
        }

        /// Width of the soft edge beyond the threshold. In 0…1. 0.1 by default.
        public var smoothing: Float {
            get { node.builtInValue("ChromaKeying", "smoothing", or: 0.1) }
            nonmutating set { node.setBuiltIn("ChromaKeying", "smoothing", newValue) }
        }

        /// The key colour. SIMD4(0.0, 1.0, 0.0, 1.0) by default.
        public var colorToReplace: SIMD4<Float> {
            get { node.builtInValue("ChromaKeying", "colorToReplace", or: SIMD4(0.0, 1.0, 0.0, 1.0)) }
            nonmutating set { node.setBuiltIn("ChromaKeying", "colorToReplace", newValue) }
        }
    }
}

extension EffectNode {
    /// `ClosingFilter`'s parameters on this node, typed; a node of another effect refuses their values.
    public var closingFilter: BuiltInParameters.ClosingFilter { BuiltInParameters.ClosingFilter(node: self) }
}

extension BuiltInParameters {
    /// `ClosingFilter`'s parameters on a node: The red channel in grey after a dilation then an erosion, which fills dark specks smaller than the square, as GPUImage2's ClosingFilter.
    public struct ClosingFilter: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// The square's half-width in pixels. In 1…4. 1 by default.
        public var radius: Int {
            get { node.builtInValue("ClosingFilter", "radius", or: 1) }
            nonmutating set { node.setBuiltIn("ClosingFilter", "radius", Int32(clamping: newValue)) }
        }
    }
}

extension EffectNode {
    /// `ColorMatrixFilter`'s parameters on this node, typed; a node of another effect refuses their values.
    public var colorMatrixFilter: BuiltInParameters.ColorMatrixFilter { BuiltInParameters.ColorMatrixFilter(node: self) }
}

extension BuiltInParameters {
    /// `ColorMatrixFilter`'s parameters on a node: Transforms each RGBA colour by a 4x4 matrix, mixed with the original by intensity, as GPUImage's ColorMatrixFilter.
    public struct ColorMatrixFilter: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// The matrix, its sixteen numbers in the order GPUImage's Matrix4x4(rowMajorValues:) takes them: output red is the first four times RGBA. [1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0] by default.
        public var colorMatrix: [Float] {
            get { node.builtInValue("ColorMatrixFilter", "colorMatrix", or: [1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0]) }
            nonmutating set { node.setBuiltIn("ColorMatrixFilter", "colorMatrix", ParameterValue.mat4(newValue)) }
        }

        /// How much of the transformed colour replaces the original. In 0…1. 1.0 by default.
        public var intensity: Float {
            get { node.builtInValue("ColorMatrixFilter", "intensity", or: 1.0) }
            nonmutating set { node.setBuiltIn("ColorMatrixFilter", "intensity", newValue) }
        }
    }
}

extension EffectNode {
    /// `ContrastAdjustment`'s parameters on this node, typed; a node of another effect refuses their values.
    public var contrastAdjustment: BuiltInParameters.ContrastAdjustment { BuiltInParameters.ContrastAdjustment(node: self) }
}

extension BuiltInParameters {
    /// `ContrastAdjustment`'s parameters on a node: Scales colours away from or towards mid-grey, as GPUImage's ContrastAdjustment.
    public struct ContrastAdjustment: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// 1 keeps the image; below 1 flattens it, above 1 sharpens it. In 0…4. 1.0 by default.
        public var contrast: Float {
            get { node.builtInValue("ContrastAdjustment", "contrast", or: 1.0) }
            nonmutating set { node.setBuiltIn("ContrastAdjustment", "contrast", newValue) }
        }
    }
}

extension EffectNode {
    /// `Convolution3x3`'s parameters on this node, typed; a node of another effect refuses their values.
    public var convolution3x3: BuiltInParameters.Convolution3x3 { BuiltInParameters.Convolution3x3(node: self) }
}

extension BuiltInParameters {
    /// `Convolution3x3`'s parameters on a node: Weights each pixel's 3x3 neighbourhood by a kernel (colour only; alpha is the centre's), as GPUImage's Convolution3x3.
    public struct Convolution3x3: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// The nine weights in reading order: top-left, top, top-right, left, centre, right, bottom-left, bottom, bottom-right (GPUImage's Matrix3x3(rowMajorValues:) order); 0,0,0,0,1,0,0,0,0 keeps the image. [0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0] by default.
        public var convolutionKernel: [Float] {
            get { node.builtInValue("Convolution3x3", "convolutionKernel", or: [0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0]) }
            nonmutating set { node.setBuiltIn("Convolution3x3", "convolutionKernel", ParameterValue.mat3(newValue)) }
        }
    }
}

extension EffectNode {
    /// `Crop`'s parameters on this node, typed; a node of another effect refuses their values.
    public var crop: BuiltInParameters.Crop { BuiltInParameters.Crop(node: self) }
}

extension BuiltInParameters {
    /// `Crop`'s parameters on a node: Cuts a rectangle out of the image, which becomes an image of that size, as GPUImage2's Crop.
    public struct Crop: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// The rectangle's width and height in pixels of the input, at most the input's; 0 keeps that side whole. SIMD2(0.0, 0.0) by default.
        public var cropSizeInPixels: SIMD2<Float> {
            get { node.builtInValue("Crop", "cropSizeInPixels", or: SIMD2(0.0, 0.0)) }
            nonmutating set { node.setBuiltIn("Crop", "cropSizeInPixels", newValue) }
        }

        /// The rectangle's top-left corner in pixels from the input's top-left; a negative coordinate centres it on that axis, as GPUImage2 does without a location. SIMD2(-1.0, -1.0) by default.
        public var locationOfCropInPixels: SIMD2<Float> {
            get { node.builtInValue("Crop", "locationOfCropInPixels", or: SIMD2(-1.0, -1.0)) }
            nonmutating set { node.setBuiltIn("Crop", "locationOfCropInPixels", newValue) }
        }
    }
}

extension EffectNode {
    /// `Crosshatch`'s parameters on this node, typed; a node of another effect refuses their values.
    public var crosshatch: BuiltInParameters.Crosshatch { BuiltInParameters.Crosshatch(node: self) }
}

extension BuiltInParameters {
    /// `Crosshatch`'s parameters on a node: Black diagonal hatching on white, one more direction of lines for each darker band of luminance, as GPUImage's Crosshatch.
    public struct Crosshatch: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// Distance between lines, as a fraction of the image (at least one pixel). In 0…1. 0.03 by default.
        public var crossHatchSpacing: Float {
            get { node.builtInValue("Crosshatch", "crossHatchSpacing", or: 0.03) }
            nonmutating set { node.setBuiltIn("Crosshatch", "crossHatchSpacing", newValue) }
        }

        /// Width of each line, in the same units. In 0…1. 0.003 by default.
        public var lineWidth: Float {
            get { node.builtInValue("Crosshatch", "lineWidth", or: 0.003) }
            nonmutating set { node.setBuiltIn("Crosshatch", "lineWidth", newValue) }
        }
    }
}

extension EffectNode {
    /// `CubeLookup`'s parameters on this node, typed; a node of another effect refuses their values.
    public var cubeLookup: BuiltInParameters.CubeLookup { BuiltInParameters.CubeLookup(node: self) }
}

extension BuiltInParameters {
    /// `CubeLookup`'s parameters on a node: Recolours through a 3D lookup table from a .cube file (cube=FILE.cube), interpolated trilinearly.
    public struct CubeLookup: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// Points along each axis of the table; set with the table, from its LUT_3D_SIZE. In 2…256. 2 by default.
        public var size: Int {
            get { node.builtInValue("CubeLookup", "size", or: 2) }
            nonmutating set { node.setBuiltIn("CubeLookup", "size", Int32(clamping: newValue)) }
        }

        /// The input colour that maps to the table's first point (DOMAIN_MIN). SIMD3(0.0, 0.0, 0.0) by default.
        public var domainMin: SIMD3<Float> {
            get { node.builtInValue("CubeLookup", "domainMin", or: SIMD3(0.0, 0.0, 0.0)) }
            nonmutating set { node.setBuiltIn("CubeLookup", "domainMin", newValue) }
        }

        /// The input colour that maps to the table's last point (DOMAIN_MAX). SIMD3(1.0, 1.0, 1.0) by default.
        public var domainMax: SIMD3<Float> {
            get { node.builtInValue("CubeLookup", "domainMax", or: SIMD3(1.0, 1.0, 1.0)) }
            nonmutating set { node.setBuiltIn("CubeLookup", "domainMax", newValue) }
        }

        /// How much of the looked-up colour replaces the original. In 0…1. 1.0 by default.
        public var intensity: Float {
            get { node.builtInValue("CubeLookup", "intensity", or: 1.0) }
            nonmutating set { node.setBuiltIn("CubeLookup", "intensity", newValue) }
        }
    }
}

extension EffectNode {
    /// `Dilation`'s parameters on this node, typed; a node of another effect refuses their values.
    public var dilation: BuiltInParameters.Dilation { BuiltInParameters.Dilation(node: self) }
}

extension BuiltInParameters {
    /// `Dilation`'s parameters on a node: Each pixel becomes the brightest red value of the square around it, in grey, in two separable passes, as GPUImage2's Dilation.
    public struct Dilation: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// The square's half-width in pixels. In 1…4. 1 by default.
        public var radius: Int {
            get { node.builtInValue("Dilation", "radius", or: 1) }
            nonmutating set { node.setBuiltIn("Dilation", "radius", Int32(clamping: newValue)) }
        }
    }
}

extension EffectNode {
    /// `DissolveBlend`'s parameters on this node, typed; a node of another effect refuses their values.
    public var dissolveBlend: BuiltInParameters.DissolveBlend { BuiltInParameters.DissolveBlend(node: self) }
}

extension BuiltInParameters {
    /// `DissolveBlend`'s parameters on a node: Mixes two images: mix(first, second, mix), as GPUImage's DissolveBlend.
    public struct DissolveBlend: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// How much of the second image shows. In 0…1. 0.5 by default.
        public var mix: Float {
            get { node.builtInValue("DissolveBlend", "mix", or: 0.5) }
            nonmutating set { node.setBuiltIn("DissolveBlend", "mix", newValue) }
        }
    }
}

extension EffectNode {
    /// `EmbossFilter`'s parameters on this node, typed; a node of another effect refuses their values.
    public var embossFilter: BuiltInParameters.EmbossFilter { BuiltInParameters.EmbossFilter(node: self) }
}

extension BuiltInParameters {
    /// `EmbossFilter`'s parameters on a node: Relief shading lit from the top left, a 3x3 convolution, as GPUImage's EmbossFilter.
    public struct EmbossFilter: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// The strength of the relief; 0 keeps the image. In 0…4. 1.0 by default.
        public var intensity: Float {
            get { node.builtInValue("EmbossFilter", "intensity", or: 1.0) }
            nonmutating set { node.setBuiltIn("EmbossFilter", "intensity", newValue) }
        }
    }
}

extension EffectNode {
    /// `Erosion`'s parameters on this node, typed; a node of another effect refuses their values.
    public var erosion: BuiltInParameters.Erosion { BuiltInParameters.Erosion(node: self) }
}

extension BuiltInParameters {
    /// `Erosion`'s parameters on a node: Each pixel becomes the darkest red value of the square around it, in grey, in two separable passes, as GPUImage2's Erosion.
    public struct Erosion: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// The square's half-width in pixels. In 1…4. 1 by default.
        public var radius: Int {
            get { node.builtInValue("Erosion", "radius", or: 1) }
            nonmutating set { node.setBuiltIn("Erosion", "radius", Int32(clamping: newValue)) }
        }
    }
}

extension EffectNode {
    /// `ExposureAdjustment`'s parameters on this node, typed; a node of another effect refuses their values.
    public var exposureAdjustment: BuiltInParameters.ExposureAdjustment { BuiltInParameters.ExposureAdjustment(node: self) }
}

extension BuiltInParameters {
    /// `ExposureAdjustment`'s parameters on a node: Multiplies colours by 2^exposure, as GPUImage's ExposureAdjustment and a camera's exposure compensation.
    public struct ExposureAdjustment: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// Stops of exposure: +1 doubles the light, -1 halves it. In -10…10. 0.0 by default.
        public var exposure: Float {
            get { node.builtInValue("ExposureAdjustment", "exposure", or: 0.0) }
            nonmutating set { node.setBuiltIn("ExposureAdjustment", "exposure", newValue) }
        }
    }
}

extension EffectNode {
    /// `FalseColor`'s parameters on this node, typed; a node of another effect refuses their values.
    public var falseColor: BuiltInParameters.FalseColor { BuiltInParameters.FalseColor(node: self) }
}

extension BuiltInParameters {
    /// `FalseColor`'s parameters on a node: Maps luminance onto a gradient between two colours, as GPUImage's FalseColor.
    public struct FalseColor: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// The colour of black. SIMD4(0.0, 0.0, 0.5, 1.0) by default.
        public var firstColor: SIMD4<Float> {
            get { node.builtInValue("FalseColor", "firstColor", or: SIMD4(0.0, 0.0, 0.5, 1.0)) }
            nonmutating set { node.setBuiltIn("FalseColor", "firstColor", newValue) }
        }

        /// The colour of white. SIMD4(1.0, 0.0, 0.0, 1.0) by default.
        public var secondColor: SIMD4<Float> {
            get { node.builtInValue("FalseColor", "secondColor", or: SIMD4(1.0, 0.0, 0.0, 1.0)) }
            nonmutating set { node.setBuiltIn("FalseColor", "secondColor", newValue) }
        }
    }
}

extension EffectNode {
    /// `GammaAdjustment`'s parameters on this node, typed; a node of another effect refuses their values.
    public var gammaAdjustment: BuiltInParameters.GammaAdjustment { BuiltInParameters.GammaAdjustment(node: self) }
}

extension BuiltInParameters {
    /// `GammaAdjustment`'s parameters on a node: Raises each colour channel to a power, as GPUImage's GammaAdjustment.
    public struct GammaAdjustment: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// The exponent; below 1 brightens mid-tones, above 1 darkens them. In 0…3. 1.0 by default.
        public var gamma: Float {
            get { node.builtInValue("GammaAdjustment", "gamma", or: 1.0) }
            nonmutating set { node.setBuiltIn("GammaAdjustment", "gamma", newValue) }
        }
    }
}

extension EffectNode {
    /// `GaussianBlur`'s parameters on this node, typed; a node of another effect refuses their values.
    public var gaussianBlur: BuiltInParameters.GaussianBlur { BuiltInParameters.GaussianBlur(node: self) }
}

extension BuiltInParameters {
    /// `GaussianBlur`'s parameters on a node: A Gaussian blur of any radius in two separable passes, as GPUImage2's GaussianBlur; above 8 pixels it blurs a smaller copy.
    public struct GaussianBlur: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// The Gaussian's sigma in pixels, rounded to a whole pixel as GPUImage2 does; 0 keeps the image. In 0…256. 2.0 by default.
        public var blurRadiusInPixels: Float {
            get { node.builtInValue("GaussianBlur", "blurRadiusInPixels", or: 2.0) }
            nonmutating set { node.setBuiltIn("GaussianBlur", "blurRadiusInPixels", newValue) }
        }
    }
}

extension EffectNode {
    /// `GaussianBlurHorizontal`'s parameters on this node, typed; a node of another effect refuses their values.
    public var gaussianBlurHorizontal: BuiltInParameters.GaussianBlurHorizontal { BuiltInParameters.GaussianBlurHorizontal(node: self) }
}

extension BuiltInParameters {
    /// `GaussianBlurHorizontal`'s parameters on a node: One half of a separable Gaussian blur: 9 taps one pixel apart, horizontally.
    public struct GaussianBlurHorizontal: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// Standard deviation of the Gaussian in pixels (taps reach 4 pixels). In 0.5…8. 2.0 by default.
        public var sigma: Float {
            get { node.builtInValue("GaussianBlurHorizontal", "sigma", or: 2.0) }
            nonmutating set { node.setBuiltIn("GaussianBlurHorizontal", "sigma", newValue) }
        }
    }
}

extension EffectNode {
    /// `GaussianBlurVertical`'s parameters on this node, typed; a node of another effect refuses their values.
    public var gaussianBlurVertical: BuiltInParameters.GaussianBlurVertical { BuiltInParameters.GaussianBlurVertical(node: self) }
}

extension BuiltInParameters {
    /// `GaussianBlurVertical`'s parameters on a node: One half of a separable Gaussian blur: 9 taps one pixel apart, vertically.
    public struct GaussianBlurVertical: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// Standard deviation of the Gaussian in pixels (taps reach 4 pixels). In 0.5…8. 2.0 by default.
        public var sigma: Float {
            get { node.builtInValue("GaussianBlurVertical", "sigma", or: 2.0) }
            nonmutating set { node.setBuiltIn("GaussianBlurVertical", "sigma", newValue) }
        }
    }
}

extension EffectNode {
    /// `GlassSphereRefraction`'s parameters on this node, typed; a node of another effect refuses their values.
    public var glassSphereRefraction: BuiltInParameters.GlassSphereRefraction { BuiltInParameters.GlassSphereRefraction(node: self) }
}

extension BuiltInParameters {
    /// `GlassSphereRefraction`'s parameters on a node: The image seen through a lit glass sphere, upright, with frosted edges and a highlight; transparent outside it, as GPUImage's GlassSphereRefraction.
    public struct GlassSphereRefraction: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// The sphere's centre, in GPUImage's coordinates (0,0 is the top-left corner). SIMD2(0.5, 0.5) by default.
        public var center: SIMD2<Float> {
            get { node.builtInValue("GlassSphereRefraction", "center", or: SIMD2(0.5, 0.5)) }
            nonmutating set { node.setBuiltIn("GlassSphereRefraction", "center", newValue) }
        }

        /// The sphere's radius, as a fraction of the image width. In 0…1. 0.25 by default.
        public var radius: Float {
            get { node.builtInValue("GlassSphereRefraction", "radius", or: 0.25) }
            nonmutating set { node.setBuiltIn("GlassSphereRefraction", "radius", newValue) }
        }

        /// The index of refraction (the ratio, as GLSL's refract takes it). In 0…1. 0.71 by default.
        public var refractiveIndex: Float {
            get { node.builtInValue("GlassSphereRefraction", "refractiveIndex", or: 0.71) }
            nonmutating set { node.setBuiltIn("GlassSphereRefraction", "refractiveIndex", newValue) }
        }
    }
}

extension EffectNode {
    /// `Halftone`'s parameters on this node, typed; a node of another effect refuses their values.
    public var halftone: BuiltInParameters.Halftone { BuiltInParameters.Halftone(node: self) }
}

extension BuiltInParameters {
    /// `Halftone`'s parameters on a node: A newspaper halftone: black dots on white over a grid of square cells, larger where the image is darker, as GPUImage's Halftone.
    public struct Halftone: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// Cell width as a fraction of the image width (at least one pixel); cells stay square in pixels. In 0…1. 0.01 by default.
        public var fractionalWidthOfAPixel: Float {
            get { node.builtInValue("Halftone", "fractionalWidthOfAPixel", or: 0.01) }
            nonmutating set { node.setBuiltIn("Halftone", "fractionalWidthOfAPixel", newValue) }
        }
    }
}

extension EffectNode {
    /// `Haze`'s parameters on this node, typed; a node of another effect refuses their values.
    public var haze: BuiltInParameters.Haze { BuiltInParameters.Haze(node: self) }
}

extension BuiltInParameters {
    /// `Haze`'s parameters on a node: Adds or removes white haze, stronger towards the top or bottom by a slope, as GPUImage's Haze (a UV filter).
    public struct Haze: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// Strength of the haze: positive removes haze, negative adds it. In -0.3…0.3. 0.0 by default.
        public var distance: Float {
            get { node.builtInValue("Haze", "distance", or: 0.0) }
            nonmutating set { node.setBuiltIn("Haze", "distance", newValue) }
        }

        /// How the strength changes from the top of the image to the bottom. In -0.3…0.3. 0.0 by default.
        public var slope: Float {
            get { node.builtInValue("Haze", "slope", or: 0.0) }
            nonmutating set { node.setBuiltIn("Haze", "slope", newValue) }
        }
    }
}

extension EffectNode {
    /// `HighPassFilter`'s parameters on this node, typed; a node of another effect refuses their values.
    public var highPassFilter: BuiltInParameters.HighPassFilter { BuiltInParameters.HighPassFilter(node: self) }
}

extension BuiltInParameters {
    /// `HighPassFilter`'s parameters on a node: Shows what changes over time: the absolute difference between each frame and a LowPassFilter of the frames, alpha kept, as GPUImage2's HighPassFilter.
    public struct HighPassFilter: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// The low pass's strength: nearer 1, slower changes show too. In 0…1. 0.5 by default.
        public var strength: Float {
            get { node.builtInValue("HighPassFilter", "strength", or: 0.5) }
            nonmutating set { node.setBuiltIn("HighPassFilter", "strength", newValue) }
        }
    }
}

extension EffectNode {
    /// `HighlightAndShadowTint`'s parameters on this node, typed; a node of another effect refuses their values.
    public var highlightAndShadowTint: BuiltInParameters.HighlightAndShadowTint { BuiltInParameters.HighlightAndShadowTint(node: self) }
}

extension BuiltInParameters {
    /// `HighlightAndShadowTint`'s parameters on a node: Tints the shadows and the highlights with a colour each, by their own intensities, as GPUImage's HighlightAndShadowTint.
    public struct HighlightAndShadowTint: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// How strongly shadows take shadowTintColor; 0 keeps them. In 0…1. 0.0 by default.
        public var shadowTintIntensity: Float {
            get { node.builtInValue("HighlightAndShadowTint", "shadowTintIntensity", or: 0.0) }
            nonmutating set { node.setBuiltIn("HighlightAndShadowTint", "shadowTintIntensity", newValue) }
        }

        /// How strongly highlights take highlightTintColor; 0 keeps them. In 0…1. 0.0 by default.
        public var highlightTintIntensity: Float {
            get { node.builtInValue("HighlightAndShadowTint", "highlightTintIntensity", or: 0.0) }
            nonmutating set { node.setBuiltIn("HighlightAndShadowTint", "highlightTintIntensity", newValue) }
        }

        /// The shadows' tint. SIMD4(1.0, 0.0, 0.0, 1.0) by default.
        public var shadowTintColor: SIMD4<Float> {
            get { node.builtInValue("HighlightAndShadowTint", "shadowTintColor", or: SIMD4(1.0, 0.0, 0.0, 1.0)) }
            nonmutating set { node.setBuiltIn("HighlightAndShadowTint", "shadowTintColor", newValue) }
        }

        /// The highlights' tint. SIMD4(0.0, 0.0, 1.0, 1.0) by default.
        public var highlightTintColor: SIMD4<Float> {
            get { node.builtInValue("HighlightAndShadowTint", "highlightTintColor", or: SIMD4(0.0, 0.0, 1.0, 1.0)) }
            nonmutating set { node.setBuiltIn("HighlightAndShadowTint", "highlightTintColor", newValue) }
        }
    }
}

extension EffectNode {
    /// `HighlightsAndShadows`'s parameters on this node, typed; a node of another effect refuses their values.
    public var highlightsAndShadows: BuiltInParameters.HighlightsAndShadows { BuiltInParameters.HighlightsAndShadows(node: self) }
}

extension BuiltInParameters {
    /// `HighlightsAndShadows`'s parameters on a node: Lightens shadows and darkens highlights by scaling each colour's luminance, as GPUImage's HighlightsAndShadows.
    public struct HighlightsAndShadows: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// Increase to lighten shadows; 0 keeps them. In 0…1. 0.0 by default.
        public var shadows: Float {
            get { node.builtInValue("HighlightsAndShadows", "shadows", or: 0.0) }
            nonmutating set { node.setBuiltIn("HighlightsAndShadows", "shadows", newValue) }
        }

        /// Decrease to darken highlights; 1 keeps them. In 0…1. 1.0 by default.
        public var highlights: Float {
            get { node.builtInValue("HighlightsAndShadows", "highlights", or: 1.0) }
            nonmutating set { node.setBuiltIn("HighlightsAndShadows", "highlights", newValue) }
        }
    }
}

extension EffectNode {
    /// `HistogramEqualization`'s parameters on this node, typed; a node of another effect refuses their values.
    public var histogramEqualization: BuiltInParameters.HistogramEqualization { BuiltInParameters.HistogramEqualization(node: self) }
}

extension BuiltInParameters {
    /// `HistogramEqualization`'s parameters on a node: Spreads the levels of an image evenly through its own histogram, as GPUImage2's HistogramEqualization; the histogram is counted on the GPU (segue apply measures it; from Swift, LookupTable(equalizing:type:)).
    public struct HistogramEqualization: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// Which levels are equalised: 0 red, green and blue each by its own histogram, 1 red, 2 green or 3 blue alone, 4 luminance (each colour shifted by its luminance's change, as GPUImage). In 0…4. 0 by default.
        public var type: Int {
            get { node.builtInValue("HistogramEqualization", "type", or: 0) }
            nonmutating set { node.setBuiltIn("HistogramEqualization", "type", Int32(clamping: newValue)) }
        }
    }
}

extension EffectNode {
    /// `HueAdjustment`'s parameters on this node, typed; a node of another effect refuses their values.
    public var hueAdjustment: BuiltInParameters.HueAdjustment { BuiltInParameters.HueAdjustment(node: self) }
}

extension BuiltInParameters {
    /// `HueAdjustment`'s parameters on a node: Rotates hues around the YIQ colour wheel by an angle in degrees, keeping luma, as GPUImage's HueAdjustment.
    public struct HueAdjustment: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// The rotation in degrees. In 0…360. 90.0 by default.
        public var hue: Float {
            get { node.builtInValue("HueAdjustment", "hue", or: 90.0) }
            nonmutating set { node.setBuiltIn("HueAdjustment", "hue", newValue) }
        }
    }
}

extension EffectNode {
    /// `KuwaharaFilter`'s parameters on this node, typed; a node of another effect refuses their values.
    public var kuwaharaFilter: BuiltInParameters.KuwaharaFilter { BuiltInParameters.KuwaharaFilter(node: self) }
}

extension BuiltInParameters {
    /// `KuwaharaFilter`'s parameters on a node: An oil painting: each pixel takes the mean colour of the least varied of the four square windows it is a corner of, as GPUImage's KuwaharaFilter; costly, 4 (radius + 1)^2 reads per pixel.
    public struct KuwaharaFilter: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// Window size: each window is radius + 1 pixels square; larger abstracts more and costs quadratically more. In 0…10. 3 by default.
        public var radius: Int {
            get { node.builtInValue("KuwaharaFilter", "radius", or: 3) }
            nonmutating set { node.setBuiltIn("KuwaharaFilter", "radius", Int32(clamping: newValue)) }
        }
    }
}

extension EffectNode {
    /// `LanczosResampling`'s parameters on this node, typed; a node of another effect refuses their values.
    public var lanczosResampling: BuiltInParameters.LanczosResampling { BuiltInParameters.LanczosResampling(node: self) }
}

extension BuiltInParameters {
    /// `LanczosResampling`'s parameters on a node: Resizes the image with a three-lobed Lanczos filter, in two separable passes, as GPUImage2's LanczosResampling.
    public struct LanczosResampling: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// The new width and height in pixels, as GPUImage2's overriddenOutputSize; 0 keeps that side. SIMD2(0.0, 0.0) by default.
        public var overriddenOutputSize: SIMD2<Float> {
            get { node.builtInValue("LanczosResampling", "overriddenOutputSize", or: SIMD2(0.0, 0.0)) }
            nonmutating set { node.setBuiltIn("LanczosResampling", "overriddenOutputSize", newValue) }
        }
    }
}

extension EffectNode {
    /// `LevelsAdjustment`'s parameters on this node, typed; a node of another effect refuses their values.
    public var levelsAdjustment: BuiltInParameters.LevelsAdjustment { BuiltInParameters.LevelsAdjustment(node: self) }
}

extension BuiltInParameters {
    /// `LevelsAdjustment`'s parameters on a node: Photoshop-style levels per channel: input black, gamma and white points, then output range, as GPUImage's LevelsAdjustment.
    public struct LevelsAdjustment: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// Input black point per channel, 0 to 1. SIMD3(0.0, 0.0, 0.0) by default.
        public var minimum: SIMD3<Float> {
            get { node.builtInValue("LevelsAdjustment", "minimum", or: SIMD3(0.0, 0.0, 0.0)) }
            nonmutating set { node.setBuiltIn("LevelsAdjustment", "minimum", newValue) }
        }

        /// Gamma per channel (Photoshop's middle value, at least 0): above 1 brightens mid-tones. SIMD3(1.0, 1.0, 1.0) by default.
        public var middle: SIMD3<Float> {
            get { node.builtInValue("LevelsAdjustment", "middle", or: SIMD3(1.0, 1.0, 1.0)) }
            nonmutating set { node.setBuiltIn("LevelsAdjustment", "middle", newValue) }
        }

        /// Input white point per channel, 0 to 1. SIMD3(1.0, 1.0, 1.0) by default.
        public var maximum: SIMD3<Float> {
            get { node.builtInValue("LevelsAdjustment", "maximum", or: SIMD3(1.0, 1.0, 1.0)) }
            nonmutating set { node.setBuiltIn("LevelsAdjustment", "maximum", newValue) }
        }

        /// Output black level per channel, 0 to 1. SIMD3(0.0, 0.0, 0.0) by default.
        public var minOutput: SIMD3<Float> {
            get { node.builtInValue("LevelsAdjustment", "minOutput", or: SIMD3(0.0, 0.0, 0.0)) }
            nonmutating set { node.setBuiltIn("LevelsAdjustment", "minOutput", newValue) }
        }

        /// Output white level per channel, 0 to 1. SIMD3(1.0, 1.0, 1.0) by default.
        public var maxOutput: SIMD3<Float> {
            get { node.builtInValue("LevelsAdjustment", "maxOutput", or: SIMD3(1.0, 1.0, 1.0)) }
            nonmutating set { node.setBuiltIn("LevelsAdjustment", "maxOutput", newValue) }
        }
    }
}

extension EffectNode {
    /// `LinearGradientGenerator`'s parameters on this node, typed; a node of another effect refuses their values.
    public var linearGradientGenerator: BuiltInParameters.LinearGradientGenerator { BuiltInParameters.LinearGradientGenerator(node: self) }
}

extension BuiltInParameters {
    /// `LinearGradientGenerator`'s parameters on a node: A straight gradient between two colours along the line from a start point to an end point, constant beyond its ends.
    public struct LinearGradientGenerator: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// Where startColor is full, in GPUImage's coordinates (0,0 is the top-left corner). SIMD2(0.5, 0.0) by default.
        public var startPoint: SIMD2<Float> {
            get { node.builtInValue("LinearGradientGenerator", "startPoint", or: SIMD2(0.5, 0.0)) }
            nonmutating set { node.setBuiltIn("LinearGradientGenerator", "startPoint", newValue) }
        }

        /// Where endColor is full, in the same coordinates. SIMD2(0.5, 1.0) by default.
        public var endPoint: SIMD2<Float> {
            get { node.builtInValue("LinearGradientGenerator", "endPoint", or: SIMD2(0.5, 1.0)) }
            nonmutating set { node.setBuiltIn("LinearGradientGenerator", "endPoint", newValue) }
        }

        /// The colour at the start point and before it. SIMD4(0.0, 0.0, 0.0, 1.0) by default.
        public var startColor: SIMD4<Float> {
            get { node.builtInValue("LinearGradientGenerator", "startColor", or: SIMD4(0.0, 0.0, 0.0, 1.0)) }
            nonmutating set { node.setBuiltIn("LinearGradientGenerator", "startColor", newValue) }
        }

        /// The colour at the end point and beyond it. SIMD4(1.0, 1.0, 1.0, 1.0) by default.
        public var endColor: SIMD4<Float> {
            get { node.builtInValue("LinearGradientGenerator", "endColor", or: SIMD4(1.0, 1.0, 1.0, 1.0)) }
            nonmutating set { node.setBuiltIn("LinearGradientGenerator", "endColor", newValue) }
        }
    }
}

extension EffectNode {
    /// `LookupFilter`'s parameters on this node, typed; a node of another effect refuses their values.
    public var lookupFilter: BuiltInParameters.LookupFilter { BuiltInParameters.LookupFilter(node: self) }
}

extension BuiltInParameters {
    /// `LookupFilter`'s parameters on a node: Recolours through GPUImage's 512x512 lookup image (8x8 tiles of 64x64), given as lookupImage=FILE.png.
    public struct LookupFilter: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// How much of the looked-up colour replaces the original. In 0…1. 1.0 by default.
        public var intensity: Float {
            get { node.builtInValue("LookupFilter", "intensity", or: 1.0) }
            nonmutating set { node.setBuiltIn("LookupFilter", "intensity", newValue) }
        }
    }
}

extension EffectNode {
    /// `LowPassFilter`'s parameters on this node, typed; a node of another effect refuses their values.
    public var lowPassFilter: BuiltInParameters.LowPassFilter { BuiltInParameters.LowPassFilter(node: self) }
}

extension BuiltInParameters {
    /// `LowPassFilter`'s parameters on a node: Smooths changes over time: each frame mixed with the filter's own previous output, as GPUImage2's LowPassFilter (the first frame is the input).
    public struct LowPassFilter: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// How much of the previous output is kept: 0 shows the input, nearer 1 trails longer. In 0…1. 0.5 by default.
        public var strength: Float {
            get { node.builtInValue("LowPassFilter", "strength", or: 0.5) }
            nonmutating set { node.setBuiltIn("LowPassFilter", "strength", newValue) }
        }
    }
}

extension EffectNode {
    /// `LuminanceRangeReduction`'s parameters on this node, typed; a node of another effect refuses their values.
    public var luminanceRangeReduction: BuiltInParameters.LuminanceRangeReduction { BuiltInParameters.LuminanceRangeReduction(node: self) }
}

extension BuiltInParameters {
    /// `LuminanceRangeReduction`'s parameters on a node: Pulls colours towards mid-grey luminance, narrowing the tonal range, as GPUImage's LuminanceRangeReduction.
    public struct LuminanceRangeReduction: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// How far each colour moves towards luminance 0.5: 0 keeps the image. In 0…1. 0.6 by default.
        public var rangeReductionFactor: Float {
            get { node.builtInValue("LuminanceRangeReduction", "rangeReductionFactor", or: 0.6) }
            nonmutating set { node.setBuiltIn("LuminanceRangeReduction", "rangeReductionFactor", newValue) }
        }
    }
}

extension EffectNode {
    /// `LuminanceThreshold`'s parameters on this node, typed; a node of another effect refuses their values.
    public var luminanceThreshold: BuiltInParameters.LuminanceThreshold { BuiltInParameters.LuminanceThreshold(node: self) }
}

extension BuiltInParameters {
    /// `LuminanceThreshold`'s parameters on a node: White where luminance reaches the threshold, black elsewhere, as GPUImage's LuminanceThreshold.
    public struct LuminanceThreshold: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// The luminance that turns a pixel white. In 0…1. 0.5 by default.
        public var threshold: Float {
            get { node.builtInValue("LuminanceThreshold", "threshold", or: 0.5) }
            nonmutating set { node.setBuiltIn("LuminanceThreshold", "threshold", newValue) }
        }
    }
}

extension EffectNode {
    /// `MonochromeFilter`'s parameters on this node, typed; a node of another effect refuses their values.
    public var monochromeFilter: BuiltInParameters.MonochromeFilter { BuiltInParameters.MonochromeFilter(node: self) }
}

extension BuiltInParameters {
    /// `MonochromeFilter`'s parameters on a node: Tints the image's luminance with one colour (an overlay), as GPUImage's MonochromeFilter.
    public struct MonochromeFilter: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// How much of the tinted image replaces the original. In 0…1. 1.0 by default.
        public var intensity: Float {
            get { node.builtInValue("MonochromeFilter", "intensity", or: 1.0) }
            nonmutating set { node.setBuiltIn("MonochromeFilter", "intensity", newValue) }
        }

        /// The colour the luminance is tinted with. SIMD4(0.6, 0.45, 0.3, 1.0) by default.
        public var color: SIMD4<Float> {
            get { node.builtInValue("MonochromeFilter", "color", or: SIMD4(0.6, 0.45, 0.3, 1.0)) }
            nonmutating set { node.setBuiltIn("MonochromeFilter", "color", newValue) }
        }
    }
}

extension EffectNode {
    /// `MotionBlur`'s parameters on this node, typed; a node of another effect refuses their values.
    public var motionBlur: BuiltInParameters.MotionBlur { BuiltInParameters.MotionBlur(node: self) }
}

extension BuiltInParameters {
    /// `MotionBlur`'s parameters on a node: Blurs along one direction, as a moving camera does, as GPUImage's MotionBlur.
    public struct MotionBlur: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// The distance between taps, in pixels scaled by height / width as GPUImage scales it. In 0…100. 2.5 by default.
        public var blurSize: Float {
            get { node.builtInValue("MotionBlur", "blurSize", or: 2.5) }
            nonmutating set { node.setBuiltIn("MotionBlur", "blurSize", newValue) }
        }

        /// The direction in degrees: 0 is horizontal, 90 points down the image. In -360…360. 0.0 by default.
        public var blurAngle: Float {
            get { node.builtInValue("MotionBlur", "blurAngle", or: 0.0) }
            nonmutating set { node.setBuiltIn("MotionBlur", "blurAngle", newValue) }
        }
    }
}

extension EffectNode {
    /// `OpacityAdjustment`'s parameters on this node, typed; a node of another effect refuses their values.
    public var opacityAdjustment: BuiltInParameters.OpacityAdjustment { BuiltInParameters.OpacityAdjustment(node: self) }
}

extension BuiltInParameters {
    /// `OpacityAdjustment`'s parameters on a node: Multiplies alpha by a factor, as GPUImage's OpacityAdjustment.
    public struct OpacityAdjustment: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// Factor for alpha; 1 keeps the image, 0 makes it transparent. In 0…1. 1.0 by default.
        public var opacity: Float {
            get { node.builtInValue("OpacityAdjustment", "opacity", or: 1.0) }
            nonmutating set { node.setBuiltIn("OpacityAdjustment", "opacity", newValue) }
        }
    }
}

extension EffectNode {
    /// `OpeningFilter`'s parameters on this node, typed; a node of another effect refuses their values.
    public var openingFilter: BuiltInParameters.OpeningFilter { BuiltInParameters.OpeningFilter(node: self) }
}

extension BuiltInParameters {
    /// `OpeningFilter`'s parameters on a node: The red channel in grey after an erosion then a dilation, which removes bright specks smaller than the square, as GPUImage2's OpeningFilter.
    public struct OpeningFilter: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// The square's half-width in pixels. In 1…4. 1 by default.
        public var radius: Int {
            get { node.builtInValue("OpeningFilter", "radius", or: 1) }
            nonmutating set { node.setBuiltIn("OpeningFilter", "radius", Int32(clamping: newValue)) }
        }
    }
}

extension EffectNode {
    /// `PerlinNoiseGenerator`'s parameters on this node, typed; a node of another effect refuses their values.
    public var perlinNoiseGenerator: BuiltInParameters.PerlinNoiseGenerator { BuiltInParameters.PerlinNoiseGenerator(node: self) }
}

extension BuiltInParameters {
    /// `PerlinNoiseGenerator`'s parameters on a node: Classic Perlin gradient noise shading between two colours, as GPUImage's PerlinNoiseFilter (the same lattice hash, so the same pattern).
    public struct PerlinNoiseGenerator: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// The colour where the noise is lowest. SIMD4(0.0, 0.0, 0.0, 1.0) by default.
        public var colorStart: SIMD4<Float> {
            get { node.builtInValue("PerlinNoiseGenerator", "colorStart", or: SIMD4(0.0, 0.0, 0.0, 1.0)) }
            nonmutating set { node.setBuiltIn("PerlinNoiseGenerator", "colorStart", newValue) }
        }

        /// The colour where the noise is highest. SIMD4(1.0, 1.0, 1.0, 1.0) by default.
        public var colorFinish: SIMD4<Float> {
            get { node.builtInValue("PerlinNoiseGenerator", "colorFinish", or: SIMD4(1.0, 1.0, 1.0, 1.0)) }
            nonmutating set { node.setBuiltIn("PerlinNoiseGenerator", "colorFinish", newValue) }
        }

        /// Lattice cells across the image (and down it); more cells make finer noise. In 0…1000. 8.0 by default.
        public var scale: Float {
            get { node.builtInValue("PerlinNoiseGenerator", "scale", or: 8.0) }
            nonmutating set { node.setBuiltIn("PerlinNoiseGenerator", "scale", newValue) }
        }
    }
}

extension EffectNode {
    /// `PinchDistortion`'s parameters on this node, typed; a node of another effect refuses their values.
    public var pinchDistortion: BuiltInParameters.PinchDistortion { BuiltInParameters.PinchDistortion(node: self) }
}

extension BuiltInParameters {
    /// `PinchDistortion`'s parameters on a node: Pinches the image towards a centre (or, with a negative scale, stretches it out), as GPUImage's PinchDistortion.
    public struct PinchDistortion: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// The centre of the pinch, in GPUImage's coordinates (0,0 is the top-left corner). SIMD2(0.5, 0.5) by default.
        public var center: SIMD2<Float> {
            get { node.builtInValue("PinchDistortion", "center", or: SIMD2(0.5, 0.5)) }
            nonmutating set { node.setBuiltIn("PinchDistortion", "center", newValue) }
        }

        /// How far from the centre the pinch reaches, as a fraction of the image width. In 0…2. 1.0 by default.
        public var radius: Float {
            get { node.builtInValue("PinchDistortion", "radius", or: 1.0) }
            nonmutating set { node.setBuiltIn("PinchDistortion", "radius", newValue) }
        }

        /// The amount of distortion. In -2…2. 1.0 by default.
        public var scale: Float {
            get { node.builtInValue("PinchDistortion", "scale", or: 1.0) }
            nonmutating set { node.setBuiltIn("PinchDistortion", "scale", newValue) }
        }
    }
}

extension EffectNode {
    /// `Pixellate`'s parameters on this node, typed; a node of another effect refuses their values.
    public var pixellate: BuiltInParameters.Pixellate { BuiltInParameters.Pixellate(node: self) }
}

extension BuiltInParameters {
    /// `Pixellate`'s parameters on a node: Square cells of one colour, as GPUImage's Pixellate and ffmpeg's pixelize.
    public struct Pixellate: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// Cell width as a fraction of the image width; cells stay square in pixels. In 0…1. 0.05 by default.
        public var fractionalWidthOfAPixel: Float {
            get { node.builtInValue("Pixellate", "fractionalWidthOfAPixel", or: 0.05) }
            nonmutating set { node.setBuiltIn("Pixellate", "fractionalWidthOfAPixel", newValue) }
        }

        /// Read each cell's centre bilinearly (GPUImage) instead of the texel that contains it (ffmpeg). false by default.
        public var smooth: Bool {
            get { node.builtInValue("Pixellate", "smooth", or: false) }
            nonmutating set { node.setBuiltIn("Pixellate", "smooth", newValue) }
        }
    }
}

extension EffectNode {
    /// `PolarPixellate`'s parameters on this node, typed; a node of another effect refuses their values.
    public var polarPixellate: BuiltInParameters.PolarPixellate { BuiltInParameters.PolarPixellate(node: self) }
}

extension BuiltInParameters {
    /// `PolarPixellate`'s parameters on a node: Pixellates in polar coordinates around a centre: rings and sectors of one colour, as GPUImage's PolarPixellate.
    public struct PolarPixellate: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// The centre of the rings, in GPUImage's coordinates (0,0 is the top-left corner). SIMD2(0.5, 0.5) by default.
        public var center: SIMD2<Float> {
            get { node.builtInValue("PolarPixellate", "center", or: SIMD2(0.5, 0.5)) }
            nonmutating set { node.setBuiltIn("PolarPixellate", "center", newValue) }
        }

        /// Ring width (in half-widths of the image) and sector angle (in radians); 0 leaves that direction whole. SIMD2(0.05, 0.05) by default.
        public var pixelSize: SIMD2<Float> {
            get { node.builtInValue("PolarPixellate", "pixelSize", or: SIMD2(0.05, 0.05)) }
            nonmutating set { node.setBuiltIn("PolarPixellate", "pixelSize", newValue) }
        }
    }
}

extension EffectNode {
    /// `PolkaDot`'s parameters on this node, typed; a node of another effect refuses their values.
    public var polkaDot: BuiltInParameters.PolkaDot { BuiltInParameters.PolkaDot(node: self) }
}

extension BuiltInParameters {
    /// `PolkaDot`'s parameters on a node: Round dots over a grid of square cells, each the colour of its cell's centre, on black, as GPUImage's PolkaDot.
    public struct PolkaDot: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// Cell width as a fraction of the image width (at least one pixel); cells stay square in pixels. In 0…1. 0.01 by default.
        public var fractionalWidthOfAPixel: Float {
            get { node.builtInValue("PolkaDot", "fractionalWidthOfAPixel", or: 0.01) }
            nonmutating set { node.setBuiltIn("PolkaDot", "fractionalWidthOfAPixel", newValue) }
        }

        /// Dot diameter as a fraction of the cell width. In 0…1. 0.9 by default.
        public var dotScaling: Float {
            get { node.builtInValue("PolkaDot", "dotScaling", or: 0.9) }
            nonmutating set { node.setBuiltIn("PolkaDot", "dotScaling", newValue) }
        }
    }
}

extension EffectNode {
    /// `Posterize`'s parameters on this node, typed; a node of another effect refuses their values.
    public var posterize: BuiltInParameters.Posterize { BuiltInParameters.Posterize(node: self) }
}

extension BuiltInParameters {
    /// `Posterize`'s parameters on a node: Rounds each channel to a number of levels, as GPUImage's Posterize.
    public struct Posterize: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// Levels per channel. In 1…256. 10.0 by default.
        public var colorLevels: Float {
            get { node.builtInValue("Posterize", "colorLevels", or: 10.0) }
            nonmutating set { node.setBuiltIn("Posterize", "colorLevels", newValue) }
        }
    }
}

extension EffectNode {
    /// `PrewittEdgeDetection`'s parameters on this node, typed; a node of another effect refuses their values.
    public var prewittEdgeDetection: BuiltInParameters.PrewittEdgeDetection { BuiltInParameters.PrewittEdgeDetection(node: self) }
}

extension BuiltInParameters {
    /// `PrewittEdgeDetection`'s parameters on a node: Edges in white on black: the Prewitt gradient's length of the red channel, as GPUImage2's PrewittEdgeDetection (put Luminance before it for the edges of all colours).
    public struct PrewittEdgeDetection: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// Scales the gradient; higher values show fainter edges and saturate strong ones. In 0…10. 1.0 by default.
        public var edgeStrength: Float {
            get { node.builtInValue("PrewittEdgeDetection", "edgeStrength", or: 1.0) }
            nonmutating set { node.setBuiltIn("PrewittEdgeDetection", "edgeStrength", newValue) }
        }
    }
}

extension EffectNode {
    /// `RGBAdjustment`'s parameters on this node, typed; a node of another effect refuses their values.
    public var rgbAdjustment: BuiltInParameters.RGBAdjustment { BuiltInParameters.RGBAdjustment(node: self) }
}

extension BuiltInParameters {
    /// `RGBAdjustment`'s parameters on a node: Multiplies red, green and blue by a factor each, as GPUImage's RGBAdjustment.
    public struct RGBAdjustment: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// Factor for red; 1 keeps it. In 0…10. 1.0 by default.
        public var red: Float {
            get { node.builtInValue("RGBAdjustment", "red", or: 1.0) }
            nonmutating set { node.setBuiltIn("RGBAdjustment", "red", newValue) }
        }

        /// Factor for green; 1 keeps it. In 0…10. 1.0 by default.
        public var green: Float {
            get { node.builtInValue("RGBAdjustment", "green", or: 1.0) }
            nonmutating set { node.setBuiltIn("RGBAdjustment", "green", newValue) }
        }

        /// Factor for blue; 1 keeps it. In 0…10. 1.0 by default.
        public var blue: Float {
            get { node.builtInValue("RGBAdjustment", "blue", or: 1.0) }
            nonmutating set { node.setBuiltIn("RGBAdjustment", "blue", newValue) }
        }
    }
}

extension EffectNode {
    /// `RadialGradientGenerator`'s parameters on this node, typed; a node of another effect refuses their values.
    public var radialGradientGenerator: BuiltInParameters.RadialGradientGenerator { BuiltInParameters.RadialGradientGenerator(node: self) }
}

extension BuiltInParameters {
    /// `RadialGradientGenerator`'s parameters on a node: A round gradient from an inner colour at a centre to an outer colour at a radius and beyond.
    public struct RadialGradientGenerator: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// The centre, in GPUImage's coordinates (0,0 is the top-left corner). SIMD2(0.5, 0.5) by default.
        public var center: SIMD2<Float> {
            get { node.builtInValue("RadialGradientGenerator", "center", or: SIMD2(0.5, 0.5)) }
            nonmutating set { node.setBuiltIn("RadialGradientGenerator", "center", newValue) }
        }

        /// Where outerColor is reached, as a fraction of the image width (the gradient is round in pixels). In 0…4. 0.5 by default.
        public var radius: Float {
            get { node.builtInValue("RadialGradientGenerator", "radius", or: 0.5) }
            nonmutating set { node.setBuiltIn("RadialGradientGenerator", "radius", newValue) }
        }

        /// The colour at the centre. SIMD4(1.0, 1.0, 1.0, 1.0) by default.
        public var innerColor: SIMD4<Float> {
            get { node.builtInValue("RadialGradientGenerator", "innerColor", or: SIMD4(1.0, 1.0, 1.0, 1.0)) }
            nonmutating set { node.setBuiltIn("RadialGradientGenerator", "innerColor", newValue) }
        }

        /// The colour at the radius and beyond. SIMD4(0.0, 0.0, 0.0, 1.0) by default.
        public var outerColor: SIMD4<Float> {
            get { node.builtInValue("RadialGradientGenerator", "outerColor", or: SIMD4(0.0, 0.0, 0.0, 1.0)) }
            nonmutating set { node.setBuiltIn("RadialGradientGenerator", "outerColor", newValue) }
        }
    }
}

extension EffectNode {
    /// `SaturationAdjustment`'s parameters on this node, typed; a node of another effect refuses their values.
    public var saturationAdjustment: BuiltInParameters.SaturationAdjustment { BuiltInParameters.SaturationAdjustment(node: self) }
}

extension BuiltInParameters {
    /// `SaturationAdjustment`'s parameters on a node: Mixes each colour with its luminance, as GPUImage's SaturationAdjustment.
    public struct SaturationAdjustment: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// 0 is grey, 1 keeps the image, 2 doubles the colourfulness. In 0…2. 1.0 by default.
        public var saturation: Float {
            get { node.builtInValue("SaturationAdjustment", "saturation", or: 1.0) }
            nonmutating set { node.setBuiltIn("SaturationAdjustment", "saturation", newValue) }
        }
    }
}

extension EffectNode {
    /// `SepiaToneFilter`'s parameters on this node, typed; a node of another effect refuses their values.
    public var sepiaToneFilter: BuiltInParameters.SepiaToneFilter { BuiltInParameters.SepiaToneFilter(node: self) }
}

extension BuiltInParameters {
    /// `SepiaToneFilter`'s parameters on a node: Brown-toned old-photo colours, as GPUImage's SepiaToneFilter.
    public struct SepiaToneFilter: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// How much of the sepia tone replaces the original colours. In 0…1. 1.0 by default.
        public var intensity: Float {
            get { node.builtInValue("SepiaToneFilter", "intensity", or: 1.0) }
            nonmutating set { node.setBuiltIn("SepiaToneFilter", "intensity", newValue) }
        }
    }
}

extension EffectNode {
    /// `Sharpen`'s parameters on this node, typed; a node of another effect refuses their values.
    public var sharpen: BuiltInParameters.Sharpen { BuiltInParameters.Sharpen(node: self) }
}

extension BuiltInParameters {
    /// `Sharpen`'s parameters on a node: Sharpens by subtracting the four neighbours from the amplified centre, as GPUImage's Sharpen.
    public struct Sharpen: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// The amount; 0 keeps the image, negative values soften it. In -4…4. 0.0 by default.
        public var sharpness: Float {
            get { node.builtInValue("Sharpen", "sharpness", or: 0.0) }
            nonmutating set { node.setBuiltIn("Sharpen", "sharpness", newValue) }
        }
    }
}

extension EffectNode {
    /// `SketchFilter`'s parameters on this node, typed; a node of another effect refuses their values.
    public var sketchFilter: BuiltInParameters.SketchFilter { BuiltInParameters.SketchFilter(node: self) }
}

extension BuiltInParameters {
    /// `SketchFilter`'s parameters on a node: A pencil sketch: Sobel edges of the red channel in black on white, as GPUImage2's SketchFilter (put Luminance before it for the edges of all colours).
    public struct SketchFilter: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// Scales the gradient; higher values show fainter edges and saturate strong ones. In 0…10. 1.0 by default.
        public var edgeStrength: Float {
            get { node.builtInValue("SketchFilter", "edgeStrength", or: 1.0) }
            nonmutating set { node.setBuiltIn("SketchFilter", "edgeStrength", newValue) }
        }
    }
}

extension EffectNode {
    /// `SmoothToonFilter`'s parameters on this node, typed; a node of another effect refuses their values.
    public var smoothToonFilter: BuiltInParameters.SmoothToonFilter { BuiltInParameters.SmoothToonFilter(node: self) }
}

extension BuiltInParameters {
    /// `SmoothToonFilter`'s parameters on a node: ToonFilter after a Gaussian blur, for smoother outlines and fewer specks, as GPUImage2's SmoothToonFilter.
    public struct SmoothToonFilter: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// The blur's sigma in pixels, rounded to a whole pixel. In 0…256. 2.0 by default.
        public var blurRadiusInPixels: Float {
            get { node.builtInValue("SmoothToonFilter", "blurRadiusInPixels", or: 2.0) }
            nonmutating set { node.setBuiltIn("SmoothToonFilter", "blurRadiusInPixels", newValue) }
        }

        /// The gradient length that draws an outline; lower draws more. In 0…1. 0.2 by default.
        public var threshold: Float {
            get { node.builtInValue("SmoothToonFilter", "threshold", or: 0.2) }
            nonmutating set { node.setBuiltIn("SmoothToonFilter", "threshold", newValue) }
        }

        /// Levels per colour channel. In 1…256. 10.0 by default.
        public var quantizationLevels: Float {
            get { node.builtInValue("SmoothToonFilter", "quantizationLevels", or: 10.0) }
            nonmutating set { node.setBuiltIn("SmoothToonFilter", "quantizationLevels", newValue) }
        }
    }
}

extension EffectNode {
    /// `SobelEdgeDetection`'s parameters on this node, typed; a node of another effect refuses their values.
    public var sobelEdgeDetection: BuiltInParameters.SobelEdgeDetection { BuiltInParameters.SobelEdgeDetection(node: self) }
}

extension BuiltInParameters {
    /// `SobelEdgeDetection`'s parameters on a node: Edges in white on black: the Sobel gradient's length of the red channel, as GPUImage2's SobelEdgeDetection (put Luminance before it for the edges of all colours).
    public struct SobelEdgeDetection: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// Scales the gradient; higher values show fainter edges and saturate strong ones. In 0…10. 1.0 by default.
        public var edgeStrength: Float {
            get { node.builtInValue("SobelEdgeDetection", "edgeStrength", or: 1.0) }
            nonmutating set { node.setBuiltIn("SobelEdgeDetection", "edgeStrength", newValue) }
        }
    }
}

extension EffectNode {
    /// `Solarize`'s parameters on this node, typed; a node of another effect refuses their values.
    public var solarize: BuiltInParameters.Solarize { BuiltInParameters.Solarize(node: self) }
}

extension BuiltInParameters {
    /// `Solarize`'s parameters on a node: Inverts the colours of pixels whose luminance is at most the threshold, as GPUImage's Solarize.
    public struct Solarize: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// Pixels with luminance up to this are inverted. In 0…1. 0.5 by default.
        public var threshold: Float {
            get { node.builtInValue("Solarize", "threshold", or: 0.5) }
            nonmutating set { node.setBuiltIn("Solarize", "threshold", newValue) }
        }
    }
}

extension EffectNode {
    /// `SolidColorGenerator`'s parameters on this node, typed; a node of another effect refuses their values.
    public var solidColorGenerator: BuiltInParameters.SolidColorGenerator { BuiltInParameters.SolidColorGenerator(node: self) }
}

extension BuiltInParameters {
    /// `SolidColorGenerator`'s parameters on a node: One colour everywhere, as GPUImage's SolidColorGenerator.
    public struct SolidColorGenerator: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// The colour; its alpha is kept. SIMD4(0.0, 0.0, 0.0, 1.0) by default.
        public var color: SIMD4<Float> {
            get { node.builtInValue("SolidColorGenerator", "color", or: SIMD4(0.0, 0.0, 0.0, 1.0)) }
            nonmutating set { node.setBuiltIn("SolidColorGenerator", "color", newValue) }
        }
    }
}

extension EffectNode {
    /// `SphereRefraction`'s parameters on this node, typed; a node of another effect refuses their values.
    public var sphereRefraction: BuiltInParameters.SphereRefraction { BuiltInParameters.SphereRefraction(node: self) }
}

extension BuiltInParameters {
    /// `SphereRefraction`'s parameters on a node: The image seen, upside down, through a glass sphere; transparent outside it, as GPUImage's SphereRefraction.
    public struct SphereRefraction: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// The sphere's centre, in GPUImage's coordinates (0,0 is the top-left corner). SIMD2(0.5, 0.5) by default.
        public var center: SIMD2<Float> {
            get { node.builtInValue("SphereRefraction", "center", or: SIMD2(0.5, 0.5)) }
            nonmutating set { node.setBuiltIn("SphereRefraction", "center", newValue) }
        }

        /// The sphere's radius, as a fraction of the image width. In 0…1. 0.25 by default.
        public var radius: Float {
            get { node.builtInValue("SphereRefraction", "radius", or: 0.25) }
            nonmutating set { node.setBuiltIn("SphereRefraction", "radius", newValue) }
        }

        /// The index of refraction (the ratio, as GLSL's refract takes it). In 0…1. 0.71 by default.
        public var refractiveIndex: Float {
            get { node.builtInValue("SphereRefraction", "refractiveIndex", or: 0.71) }
            nonmutating set { node.setBuiltIn("SphereRefraction", "refractiveIndex", newValue) }
        }
    }
}

extension EffectNode {
    /// `StretchDistortion`'s parameters on this node, typed; a node of another effect refuses their values.
    public var stretchDistortion: BuiltInParameters.StretchDistortion { BuiltInParameters.StretchDistortion(node: self) }
}

extension BuiltInParameters {
    /// `StretchDistortion`'s parameters on a node: Stretches the middle of the image out from a centre, squeezing the edges, as GPUImage's StretchDistortion.
    public struct StretchDistortion: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// The centre of the stretch, in GPUImage's coordinates (0,0 is the top-left corner). SIMD2(0.5, 0.5) by default.
        public var center: SIMD2<Float> {
            get { node.builtInValue("StretchDistortion", "center", or: SIMD2(0.5, 0.5)) }
            nonmutating set { node.setBuiltIn("StretchDistortion", "center", newValue) }
        }
    }
}

extension EffectNode {
    /// `SwirlDistortion`'s parameters on this node, typed; a node of another effect refuses their values.
    public var swirlDistortion: BuiltInParameters.SwirlDistortion { BuiltInParameters.SwirlDistortion(node: self) }
}

extension BuiltInParameters {
    /// `SwirlDistortion`'s parameters on a node: Twists the image around a centre, most at the centre and not at all from the radius out, as GPUImage's SwirlDistortion.
    public struct SwirlDistortion: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// The centre of the twist, in GPUImage's coordinates (0,0 is the top-left corner). SIMD2(0.5, 0.5) by default.
        public var center: SIMD2<Float> {
            get { node.builtInValue("SwirlDistortion", "center", or: SIMD2(0.5, 0.5)) }
            nonmutating set { node.setBuiltIn("SwirlDistortion", "center", newValue) }
        }

        /// How far from the centre the twist reaches, as a fraction of the image. In 0…2. 0.5 by default.
        public var radius: Float {
            get { node.builtInValue("SwirlDistortion", "radius", or: 0.5) }
            nonmutating set { node.setBuiltIn("SwirlDistortion", "radius", newValue) }
        }

        /// The amount of twist: the centre turns by 8 × angle radians. In -10…10. 1.0 by default.
        public var angle: Float {
            get { node.builtInValue("SwirlDistortion", "angle", or: 1.0) }
            nonmutating set { node.setBuiltIn("SwirlDistortion", "angle", newValue) }
        }
    }
}

extension EffectNode {
    /// `ThresholdSketchFilter`'s parameters on this node, typed; a node of another effect refuses their values.
    public var thresholdSketchFilter: BuiltInParameters.ThresholdSketchFilter { BuiltInParameters.ThresholdSketchFilter(node: self) }
}

extension BuiltInParameters {
    /// `ThresholdSketchFilter`'s parameters on a node: A pencil sketch: black where the Sobel gradient of the red channel (each component's positive part) reaches a threshold, white elsewhere, as GPUImage2's ThresholdSketchFilter.
    public struct ThresholdSketchFilter: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// Scales the gradient; higher values show fainter edges and saturate strong ones. In 0…10. 1.0 by default.
        public var edgeStrength: Float {
            get { node.builtInValue("ThresholdSketchFilter", "edgeStrength", or: 1.0) }
            nonmutating set { node.setBuiltIn("ThresholdSketchFilter", "edgeStrength", newValue) }
        }

        /// The scaled gradient length that makes an edge. In 0…1. 0.25 by default.
        public var threshold: Float {
            get { node.builtInValue("ThresholdSketchFilter", "threshold", or: 0.25) }
            nonmutating set { node.setBuiltIn("ThresholdSketchFilter", "threshold", newValue) }
        }
    }
}

extension EffectNode {
    /// `ThresholdSobelEdgeDetection`'s parameters on this node, typed; a node of another effect refuses their values.
    public var thresholdSobelEdgeDetection: BuiltInParameters.ThresholdSobelEdgeDetection { BuiltInParameters.ThresholdSobelEdgeDetection(node: self) }
}

extension BuiltInParameters {
    /// `ThresholdSobelEdgeDetection`'s parameters on a node: Edges in white on black where the Sobel gradient of the red channel (each component's positive part) reaches a threshold, as GPUImage2's ThresholdSobelEdgeDetection.
    public struct ThresholdSobelEdgeDetection: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// Scales the gradient; higher values show fainter edges and saturate strong ones. In 0…10. 1.0 by default.
        public var edgeStrength: Float {
            get { node.builtInValue("ThresholdSobelEdgeDetection", "edgeStrength", or: 1.0) }
            nonmutating set { node.setBuiltIn("ThresholdSobelEdgeDetection", "edgeStrength", newValue) }
        }

        /// The scaled gradient length that makes an edge. In 0…1. 0.25 by default.
        public var threshold: Float {
            get { node.builtInValue("ThresholdSobelEdgeDetection", "threshold", or: 0.25) }
            nonmutating set { node.setBuiltIn("ThresholdSobelEdgeDetection", "threshold", newValue) }
        }
    }
}

extension EffectNode {
    /// `TiltShift`'s parameters on this node, typed; a node of another effect refuses their values.
    public var tiltShift: BuiltInParameters.TiltShift { BuiltInParameters.TiltShift(node: self) }
}

extension BuiltInParameters {
    /// `TiltShift`'s parameters on a node: A band of the image in focus between two heights, blurred above and below, as GPUImage2's TiltShift.
    public struct TiltShift: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// The Gaussian's sigma in pixels outside the band, rounded to a whole pixel. In 0…256. 7.0 by default.
        public var blurRadiusInPixels: Float {
            get { node.builtInValue("TiltShift", "blurRadiusInPixels", or: 7.0) }
            nonmutating set { node.setBuiltIn("TiltShift", "blurRadiusInPixels", newValue) }
        }

        /// Where the band in focus begins, from the top (0) to the bottom (1). In 0…1. 0.4 by default.
        public var topFocusLevel: Float {
            get { node.builtInValue("TiltShift", "topFocusLevel", or: 0.4) }
            nonmutating set { node.setBuiltIn("TiltShift", "topFocusLevel", newValue) }
        }

        /// Where the band in focus ends, from the top. In 0…1. 0.6 by default.
        public var bottomFocusLevel: Float {
            get { node.builtInValue("TiltShift", "bottomFocusLevel", or: 0.6) }
            nonmutating set { node.setBuiltIn("TiltShift", "bottomFocusLevel", newValue) }
        }

        /// How far, as a fraction of the height, the blur takes to come in fully. In 0…1. 0.2 by default.
        public var focusFallOffRate: Float {
            get { node.builtInValue("TiltShift", "focusFallOffRate", or: 0.2) }
            nonmutating set { node.setBuiltIn("TiltShift", "focusFallOffRate", newValue) }
        }
    }
}

extension EffectNode {
    /// `ToonFilter`'s parameters on this node, typed; a node of another effect refuses their values.
    public var toonFilter: BuiltInParameters.ToonFilter { BuiltInParameters.ToonFilter(node: self) }
}

extension BuiltInParameters {
    /// `ToonFilter`'s parameters on a node: A cartoon: colours posterized, and black where the Sobel gradient of the red channel reaches a threshold, as GPUImage's ToonFilter.
    public struct ToonFilter: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// The gradient length that draws an outline; lower draws more. In 0…1. 0.2 by default.
        public var threshold: Float {
            get { node.builtInValue("ToonFilter", "threshold", or: 0.2) }
            nonmutating set { node.setBuiltIn("ToonFilter", "threshold", newValue) }
        }

        /// Levels per colour channel. In 1…256. 10.0 by default.
        public var quantizationLevels: Float {
            get { node.builtInValue("ToonFilter", "quantizationLevels", or: 10.0) }
            nonmutating set { node.setBuiltIn("ToonFilter", "quantizationLevels", newValue) }
        }
    }
}

extension EffectNode {
    /// `TransformOperation`'s parameters on this node, typed; a node of another effect refuses their values.
    public var transformOperation: BuiltInParameters.TransformOperation { BuiltInParameters.TransformOperation(node: self) }
}

extension BuiltInParameters {
    /// `TransformOperation`'s parameters on a node: Draws the image through a 2D or 3D transform (perspective included), on a background, as GPUImage's TransformOperation.
    public struct TransformOperation: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// The 4x4 matrix in GPUImage's Matrix4x4(rowMajorValues:) order, a CATransform3D's m11 m12 … m44: points are row vectors, so the translation is m41, m42, m43 and perspective is m34 = -1 / distance. Units: the image is 2 wide, centred on 0 (anchored at its top-left corner: 1 wide), y growing downwards. [1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0] by default.
        public var transform: [Float] {
            get { node.builtInValue("TransformOperation", "transform", or: [1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0]) }
            nonmutating set { node.setBuiltIn("TransformOperation", "transform", ParameterValue.mat4(newValue)) }
        }

        /// Transform about the image's top-left corner instead of its centre. false by default.
        public var anchorTopLeft: Bool {
            get { node.builtInValue("TransformOperation", "anchorTopLeft", or: false) }
            nonmutating set { node.setBuiltIn("TransformOperation", "anchorTopLeft", newValue) }
        }

        /// Make the image 2 high as well as 2 wide (not square units), as GPUImage does with this set. false by default.
        public var ignoreAspectRatio: Bool {
            get { node.builtInValue("TransformOperation", "ignoreAspectRatio", or: false) }
            nonmutating set { node.setBuiltIn("TransformOperation", "ignoreAspectRatio", newValue) }
        }

        /// What shows where the transformed image does not reach; GPUImage clears to opaque black. SIMD4(0.0, 0.0, 0.0, 1.0) by default.
        public var backgroundColor: SIMD4<Float> {
            get { node.builtInValue("TransformOperation", "backgroundColor", or: SIMD4(0.0, 0.0, 0.0, 1.0)) }
            nonmutating set { node.setBuiltIn("TransformOperation", "backgroundColor", newValue) }
        }
    }
}

extension EffectNode {
    /// `UnsharpMask`'s parameters on this node, typed; a node of another effect refuses their values.
    public var unsharpMask: BuiltInParameters.UnsharpMask { BuiltInParameters.UnsharpMask(node: self) }
}

extension BuiltInParameters {
    /// `UnsharpMask`'s parameters on a node: Sharpens by pushing each pixel away from a Gaussian blur of the image, as GPUImage2's UnsharpMask.
    public struct UnsharpMask: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// The blur's sigma in pixels, rounded to a whole pixel. In 0…256. 4.0 by default.
        public var blurRadiusInPixels: Float {
            get { node.builtInValue("UnsharpMask", "blurRadiusInPixels", or: 4.0) }
            nonmutating set { node.setBuiltIn("UnsharpMask", "blurRadiusInPixels", newValue) }
        }

        /// The strength: 1 keeps the image, more sharpens, less softens. In 0…10. 1.0 by default.
        public var intensity: Float {
            get { node.builtInValue("UnsharpMask", "intensity", or: 1.0) }
            nonmutating set { node.setBuiltIn("UnsharpMask", "intensity", newValue) }
        }
    }
}

extension EffectNode {
    /// `Vibrance`'s parameters on this node, typed; a node of another effect refuses their values.
    public var vibrance: BuiltInParameters.Vibrance { BuiltInParameters.Vibrance(node: self) }
}

extension BuiltInParameters {
    /// `Vibrance`'s parameters on a node: Raises the saturation of dull colours more than of vivid ones, as GPUImage's Vibrance.
    public struct Vibrance: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// 0 keeps the image; positive makes dull colours vivid, negative dulls them. In -1.2…1.2. 0.0 by default.
        public var vibrance: Float {
            get { node.builtInValue("Vibrance", "vibrance", or: 0.0) }
            nonmutating set { node.setBuiltIn("Vibrance", "vibrance", newValue) }
        }
    }
}

extension EffectNode {
    /// `Vignette`'s parameters on this node, typed; a node of another effect refuses their values.
    public var vignette: BuiltInParameters.Vignette { BuiltInParameters.Vignette(node: self) }
}

extension BuiltInParameters {
    /// `Vignette`'s parameters on a node: Darkens the edges towards a colour from a centre outwards, as GPUImage's Vignette.
    public struct Vignette: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// Centre of the untouched area, in GPUImage's coordinates (0,0 is the top-left corner). SIMD2(0.5, 0.5) by default.
        public var center: SIMD2<Float> {
            get { node.builtInValue("Vignette", "center", or: SIMD2(0.5, 0.5)) }
            nonmutating set { node.setBuiltIn("Vignette", "center", newValue) }
        }

        /// The colour the edges fade to; its alpha scales the effect. SIMD4(0.0, 0.0, 0.0, 1.0) by default.
        public var color: SIMD4<Float> {
            get { node.builtInValue("Vignette", "color", or: SIMD4(0.0, 0.0, 0.0, 1.0)) }
            nonmutating set { node.setBuiltIn("Vignette", "color", newValue) }
        }

        /// Distance from the centre where the fade begins, in texture coordinates (1 = the image's width across, its height down). In 0…2. 0.3 by default.
        public var start: Float {
            get { node.builtInValue("Vignette", "start", or: 0.3) }
            nonmutating set { node.setBuiltIn("Vignette", "start", newValue) }
        }

        /// Distance where the edges reach the colour. In 0…2. 0.75 by default.
        public var end: Float {
            get { node.builtInValue("Vignette", "end", or: 0.75) }
            nonmutating set { node.setBuiltIn("Vignette", "end", newValue) }
        }
    }
}

extension EffectNode {
    /// `WhiteBalance`'s parameters on this node, typed; a node of another effect refuses their values.
    public var whiteBalance: BuiltInParameters.WhiteBalance { BuiltInParameters.WhiteBalance(node: self) }
}

extension BuiltInParameters {
    /// `WhiteBalance`'s parameters on a node: Warms or cools the image by a colour temperature in kelvin and shifts its green-magenta tint, as GPUImage's WhiteBalance.
    public struct WhiteBalance: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// Colour temperature in K: 5000 keeps the image, lower is cooler, higher warmer. In 2500…7500. 5000.0 by default.
        public var temperature: Float {
            get { node.builtInValue("WhiteBalance", "temperature", or: 5000.0) }
            nonmutating set { node.setBuiltIn("WhiteBalance", "temperature", newValue) }
        }

        /// Tint: -200 is very green, 200 very pink, 0 keeps the image. In -200…200. 0.0 by default.
        public var tint: Float {
            get { node.builtInValue("WhiteBalance", "tint", or: 0.0) }
            nonmutating set { node.setBuiltIn("WhiteBalance", "tint", newValue) }
        }
    }
}

extension EffectNode {
    /// `ZoomBlur`'s parameters on this node, typed; a node of another effect refuses their values.
    public var zoomBlur: BuiltInParameters.ZoomBlur { BuiltInParameters.ZoomBlur(node: self) }
}

extension BuiltInParameters {
    /// `ZoomBlur`'s parameters on a node: Blurs along the lines through a centre, as if zooming while exposing, as GPUImage's ZoomBlur.
    public struct ZoomBlur: Sendable {
        /// The node whose values these are.
        public let node: EffectNode

        /// The centre of the zoom, in GPUImage's coordinates (0,0 is the top-left corner). SIMD2(0.5, 0.5) by default.
        public var blurCenter: SIMD2<Float> {
            get { node.builtInValue("ZoomBlur", "blurCenter", or: SIMD2(0.5, 0.5)) }
            nonmutating set { node.setBuiltIn("ZoomBlur", "blurCenter", newValue) }
        }

        /// The blur's length: taps one hundredth of the distance to the centre apart, times this. In 0…10. 1.0 by default.
        public var blurSize: Float {
            get { node.builtInValue("ZoomBlur", "blurSize", or: 1.0) }
            nonmutating set { node.setBuiltIn("ZoomBlur", "blurSize", newValue) }
        }
    }
}
