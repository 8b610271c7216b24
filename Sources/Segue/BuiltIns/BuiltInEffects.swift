// swift-format-ignore-file
// Generated from the built-ins' headers by BuiltInSourceWriter; do not edit.
// Rewrite it with: SEGUE_WRITE_BUILT_INS=1 swift test --filter BuiltInTransitionTests

extension BuiltInEffect {
    /// `AdaptiveThreshold`: White where a pixel's luminance is at least its neighbourhood's mean less 0.05, black elsewhere, as GPUImage2's AdaptiveThreshold.
    ///
    /// - Parameters:
    ///   - blurRadiusInPixels: The half-width in pixels of the square the mean is taken over (BoxBlur's), rounded to a whole pixel. In 0…64.
    public static func adaptiveThreshold(blurRadiusInPixels: Float = 4.0) -> BuiltInEffect {
        BuiltInEffect("AdaptiveThreshold", [("blurRadiusInPixels", blurRadiusInPixels)])
    }

    /// `AddBlend`: Adds the second image to the first, saturating where the sum passes the alphas, as GPUImage's AddBlend.
    public static func addBlend() -> BuiltInEffect {
        BuiltInEffect("AddBlend", [])
    }

    /// `AlphaBlend`: Lays the second image over the first by its alpha times mix, keeping the first's alpha, as GPUImage's AlphaBlend.
    ///
    /// - Parameters:
    ///   - mix: How much of the second image shows where it is opaque. In 0…1.
    public static func alphaBlend(mix: Float = 0.5) -> BuiltInEffect {
        BuiltInEffect("AlphaBlend", [("mix", mix)])
    }

    /// `AverageLuminanceThreshold`: White where luminance reaches the image's own average luminance times thresholdMultiplier, black elsewhere, as GPUImage2's AverageLuminanceThreshold; the average is reduced on the GPU (segue apply measures it).
    ///
    /// - Parameters:
    ///   - thresholdMultiplier: The share of the average luminance a pixel must reach to turn white. In 0…4.
    ///   - averageLuminance: The input's average luminance, measured from it before drawing (from Swift, Engine.averageLuminance(of:) or Engine.measure(_:from:)). In 0…1.
    public static func averageLuminanceThreshold(thresholdMultiplier: Float = 1.0, averageLuminance: Float = 0.5) -> BuiltInEffect {
        BuiltInEffect("AverageLuminanceThreshold", [("thresholdMultiplier", thresholdMultiplier), ("averageLuminance", averageLuminance)])
    }

    /// `BilateralBlur`: A blur that keeps edges: 9 Gaussian taps a side, each weighed down by its colour distance from the centre, along x then y, as GPUImage2's BilateralBlur.
    ///
    /// - Parameters:
    ///   - distanceNormalizationFactor: How fast a tap's weight falls with its colour distance from the centre; higher keeps more edges. In 0…20.
    public static func bilateralBlur(distanceNormalizationFactor: Float = 8.0) -> BuiltInEffect {
        BuiltInEffect("BilateralBlur", [("distanceNormalizationFactor", distanceNormalizationFactor)])
    }

    /// `BoxBlur`: The mean over a square of 2r+1 pixels a side, in two separable passes, as GPUImage2's BoxBlur.
    ///
    /// - Parameters:
    ///   - blurRadiusInPixels: The square's half-width r in pixels, rounded to a whole pixel; 0 keeps the image. In 0…64.
    public static func boxBlur(blurRadiusInPixels: Float = 2.0) -> BuiltInEffect {
        BuiltInEffect("BoxBlur", [("blurRadiusInPixels", blurRadiusInPixels)])
    }

    /// `BrightnessAdjustment`: Adds a constant to red, green and blue, as GPUImage's BrightnessAdjustment.
    ///
    /// - Parameters:
    ///   - brightness: Amount added to each colour channel. In -1…1.
    public static func brightnessAdjustment(brightness: Float = 0.0) -> BuiltInEffect {
        BuiltInEffect("BrightnessAdjustment", [("brightness", brightness)])
    }

    /// `BulgeDistortion`: Magnifies (or, with a negative scale, shrinks) a round area around a centre, as GPUImage's BulgeDistortion.
    ///
    /// - Parameters:
    ///   - center: The centre of the bulge, in GPUImage's coordinates (0,0 is the top-left corner).
    ///   - radius: The bulge's radius, as a fraction of the image width. In 0…1.
    ///   - scale: The amount of distortion: positive bulges out, negative pinches in. In -1…1.
    public static func bulgeDistortion(center: SIMD2<Float> = SIMD2(0.5, 0.5), radius: Float = 0.25, scale: Float = 0.5) -> BuiltInEffect {
        BuiltInEffect("BulgeDistortion", [("center", center), ("radius", radius), ("scale", scale)])
    }

    /// `CGAColorspaceFilter`: Reduces the image to CGA's black, white, cyan and magenta over a 200x320 grid, as GPUImage's CGAColorspaceFilter.
    public static func cgaColorspaceFilter() -> BuiltInEffect {
        BuiltInEffect("CGAColorspaceFilter", [])
    }

    /// `CannyEdgeDetection`: Thin white edges on black: luminance, a Gaussian blur, the Sobel gradient, thinning across it and hysteresis between two thresholds, as GPUImage2's CannyEdgeDetection.
    ///
    /// - Parameters:
    ///   - blurRadiusInPixels: The blur's sigma in pixels, rounded to a whole pixel. In 0…256.
    ///   - upperThreshold: A gradient at least this strong is an edge. In 0…1.
    ///   - lowerThreshold: A gradient weaker than this is never one; between the two, an edge fades in. In 0…1.
    public static func cannyEdgeDetection(blurRadiusInPixels: Float = 2.0, upperThreshold: Float = 0.4, lowerThreshold: Float = 0.1) -> BuiltInEffect {
        BuiltInEffect("CannyEdgeDetection", [("blurRadiusInPixels", blurRadiusInPixels), ("upperThreshold", upperThreshold), ("lowerThreshold", lowerThreshold)])
    }

    /// `CheckerboardGenerator`: Squares of two colours alternating, counted from the top-left corner.
    ///
    /// - Parameters:
    ///   - squareSize: The side of a square, in pixels. In 1…4096.
    ///   - firstColor: The colour of the top-left square.
    ///   - secondColor: The other squares' colour.
    public static func checkerboardGenerator(squareSize: Float = 16.0, firstColor: SIMD4<Float> = SIMD4(1.0, 1.0, 1.0, 1.0), secondColor: SIMD4<Float> = SIMD4(0.0, 0.0, 0.0, 1.0)) -> BuiltInEffect {
        BuiltInEffect("CheckerboardGenerator", [("squareSize", squareSize), ("firstColor", firstColor), ("secondColor", secondColor)])
    }

    /// `ChromaKeyBlend`: Replaces the pixels of the first image near a key colour with the second image, comparing chroma only, as GPUImage's ChromaKeyBlend.
    ///
    /// - Parameters:
    ///   - thresholdSensitivity: How close in chroma a colour must be to the key to be replaced. In 0…1.
    ///   - smoothing: Width of the soft edge beyond the threshold. In 0…1.
    ///   - colorToReplace: The key colour.
    public static func chromaKeyBlend(thresholdSensitivity: Float = 0.4, smoothing: Float = 0.1, colorToReplace: SIMD4<Float> = SIMD4(0.0, 1.0, 0.0, 1.0)) -> BuiltInEffect {
        BuiltInEffect("ChromaKeyBlend", [("thresholdSensitivity", thresholdSensitivity), ("smoothing", smoothing), ("colorToReplace", colorToReplace)])
    }

    /// `ChromaKeying`: Makes pixels near a colour transparent, comparing chroma only, as GPUImage's ChromaKeying.
    ///
    /// - Parameters:
    ///   - thresholdSensitivity: How close in chroma a colour must be to the key to vanish. In 0…1.
    ///   - smoothing: Width of the soft edge beyond the threshold. In 0…1.
    ///   - colorToReplace: The key colour.
    public static func chromaKeying(thresholdSensitivity: Float = 0.4, smoothing: Float = 0.1, colorToReplace: SIMD4<Float> = SIMD4(0.0, 1.0, 0.0, 1.0)) -> BuiltInEffect {
        BuiltInEffect("ChromaKeying", [("thresholdSensitivity", thresholdSensitivity), ("smoothing", smoothing), ("colorToReplace", colorToReplace)])
    }

    /// `ClosingFilter`: The red channel in grey after a dilation then an erosion, which fills dark specks smaller than the square, as GPUImage2's ClosingFilter.
    ///
    /// - Parameters:
    ///   - radius: The square's half-width in pixels. In 1…4.
    public static func closingFilter(radius: Int = 1) -> BuiltInEffect {
        BuiltInEffect("ClosingFilter", [("radius", Int32(clamping: radius))])
    }

    /// `ColorBlend`: The hue and saturation of the second image with the luminosity of the first, by the second's alpha, as GPUImage's ColorBlend.
    public static func colorBlend() -> BuiltInEffect {
        BuiltInEffect("ColorBlend", [])
    }

    /// `ColorBurnBlend`: Darkens the first image by dividing its inverse by the second, as GPUImage's ColorBurnBlend: 1 - (1 - first) / second, alpha too.
    public static func colorBurnBlend() -> BuiltInEffect {
        BuiltInEffect("ColorBurnBlend", [])
    }

    /// `ColorDodgeBlend`: Brightens the first image by dividing it by the inverse of the second, with alphas, as GPUImage's ColorDodgeBlend; the result is opaque.
    public static func colorDodgeBlend() -> BuiltInEffect {
        BuiltInEffect("ColorDodgeBlend", [])
    }

    /// `ColorInversion`: Inverts red, green and blue, keeping alpha, as GPUImage's ColorInversion.
    public static func colorInversion() -> BuiltInEffect {
        BuiltInEffect("ColorInversion", [])
    }

    /// `ColorLocalBinaryPattern`: LocalBinaryPattern in each colour channel: the eight neighbours compared with the pixel, one bit each, as GPUImage2's ColorLocalBinaryPattern.
    public static func colorLocalBinaryPattern() -> BuiltInEffect {
        BuiltInEffect("ColorLocalBinaryPattern", [])
    }

    /// `ColorMatrixFilter`: Transforms each RGBA colour by a 4x4 matrix, mixed with the original by intensity, as GPUImage's ColorMatrixFilter.
    ///
    /// - Parameters:
    ///   - colorMatrix: The matrix, its sixteen numbers in the order GPUImage's Matrix4x4(rowMajorValues:) takes them: output red is the first four times RGBA.
    ///   - intensity: How much of the transformed colour replaces the original. In 0…1.
    public static func colorMatrixFilter(colorMatrix: [Float] = [1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0], intensity: Float = 1.0) -> BuiltInEffect {
        BuiltInEffect("ColorMatrixFilter", [("colorMatrix", ParameterValue.mat4(colorMatrix)), ("intensity", intensity)])
    }

    /// `ContrastAdjustment`: Scales colours away from or towards mid-grey, as GPUImage's ContrastAdjustment.
    ///
    /// - Parameters:
    ///   - contrast: 1 keeps the image; below 1 flattens it, above 1 sharpens it. In 0…4.
    public static func contrastAdjustment(contrast: Float = 1.0) -> BuiltInEffect {
        BuiltInEffect("ContrastAdjustment", [("contrast", contrast)])
    }

    /// `Convolution3x3`: Weights each pixel's 3x3 neighbourhood by a kernel (colour only; alpha is the centre's), as GPUImage's Convolution3x3.
    ///
    /// - Parameters:
    ///   - convolutionKernel: The nine weights in reading order: top-left, top, top-right, left, centre, right, bottom-left, bottom, bottom-right (GPUImage's Matrix3x3(rowMajorValues:) order); 0,0,0,0,1,0,0,0,0 keeps the image.
    public static func convolution3x3(convolutionKernel: [Float] = [0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0]) -> BuiltInEffect {
        BuiltInEffect("Convolution3x3", [("convolutionKernel", ParameterValue.mat3(convolutionKernel))])
    }

    /// `Copy`: Passes its input through unchanged.
    public static func copy() -> BuiltInEffect {
        BuiltInEffect("Copy", [])
    }

    /// `Crop`: Cuts a rectangle out of the image, which becomes an image of that size, as GPUImage2's Crop.
    ///
    /// - Parameters:
    ///   - cropSizeInPixels: The rectangle's width and height in pixels of the input, at most the input's; 0 keeps that side whole.
    ///   - locationOfCropInPixels: The rectangle's top-left corner in pixels from the input's top-left; a negative coordinate centres it on that axis, as GPUImage2 does without a location.
    public static func crop(cropSizeInPixels: SIMD2<Float> = SIMD2(0.0, 0.0), locationOfCropInPixels: SIMD2<Float> = SIMD2(-1.0, -1.0)) -> BuiltInEffect {
        BuiltInEffect("Crop", [("cropSizeInPixels", cropSizeInPixels), ("locationOfCropInPixels", locationOfCropInPixels)])
    }

    /// `Crosshatch`: Black diagonal hatching on white, one more direction of lines for each darker band of luminance, as GPUImage's Crosshatch.
    ///
    /// - Parameters:
    ///   - crossHatchSpacing: Distance between lines, as a fraction of the image (at least one pixel). In 0…1.
    ///   - lineWidth: Width of each line, in the same units. In 0…1.
    public static func crosshatch(crossHatchSpacing: Float = 0.03, lineWidth: Float = 0.003) -> BuiltInEffect {
        BuiltInEffect("Crosshatch", [("crossHatchSpacing", crossHatchSpacing), ("lineWidth", lineWidth)])
    }

    /// `CubeLookup`: Recolours through a 3D lookup table from a .cube file (cube=FILE.cube), interpolated trilinearly.
    ///
    /// - Parameters:
    ///   - size: Points along each axis of the table; set with the table, from its LUT_3D_SIZE. In 2…256.
    ///   - domainMin: The input colour that maps to the table's first point (DOMAIN_MIN).
    ///   - domainMax: The input colour that maps to the table's last point (DOMAIN_MAX).
    ///   - intensity: How much of the looked-up colour replaces the original. In 0…1.
    public static func cubeLookup(size: Int = 2, domainMin: SIMD3<Float> = SIMD3(0.0, 0.0, 0.0), domainMax: SIMD3<Float> = SIMD3(1.0, 1.0, 1.0), intensity: Float = 1.0) -> BuiltInEffect {
        BuiltInEffect("CubeLookup", [("size", Int32(clamping: size)), ("domainMin", domainMin), ("domainMax", domainMax), ("intensity", intensity)])
    }

    /// `DarkenBlend`: Keeps the darker of the two images per channel, weighted by their alphas, as GPUImage's DarkenBlend; the result is opaque.
    public static func darkenBlend() -> BuiltInEffect {
        BuiltInEffect("DarkenBlend", [])
    }

    /// `DifferenceBlend`: The absolute difference of the two images per channel, keeping the first's alpha, as GPUImage's DifferenceBlend.
    public static func differenceBlend() -> BuiltInEffect {
        BuiltInEffect("DifferenceBlend", [])
    }

    /// `Dilation`: Each pixel becomes the brightest red value of the square around it, in grey, in two separable passes, as GPUImage2's Dilation.
    ///
    /// - Parameters:
    ///   - radius: The square's half-width in pixels. In 1…4.
    public static func dilation(radius: Int = 1) -> BuiltInEffect {
        BuiltInEffect("Dilation", [("radius", Int32(clamping: radius))])
    }

    /// `DissolveBlend`: Mixes two images: mix(first, second, mix), as GPUImage's DissolveBlend.
    ///
    /// - Parameters:
    ///   - mix: How much of the second image shows. In 0…1.
    public static func dissolveBlend(mix: Float = 0.5) -> BuiltInEffect {
        BuiltInEffect("DissolveBlend", [("mix", mix)])
    }

    /// `DivideBlend`: Divides the first image by the second, saturating where the quotient passes the alphas, as GPUImage's DivideBlend.
    public static func divideBlend() -> BuiltInEffect {
        BuiltInEffect("DivideBlend", [])
    }

    /// `EmbossFilter`: Relief shading lit from the top left, a 3x3 convolution, as GPUImage's EmbossFilter.
    ///
    /// - Parameters:
    ///   - intensity: The strength of the relief; 0 keeps the image. In 0…4.
    public static func embossFilter(intensity: Float = 1.0) -> BuiltInEffect {
        BuiltInEffect("EmbossFilter", [("intensity", intensity)])
    }

    /// `Erosion`: Each pixel becomes the darkest red value of the square around it, in grey, in two separable passes, as GPUImage2's Erosion.
    ///
    /// - Parameters:
    ///   - radius: The square's half-width in pixels. In 1…4.
    public static func erosion(radius: Int = 1) -> BuiltInEffect {
        BuiltInEffect("Erosion", [("radius", Int32(clamping: radius))])
    }

    /// `ExclusionBlend`: Like a difference with lower contrast: first + second - 2 first second, with alphas, as GPUImage's ExclusionBlend.
    public static func exclusionBlend() -> BuiltInEffect {
        BuiltInEffect("ExclusionBlend", [])
    }

    /// `ExposureAdjustment`: Multiplies colours by 2^exposure, as GPUImage's ExposureAdjustment and a camera's exposure compensation.
    ///
    /// - Parameters:
    ///   - exposure: Stops of exposure: +1 doubles the light, -1 halves it. In -10…10.
    public static func exposureAdjustment(exposure: Float = 0.0) -> BuiltInEffect {
        BuiltInEffect("ExposureAdjustment", [("exposure", exposure)])
    }

    /// `FalseColor`: Maps luminance onto a gradient between two colours, as GPUImage's FalseColor.
    ///
    /// - Parameters:
    ///   - firstColor: The colour of black.
    ///   - secondColor: The colour of white.
    public static func falseColor(firstColor: SIMD4<Float> = SIMD4(0.0, 0.0, 0.5, 1.0), secondColor: SIMD4<Float> = SIMD4(1.0, 0.0, 0.0, 1.0)) -> BuiltInEffect {
        BuiltInEffect("FalseColor", [("firstColor", firstColor), ("secondColor", secondColor)])
    }

    /// `GammaAdjustment`: Raises each colour channel to a power, as GPUImage's GammaAdjustment.
    ///
    /// - Parameters:
    ///   - gamma: The exponent; below 1 brightens mid-tones, above 1 darkens them. In 0…3.
    public static func gammaAdjustment(gamma: Float = 1.0) -> BuiltInEffect {
        BuiltInEffect("GammaAdjustment", [("gamma", gamma)])
    }

    /// `GaussianBlur`: A Gaussian blur of any radius in two separable passes, as GPUImage2's GaussianBlur; above 8 pixels it blurs a smaller copy.
    ///
    /// - Parameters:
    ///   - blurRadiusInPixels: The Gaussian's sigma in pixels, rounded to a whole pixel as GPUImage2 does; 0 keeps the image. In 0…256.
    public static func gaussianBlur(blurRadiusInPixels: Float = 2.0) -> BuiltInEffect {
        BuiltInEffect("GaussianBlur", [("blurRadiusInPixels", blurRadiusInPixels)])
    }

    /// `GaussianBlurHorizontal`: One half of a separable Gaussian blur: 9 taps one pixel apart, horizontally.
    ///
    /// - Parameters:
    ///   - sigma: Standard deviation of the Gaussian in pixels (taps reach 4 pixels). In 0.5…8.
    public static func gaussianBlurHorizontal(sigma: Float = 2.0) -> BuiltInEffect {
        BuiltInEffect("GaussianBlurHorizontal", [("sigma", sigma)])
    }

    /// `GaussianBlurVertical`: One half of a separable Gaussian blur: 9 taps one pixel apart, vertically.
    ///
    /// - Parameters:
    ///   - sigma: Standard deviation of the Gaussian in pixels (taps reach 4 pixels). In 0.5…8.
    public static func gaussianBlurVertical(sigma: Float = 2.0) -> BuiltInEffect {
        BuiltInEffect("GaussianBlurVertical", [("sigma", sigma)])
    }

    /// `GlassSphereRefraction`: The image seen through a lit glass sphere, upright, with frosted edges and a highlight; transparent outside it, as GPUImage's GlassSphereRefraction.
    ///
    /// - Parameters:
    ///   - center: The sphere's centre, in GPUImage's coordinates (0,0 is the top-left corner).
    ///   - radius: The sphere's radius, as a fraction of the image width. In 0…1.
    ///   - refractiveIndex: The index of refraction (the ratio, as GLSL's refract takes it). In 0…1.
    public static func glassSphereRefraction(center: SIMD2<Float> = SIMD2(0.5, 0.5), radius: Float = 0.25, refractiveIndex: Float = 0.71) -> BuiltInEffect {
        BuiltInEffect("GlassSphereRefraction", [("center", center), ("radius", radius), ("refractiveIndex", refractiveIndex)])
    }

    /// `Halftone`: A newspaper halftone: black dots on white over a grid of square cells, larger where the image is darker, as GPUImage's Halftone.
    ///
    /// - Parameters:
    ///   - fractionalWidthOfAPixel: Cell width as a fraction of the image width (at least one pixel); cells stay square in pixels. In 0…1.
    public static func halftone(fractionalWidthOfAPixel: Float = 0.01) -> BuiltInEffect {
        BuiltInEffect("Halftone", [("fractionalWidthOfAPixel", fractionalWidthOfAPixel)])
    }

    /// `HardLightBlend`: Multiplies or screens by the second image depending on its brightness, with alphas, as GPUImage's HardLightBlend; the result is opaque.
    public static func hardLightBlend() -> BuiltInEffect {
        BuiltInEffect("HardLightBlend", [])
    }

    /// `Haze`: Adds or removes white haze, stronger towards the top or bottom by a slope, as GPUImage's Haze (a UV filter).
    ///
    /// - Parameters:
    ///   - distance: Strength of the haze: positive removes haze, negative adds it. In -0.3…0.3.
    ///   - slope: How the strength changes from the top of the image to the bottom. In -0.3…0.3.
    public static func haze(distance: Float = 0.0, slope: Float = 0.0) -> BuiltInEffect {
        BuiltInEffect("Haze", [("distance", distance), ("slope", slope)])
    }

    /// `HighPassFilter`: Shows what changes over time: the absolute difference between each frame and a LowPassFilter of the frames, alpha kept, as GPUImage2's HighPassFilter.
    ///
    /// - Parameters:
    ///   - strength: The low pass's strength: nearer 1, slower changes show too. In 0…1.
    public static func highPassFilter(strength: Float = 0.5) -> BuiltInEffect {
        BuiltInEffect("HighPassFilter", [("strength", strength)])
    }

    /// `HighlightAndShadowTint`: Tints the shadows and the highlights with a colour each, by their own intensities, as GPUImage's HighlightAndShadowTint.
    ///
    /// - Parameters:
    ///   - shadowTintIntensity: How strongly shadows take shadowTintColor; 0 keeps them. In 0…1.
    ///   - highlightTintIntensity: How strongly highlights take highlightTintColor; 0 keeps them. In 0…1.
    ///   - shadowTintColor: The shadows' tint.
    ///   - highlightTintColor: The highlights' tint.
    public static func highlightAndShadowTint(shadowTintIntensity: Float = 0.0, highlightTintIntensity: Float = 0.0, shadowTintColor: SIMD4<Float> = SIMD4(1.0, 0.0, 0.0, 1.0), highlightTintColor: SIMD4<Float> = SIMD4(0.0, 0.0, 1.0, 1.0)) -> BuiltInEffect {
        BuiltInEffect("HighlightAndShadowTint", [("shadowTintIntensity", shadowTintIntensity), ("highlightTintIntensity", highlightTintIntensity), ("shadowTintColor", shadowTintColor), ("highlightTintColor", highlightTintColor)])
    }

    /// `HighlightsAndShadows`: Lightens shadows and darkens highlights by scaling each colour's luminance, as GPUImage's HighlightsAndShadows.
    ///
    /// - Parameters:
    ///   - shadows: Increase to lighten shadows; 0 keeps them. In 0…1.
    ///   - highlights: Decrease to darken highlights; 1 keeps them. In 0…1.
    public static func highlightsAndShadows(shadows: Float = 0.0, highlights: Float = 1.0) -> BuiltInEffect {
        BuiltInEffect("HighlightsAndShadows", [("shadows", shadows), ("highlights", highlights)])
    }

    /// `HistogramEqualization`: Spreads the levels of an image evenly through its own histogram, as GPUImage2's HistogramEqualization; the histogram is counted on the GPU (segue apply measures it; from Swift, LookupTable(equalizing:type:)).
    ///
    /// - Parameters:
    ///   - type: Which levels are equalised: 0 red, green and blue each by its own histogram, 1 red, 2 green or 3 blue alone, 4 luminance (each colour shifted by its luminance's change, as GPUImage). In 0…4.
    public static func histogramEqualization(type: Int = 0) -> BuiltInEffect {
        BuiltInEffect("HistogramEqualization", [("type", Int32(clamping: type))])
    }

    /// `HueAdjustment`: Rotates hues around the YIQ colour wheel by an angle in degrees, keeping luma, as GPUImage's HueAdjustment.
    ///
    /// - Parameters:
    ///   - hue: The rotation in degrees. In 0…360.
    public static func hueAdjustment(hue: Float = 90.0) -> BuiltInEffect {
        BuiltInEffect("HueAdjustment", [("hue", hue)])
    }

    /// `HueBlend`: The hue of the second image with the saturation and luminosity of the first, by the second's alpha, as GPUImage's HueBlend.
    public static func hueBlend() -> BuiltInEffect {
        BuiltInEffect("HueBlend", [])
    }

    /// `KuwaharaFilter`: An oil painting: each pixel takes the mean colour of the least varied of the four square windows it is a corner of, as GPUImage's KuwaharaFilter; costly, 4 (radius + 1)^2 reads per pixel.
    ///
    /// - Parameters:
    ///   - radius: Window size: each window is radius + 1 pixels square; larger abstracts more and costs quadratically more. In 0…10.
    public static func kuwaharaFilter(radius: Int = 3) -> BuiltInEffect {
        BuiltInEffect("KuwaharaFilter", [("radius", Int32(clamping: radius))])
    }

    /// `KuwaharaRadius3Filter`: KuwaharaFilter with a radius of 3 compiled in, as GPUImage's KuwaharaRadius3Filter.
    public static func kuwaharaRadius3Filter() -> BuiltInEffect {
        BuiltInEffect("KuwaharaRadius3Filter", [])
    }

    /// `LanczosResampling`: Resizes the image with a three-lobed Lanczos filter, in two separable passes, as GPUImage2's LanczosResampling.
    ///
    /// - Parameters:
    ///   - overriddenOutputSize: The new width and height in pixels, as GPUImage2's overriddenOutputSize; 0 keeps that side.
    public static func lanczosResampling(overriddenOutputSize: SIMD2<Float> = SIMD2(0.0, 0.0)) -> BuiltInEffect {
        BuiltInEffect("LanczosResampling", [("overriddenOutputSize", overriddenOutputSize)])
    }

    /// `Laplacian`: The 3x3 Laplacian of each colour channel, offset by one half so that negative values show, as GPUImage's Laplacian.
    public static func laplacian() -> BuiltInEffect {
        BuiltInEffect("Laplacian", [])
    }

    /// `LevelsAdjustment`: Photoshop-style levels per channel: input black, gamma and white points, then output range, as GPUImage's LevelsAdjustment.
    ///
    /// - Parameters:
    ///   - minimum: Input black point per channel, 0 to 1.
    ///   - middle: Gamma per channel (Photoshop's middle value, at least 0): above 1 brightens mid-tones.
    ///   - maximum: Input white point per channel, 0 to 1.
    ///   - minOutput: Output black level per channel, 0 to 1.
    ///   - maxOutput: Output white level per channel, 0 to 1.
    public static func levelsAdjustment(minimum: SIMD3<Float> = SIMD3(0.0, 0.0, 0.0), middle: SIMD3<Float> = SIMD3(1.0, 1.0, 1.0), maximum: SIMD3<Float> = SIMD3(1.0, 1.0, 1.0), minOutput: SIMD3<Float> = SIMD3(0.0, 0.0, 0.0), maxOutput: SIMD3<Float> = SIMD3(1.0, 1.0, 1.0)) -> BuiltInEffect {
        BuiltInEffect("LevelsAdjustment", [("minimum", minimum), ("middle", middle), ("maximum", maximum), ("minOutput", minOutput), ("maxOutput", maxOutput)])
    }

    /// `LightenBlend`: Keeps the lighter of the two images per channel, alpha too, as GPUImage's LightenBlend.
    public static func lightenBlend() -> BuiltInEffect {
        BuiltInEffect("LightenBlend", [])
    }

    /// `LinearBurnBlend`: Adds the two images and subtracts white, keeping the first's alpha, as GPUImage's LinearBurnBlend.
    public static func linearBurnBlend() -> BuiltInEffect {
        BuiltInEffect("LinearBurnBlend", [])
    }

    /// `LinearGradientGenerator`: A straight gradient between two colours along the line from a start point to an end point, constant beyond its ends.
    ///
    /// - Parameters:
    ///   - startPoint: Where startColor is full, in GPUImage's coordinates (0,0 is the top-left corner).
    ///   - endPoint: Where endColor is full, in the same coordinates.
    ///   - startColor: The colour at the start point and before it.
    ///   - endColor: The colour at the end point and beyond it.
    public static func linearGradientGenerator(startPoint: SIMD2<Float> = SIMD2(0.5, 0.0), endPoint: SIMD2<Float> = SIMD2(0.5, 1.0), startColor: SIMD4<Float> = SIMD4(0.0, 0.0, 0.0, 1.0), endColor: SIMD4<Float> = SIMD4(1.0, 1.0, 1.0, 1.0)) -> BuiltInEffect {
        BuiltInEffect("LinearGradientGenerator", [("startPoint", startPoint), ("endPoint", endPoint), ("startColor", startColor), ("endColor", endColor)])
    }

    /// `LocalBinaryPattern`: Each pixel's eight neighbours compared with it in the red channel, one bit each, as a grey level, as GPUImage's LocalBinaryPattern.
    public static func localBinaryPattern() -> BuiltInEffect {
        BuiltInEffect("LocalBinaryPattern", [])
    }

    /// `LookupFilter`: Recolours through GPUImage's 512x512 lookup image (8x8 tiles of 64x64), given as lookupImage=FILE.png.
    ///
    /// - Parameters:
    ///   - intensity: How much of the looked-up colour replaces the original. In 0…1.
    public static func lookupFilter(intensity: Float = 1.0) -> BuiltInEffect {
        BuiltInEffect("LookupFilter", [("intensity", intensity)])
    }

    /// `LowPassFilter`: Smooths changes over time: each frame mixed with the filter's own previous output, as GPUImage2's LowPassFilter (the first frame is the input).
    ///
    /// - Parameters:
    ///   - strength: How much of the previous output is kept: 0 shows the input, nearer 1 trails longer. In 0…1.
    public static func lowPassFilter(strength: Float = 0.5) -> BuiltInEffect {
        BuiltInEffect("LowPassFilter", [("strength", strength)])
    }

    /// `Luminance`: Replaces each colour with its luminance (Rec. 709 weights), keeping alpha, as GPUImage's Luminance.
    public static func luminance() -> BuiltInEffect {
        BuiltInEffect("Luminance", [])
    }

    /// `LuminanceRangeReduction`: Pulls colours towards mid-grey luminance, narrowing the tonal range, as GPUImage's LuminanceRangeReduction.
    ///
    /// - Parameters:
    ///   - rangeReductionFactor: How far each colour moves towards luminance 0.5: 0 keeps the image. In 0…1.
    public static func luminanceRangeReduction(rangeReductionFactor: Float = 0.6) -> BuiltInEffect {
        BuiltInEffect("LuminanceRangeReduction", [("rangeReductionFactor", rangeReductionFactor)])
    }

    /// `LuminanceThreshold`: White where luminance reaches the threshold, black elsewhere, as GPUImage's LuminanceThreshold.
    ///
    /// - Parameters:
    ///   - threshold: The luminance that turns a pixel white. In 0…1.
    public static func luminanceThreshold(threshold: Float = 0.5) -> BuiltInEffect {
        BuiltInEffect("LuminanceThreshold", [("threshold", threshold)])
    }

    /// `LuminosityBlend`: The luminosity of the second image with the hue and saturation of the first, by the second's alpha, as GPUImage's LuminosityBlend.
    public static func luminosityBlend() -> BuiltInEffect {
        BuiltInEffect("LuminosityBlend", [])
    }

    /// `MedianFilter`: The median of each colour channel over the 3x3 neighbourhood, which removes speckles and keeps edges; opaque, as GPUImage's MedianFilter.
    public static func medianFilter() -> BuiltInEffect {
        BuiltInEffect("MedianFilter", [])
    }

    /// `MonochromeFilter`: Tints the image's luminance with one colour (an overlay), as GPUImage's MonochromeFilter.
    ///
    /// - Parameters:
    ///   - intensity: How much of the tinted image replaces the original. In 0…1.
    ///   - color: The colour the luminance is tinted with.
    public static func monochromeFilter(intensity: Float = 1.0, color: SIMD4<Float> = SIMD4(0.6, 0.45, 0.3, 1.0)) -> BuiltInEffect {
        BuiltInEffect("MonochromeFilter", [("intensity", intensity), ("color", color)])
    }

    /// `MotionBlur`: Blurs along one direction, as a moving camera does, as GPUImage's MotionBlur.
    ///
    /// - Parameters:
    ///   - blurSize: The distance between taps, in pixels scaled by height / width as GPUImage scales it. In 0…100.
    ///   - blurAngle: The direction in degrees: 0 is horizontal, 90 points down the image. In -360…360.
    public static func motionBlur(blurSize: Float = 2.5, blurAngle: Float = 0.0) -> BuiltInEffect {
        BuiltInEffect("MotionBlur", [("blurSize", blurSize), ("blurAngle", blurAngle)])
    }

    /// `MultiplyBlend`: Multiplies the two images, each showing alone where the other is transparent, as GPUImage's MultiplyBlend.
    public static func multiplyBlend() -> BuiltInEffect {
        BuiltInEffect("MultiplyBlend", [])
    }

    /// `NormalBlend`: The second image over the first by its alpha (source over, straight colours out), as GPUImage's NormalBlend.
    public static func normalBlend() -> BuiltInEffect {
        BuiltInEffect("NormalBlend", [])
    }

    /// `OpacityAdjustment`: Multiplies alpha by a factor, as GPUImage's OpacityAdjustment.
    ///
    /// - Parameters:
    ///   - opacity: Factor for alpha; 1 keeps the image, 0 makes it transparent. In 0…1.
    public static func opacityAdjustment(opacity: Float = 1.0) -> BuiltInEffect {
        BuiltInEffect("OpacityAdjustment", [("opacity", opacity)])
    }

    /// `OpeningFilter`: The red channel in grey after an erosion then a dilation, which removes bright specks smaller than the square, as GPUImage2's OpeningFilter.
    ///
    /// - Parameters:
    ///   - radius: The square's half-width in pixels. In 1…4.
    public static func openingFilter(radius: Int = 1) -> BuiltInEffect {
        BuiltInEffect("OpeningFilter", [("radius", Int32(clamping: radius))])
    }

    /// `OverlayBlend`: Multiplies or screens depending on the first image's brightness, with alphas, as GPUImage's OverlayBlend; the result is opaque.
    public static func overlayBlend() -> BuiltInEffect {
        BuiltInEffect("OverlayBlend", [])
    }

    /// `PerlinNoiseGenerator`: Classic Perlin gradient noise shading between two colours, as GPUImage's PerlinNoiseFilter (the same lattice hash, so the same pattern).
    ///
    /// - Parameters:
    ///   - colorStart: The colour where the noise is lowest.
    ///   - colorFinish: The colour where the noise is highest.
    ///   - scale: Lattice cells across the image (and down it); more cells make finer noise. In 0…1000.
    public static func perlinNoiseGenerator(colorStart: SIMD4<Float> = SIMD4(0.0, 0.0, 0.0, 1.0), colorFinish: SIMD4<Float> = SIMD4(1.0, 1.0, 1.0, 1.0), scale: Float = 8.0) -> BuiltInEffect {
        BuiltInEffect("PerlinNoiseGenerator", [("colorStart", colorStart), ("colorFinish", colorFinish), ("scale", scale)])
    }

    /// `PinchDistortion`: Pinches the image towards a centre (or, with a negative scale, stretches it out), as GPUImage's PinchDistortion.
    ///
    /// - Parameters:
    ///   - center: The centre of the pinch, in GPUImage's coordinates (0,0 is the top-left corner).
    ///   - radius: How far from the centre the pinch reaches, as a fraction of the image width. In 0…2.
    ///   - scale: The amount of distortion. In -2…2.
    public static func pinchDistortion(center: SIMD2<Float> = SIMD2(0.5, 0.5), radius: Float = 1.0, scale: Float = 1.0) -> BuiltInEffect {
        BuiltInEffect("PinchDistortion", [("center", center), ("radius", radius), ("scale", scale)])
    }

    /// `Pixellate`: Square cells of one colour, as GPUImage's Pixellate and ffmpeg's pixelize.
    ///
    /// - Parameters:
    ///   - fractionalWidthOfAPixel: Cell width as a fraction of the image width; cells stay square in pixels. In 0…1.
    ///   - smooth: Read each cell's centre bilinearly (GPUImage) instead of the texel that contains it (ffmpeg).
    public static func pixellate(fractionalWidthOfAPixel: Float = 0.05, smooth: Bool = false) -> BuiltInEffect {
        BuiltInEffect("Pixellate", [("fractionalWidthOfAPixel", fractionalWidthOfAPixel), ("smooth", smooth)])
    }

    /// `PolarPixellate`: Pixellates in polar coordinates around a centre: rings and sectors of one colour, as GPUImage's PolarPixellate.
    ///
    /// - Parameters:
    ///   - center: The centre of the rings, in GPUImage's coordinates (0,0 is the top-left corner).
    ///   - pixelSize: Ring width (in half-widths of the image) and sector angle (in radians); 0 leaves that direction whole.
    public static func polarPixellate(center: SIMD2<Float> = SIMD2(0.5, 0.5), pixelSize: SIMD2<Float> = SIMD2(0.05, 0.05)) -> BuiltInEffect {
        BuiltInEffect("PolarPixellate", [("center", center), ("pixelSize", pixelSize)])
    }

    /// `PolkaDot`: Round dots over a grid of square cells, each the colour of its cell's centre, on black, as GPUImage's PolkaDot.
    ///
    /// - Parameters:
    ///   - fractionalWidthOfAPixel: Cell width as a fraction of the image width (at least one pixel); cells stay square in pixels. In 0…1.
    ///   - dotScaling: Dot diameter as a fraction of the cell width. In 0…1.
    public static func polkaDot(fractionalWidthOfAPixel: Float = 0.01, dotScaling: Float = 0.9) -> BuiltInEffect {
        BuiltInEffect("PolkaDot", [("fractionalWidthOfAPixel", fractionalWidthOfAPixel), ("dotScaling", dotScaling)])
    }

    /// `Posterize`: Rounds each channel to a number of levels, as GPUImage's Posterize.
    ///
    /// - Parameters:
    ///   - colorLevels: Levels per channel. In 1…256.
    public static func posterize(colorLevels: Float = 10.0) -> BuiltInEffect {
        BuiltInEffect("Posterize", [("colorLevels", colorLevels)])
    }

    /// `PrewittEdgeDetection`: Edges in white on black: the Prewitt gradient's length of the red channel, as GPUImage2's PrewittEdgeDetection (put Luminance before it for the edges of all colours).
    ///
    /// - Parameters:
    ///   - edgeStrength: Scales the gradient; higher values show fainter edges and saturate strong ones. In 0…10.
    public static func prewittEdgeDetection(edgeStrength: Float = 1.0) -> BuiltInEffect {
        BuiltInEffect("PrewittEdgeDetection", [("edgeStrength", edgeStrength)])
    }

    /// `RGBAdjustment`: Multiplies red, green and blue by a factor each, as GPUImage's RGBAdjustment.
    ///
    /// - Parameters:
    ///   - red: Factor for red; 1 keeps it. In 0…10.
    ///   - green: Factor for green; 1 keeps it. In 0…10.
    ///   - blue: Factor for blue; 1 keeps it. In 0…10.
    public static func rgbAdjustment(red: Float = 1.0, green: Float = 1.0, blue: Float = 1.0) -> BuiltInEffect {
        BuiltInEffect("RGBAdjustment", [("red", red), ("green", green), ("blue", blue)])
    }

    /// `RadialGradientGenerator`: A round gradient from an inner colour at a centre to an outer colour at a radius and beyond.
    ///
    /// - Parameters:
    ///   - center: The centre, in GPUImage's coordinates (0,0 is the top-left corner).
    ///   - radius: Where outerColor is reached, as a fraction of the image width (the gradient is round in pixels). In 0…4.
    ///   - innerColor: The colour at the centre.
    ///   - outerColor: The colour at the radius and beyond.
    public static func radialGradientGenerator(center: SIMD2<Float> = SIMD2(0.5, 0.5), radius: Float = 0.5, innerColor: SIMD4<Float> = SIMD4(1.0, 1.0, 1.0, 1.0), outerColor: SIMD4<Float> = SIMD4(0.0, 0.0, 0.0, 1.0)) -> BuiltInEffect {
        BuiltInEffect("RadialGradientGenerator", [("center", center), ("radius", radius), ("innerColor", innerColor), ("outerColor", outerColor)])
    }

    /// `SaturationAdjustment`: Mixes each colour with its luminance, as GPUImage's SaturationAdjustment.
    ///
    /// - Parameters:
    ///   - saturation: 0 is grey, 1 keeps the image, 2 doubles the colourfulness. In 0…2.
    public static func saturationAdjustment(saturation: Float = 1.0) -> BuiltInEffect {
        BuiltInEffect("SaturationAdjustment", [("saturation", saturation)])
    }

    /// `SaturationBlend`: The saturation of the second image with the hue and luminosity of the first, by the second's alpha, as GPUImage's SaturationBlend.
    public static func saturationBlend() -> BuiltInEffect {
        BuiltInEffect("SaturationBlend", [])
    }

    /// `ScreenBlend`: Inverts, multiplies and inverts back: 1 - (1 - first)(1 - second), alpha too, as GPUImage's ScreenBlend.
    public static func screenBlend() -> BuiltInEffect {
        BuiltInEffect("ScreenBlend", [])
    }

    /// `SepiaToneFilter`: Brown-toned old-photo colours, as GPUImage's SepiaToneFilter.
    ///
    /// - Parameters:
    ///   - intensity: How much of the sepia tone replaces the original colours. In 0…1.
    public static func sepiaToneFilter(intensity: Float = 1.0) -> BuiltInEffect {
        BuiltInEffect("SepiaToneFilter", [("intensity", intensity)])
    }

    /// `Sharpen`: Sharpens by subtracting the four neighbours from the amplified centre, as GPUImage's Sharpen.
    ///
    /// - Parameters:
    ///   - sharpness: The amount; 0 keeps the image, negative values soften it. In -4…4.
    public static func sharpen(sharpness: Float = 0.0) -> BuiltInEffect {
        BuiltInEffect("Sharpen", [("sharpness", sharpness)])
    }

    /// `SketchFilter`: A pencil sketch: Sobel edges of the red channel in black on white, as GPUImage2's SketchFilter (put Luminance before it for the edges of all colours).
    ///
    /// - Parameters:
    ///   - edgeStrength: Scales the gradient; higher values show fainter edges and saturate strong ones. In 0…10.
    public static func sketchFilter(edgeStrength: Float = 1.0) -> BuiltInEffect {
        BuiltInEffect("SketchFilter", [("edgeStrength", edgeStrength)])
    }

    /// `SmoothToonFilter`: ToonFilter after a Gaussian blur, for smoother outlines and fewer specks, as GPUImage2's SmoothToonFilter.
    ///
    /// - Parameters:
    ///   - blurRadiusInPixels: The blur's sigma in pixels, rounded to a whole pixel. In 0…256.
    ///   - threshold: The gradient length that draws an outline; lower draws more. In 0…1.
    ///   - quantizationLevels: Levels per colour channel. In 1…256.
    public static func smoothToonFilter(blurRadiusInPixels: Float = 2.0, threshold: Float = 0.2, quantizationLevels: Float = 10.0) -> BuiltInEffect {
        BuiltInEffect("SmoothToonFilter", [("blurRadiusInPixels", blurRadiusInPixels), ("threshold", threshold), ("quantizationLevels", quantizationLevels)])
    }

    /// `SobelEdgeDetection`: Edges in white on black: the Sobel gradient's length of the red channel, as GPUImage2's SobelEdgeDetection (put Luminance before it for the edges of all colours).
    ///
    /// - Parameters:
    ///   - edgeStrength: Scales the gradient; higher values show fainter edges and saturate strong ones. In 0…10.
    public static func sobelEdgeDetection(edgeStrength: Float = 1.0) -> BuiltInEffect {
        BuiltInEffect("SobelEdgeDetection", [("edgeStrength", edgeStrength)])
    }

    /// `SoftLightBlend`: A gentle overlay that lightens or darkens the first image by the second, with alphas, as GPUImage's SoftLightBlend.
    public static func softLightBlend() -> BuiltInEffect {
        BuiltInEffect("SoftLightBlend", [])
    }

    /// `Solarize`: Inverts the colours of pixels whose luminance is at most the threshold, as GPUImage's Solarize.
    ///
    /// - Parameters:
    ///   - threshold: Pixels with luminance up to this are inverted. In 0…1.
    public static func solarize(threshold: Float = 0.5) -> BuiltInEffect {
        BuiltInEffect("Solarize", [("threshold", threshold)])
    }

    /// `SolidColorGenerator`: One colour everywhere, as GPUImage's SolidColorGenerator.
    ///
    /// - Parameters:
    ///   - color: The colour; its alpha is kept.
    public static func solidColorGenerator(color: SIMD4<Float> = SIMD4(0.0, 0.0, 0.0, 1.0)) -> BuiltInEffect {
        BuiltInEffect("SolidColorGenerator", [("color", color)])
    }

    /// `SourceOverBlend`: Mixes the first image towards the second by the second's alpha, alpha too, as GPUImage's SourceOverBlend.
    public static func sourceOverBlend() -> BuiltInEffect {
        BuiltInEffect("SourceOverBlend", [])
    }

    /// `SphereRefraction`: The image seen, upside down, through a glass sphere; transparent outside it, as GPUImage's SphereRefraction.
    ///
    /// - Parameters:
    ///   - center: The sphere's centre, in GPUImage's coordinates (0,0 is the top-left corner).
    ///   - radius: The sphere's radius, as a fraction of the image width. In 0…1.
    ///   - refractiveIndex: The index of refraction (the ratio, as GLSL's refract takes it). In 0…1.
    public static func sphereRefraction(center: SIMD2<Float> = SIMD2(0.5, 0.5), radius: Float = 0.25, refractiveIndex: Float = 0.71) -> BuiltInEffect {
        BuiltInEffect("SphereRefraction", [("center", center), ("radius", radius), ("refractiveIndex", refractiveIndex)])
    }

    /// `StretchDistortion`: Stretches the middle of the image out from a centre, squeezing the edges, as GPUImage's StretchDistortion.
    ///
    /// - Parameters:
    ///   - center: The centre of the stretch, in GPUImage's coordinates (0,0 is the top-left corner).
    public static func stretchDistortion(center: SIMD2<Float> = SIMD2(0.5, 0.5)) -> BuiltInEffect {
        BuiltInEffect("StretchDistortion", [("center", center)])
    }

    /// `SubtractBlend`: Subtracts the second image from the first, keeping the first's alpha, as GPUImage's SubtractBlend.
    public static func subtractBlend() -> BuiltInEffect {
        BuiltInEffect("SubtractBlend", [])
    }

    /// `SwirlDistortion`: Twists the image around a centre, most at the centre and not at all from the radius out, as GPUImage's SwirlDistortion.
    ///
    /// - Parameters:
    ///   - center: The centre of the twist, in GPUImage's coordinates (0,0 is the top-left corner).
    ///   - radius: How far from the centre the twist reaches, as a fraction of the image. In 0…2.
    ///   - angle: The amount of twist: the centre turns by 8 × angle radians. In -10…10.
    public static func swirlDistortion(center: SIMD2<Float> = SIMD2(0.5, 0.5), radius: Float = 0.5, angle: Float = 1.0) -> BuiltInEffect {
        BuiltInEffect("SwirlDistortion", [("center", center), ("radius", radius), ("angle", angle)])
    }

    /// `ThresholdSketchFilter`: A pencil sketch: black where the Sobel gradient of the red channel (each component's positive part) reaches a threshold, white elsewhere, as GPUImage2's ThresholdSketchFilter.
    ///
    /// - Parameters:
    ///   - edgeStrength: Scales the gradient; higher values show fainter edges and saturate strong ones. In 0…10.
    ///   - threshold: The scaled gradient length that makes an edge. In 0…1.
    public static func thresholdSketchFilter(edgeStrength: Float = 1.0, threshold: Float = 0.25) -> BuiltInEffect {
        BuiltInEffect("ThresholdSketchFilter", [("edgeStrength", edgeStrength), ("threshold", threshold)])
    }

    /// `ThresholdSobelEdgeDetection`: Edges in white on black where the Sobel gradient of the red channel (each component's positive part) reaches a threshold, as GPUImage2's ThresholdSobelEdgeDetection.
    ///
    /// - Parameters:
    ///   - edgeStrength: Scales the gradient; higher values show fainter edges and saturate strong ones. In 0…10.
    ///   - threshold: The scaled gradient length that makes an edge. In 0…1.
    public static func thresholdSobelEdgeDetection(edgeStrength: Float = 1.0, threshold: Float = 0.25) -> BuiltInEffect {
        BuiltInEffect("ThresholdSobelEdgeDetection", [("edgeStrength", edgeStrength), ("threshold", threshold)])
    }

    /// `TiltShift`: A band of the image in focus between two heights, blurred above and below, as GPUImage2's TiltShift.
    ///
    /// - Parameters:
    ///   - blurRadiusInPixels: The Gaussian's sigma in pixels outside the band, rounded to a whole pixel. In 0…256.
    ///   - topFocusLevel: Where the band in focus begins, from the top (0) to the bottom (1). In 0…1.
    ///   - bottomFocusLevel: Where the band in focus ends, from the top. In 0…1.
    ///   - focusFallOffRate: How far, as a fraction of the height, the blur takes to come in fully. In 0…1.
    public static func tiltShift(blurRadiusInPixels: Float = 7.0, topFocusLevel: Float = 0.4, bottomFocusLevel: Float = 0.6, focusFallOffRate: Float = 0.2) -> BuiltInEffect {
        BuiltInEffect("TiltShift", [("blurRadiusInPixels", blurRadiusInPixels), ("topFocusLevel", topFocusLevel), ("bottomFocusLevel", bottomFocusLevel), ("focusFallOffRate", focusFallOffRate)])
    }

    /// `ToneCurveFilter`: Maps each channel through tone curves from a Photoshop .acv file (toneCurve=FILE.acv) or control points, as GPUImage's ToneCurveFilter.
    public static func toneCurveFilter() -> BuiltInEffect {
        BuiltInEffect("ToneCurveFilter", [])
    }

    /// `ToonFilter`: A cartoon: colours posterized, and black where the Sobel gradient of the red channel reaches a threshold, as GPUImage's ToonFilter.
    ///
    /// - Parameters:
    ///   - threshold: The gradient length that draws an outline; lower draws more. In 0…1.
    ///   - quantizationLevels: Levels per colour channel. In 1…256.
    public static func toonFilter(threshold: Float = 0.2, quantizationLevels: Float = 10.0) -> BuiltInEffect {
        BuiltInEffect("ToonFilter", [("threshold", threshold), ("quantizationLevels", quantizationLevels)])
    }

    /// `TransformOperation`: Draws the image through a 2D or 3D transform (perspective included), on a background, as GPUImage's TransformOperation.
    ///
    /// - Parameters:
    ///   - transform: The 4x4 matrix in GPUImage's Matrix4x4(rowMajorValues:) order, a CATransform3D's m11 m12 … m44: points are row vectors, so the translation is m41, m42, m43 and perspective is m34 = -1 / distance. Units: the image is 2 wide, centred on 0 (anchored at its top-left corner: 1 wide), y growing downwards.
    ///   - anchorTopLeft: Transform about the image's top-left corner instead of its centre.
    ///   - ignoreAspectRatio: Make the image 2 high as well as 2 wide (not square units), as GPUImage does with this set.
    ///   - backgroundColor: What shows where the transformed image does not reach; GPUImage clears to opaque black.
    public static func transformOperation(transform: [Float] = [1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0], anchorTopLeft: Bool = false, ignoreAspectRatio: Bool = false, backgroundColor: SIMD4<Float> = SIMD4(0.0, 0.0, 0.0, 1.0)) -> BuiltInEffect {
        BuiltInEffect("TransformOperation", [("transform", ParameterValue.mat4(transform)), ("anchorTopLeft", anchorTopLeft), ("ignoreAspectRatio", ignoreAspectRatio), ("backgroundColor", backgroundColor)])
    }

    /// `UnsharpMask`: Sharpens by pushing each pixel away from a Gaussian blur of the image, as GPUImage2's UnsharpMask.
    ///
    /// - Parameters:
    ///   - blurRadiusInPixels: The blur's sigma in pixels, rounded to a whole pixel. In 0…256.
    ///   - intensity: The strength: 1 keeps the image, more sharpens, less softens. In 0…10.
    public static func unsharpMask(blurRadiusInPixels: Float = 4.0, intensity: Float = 1.0) -> BuiltInEffect {
        BuiltInEffect("UnsharpMask", [("blurRadiusInPixels", blurRadiusInPixels), ("intensity", intensity)])
    }

    /// `Vibrance`: Raises the saturation of dull colours more than of vivid ones, as GPUImage's Vibrance.
    ///
    /// - Parameters:
    ///   - vibrance: 0 keeps the image; positive makes dull colours vivid, negative dulls them. In -1.2…1.2.
    public static func vibrance(vibrance: Float = 0.0) -> BuiltInEffect {
        BuiltInEffect("Vibrance", [("vibrance", vibrance)])
    }

    /// `Vignette`: Darkens the edges towards a colour from a centre outwards, as GPUImage's Vignette.
    ///
    /// - Parameters:
    ///   - center: Centre of the untouched area, in GPUImage's coordinates (0,0 is the top-left corner).
    ///   - color: The colour the edges fade to; its alpha scales the effect.
    ///   - start: Distance from the centre where the fade begins, in texture coordinates (1 = the image's width across, its height down). In 0…2.
    ///   - end: Distance where the edges reach the colour. In 0…2.
    public static func vignette(center: SIMD2<Float> = SIMD2(0.5, 0.5), color: SIMD4<Float> = SIMD4(0.0, 0.0, 0.0, 1.0), start: Float = 0.3, end: Float = 0.75) -> BuiltInEffect {
        BuiltInEffect("Vignette", [("center", center), ("color", color), ("start", start), ("end", end)])
    }

    /// `WhiteBalance`: Warms or cools the image by a colour temperature in kelvin and shifts its green-magenta tint, as GPUImage's WhiteBalance.
    ///
    /// - Parameters:
    ///   - temperature: Colour temperature in K: 5000 keeps the image, lower is cooler, higher warmer. In 2500…7500.
    ///   - tint: Tint: -200 is very green, 200 very pink, 0 keeps the image. In -200…200.
    public static func whiteBalance(temperature: Float = 5000.0, tint: Float = 0.0) -> BuiltInEffect {
        BuiltInEffect("WhiteBalance", [("temperature", temperature), ("tint", tint)])
    }

    /// `ZoomBlur`: Blurs along the lines through a centre, as if zooming while exposing, as GPUImage's ZoomBlur.
    ///
    /// - Parameters:
    ///   - blurCenter: The centre of the zoom, in GPUImage's coordinates (0,0 is the top-left corner).
    ///   - blurSize: The blur's length: taps one hundredth of the distance to the centre apart, times this. In 0…10.
    public static func zoomBlur(blurCenter: SIMD2<Float> = SIMD2(0.5, 0.5), blurSize: Float = 1.0) -> BuiltInEffect {
        BuiltInEffect("ZoomBlur", [("blurCenter", blurCenter), ("blurSize", blurSize)])
    }

    /// Every built-in with its defaults.
    public static let all: [BuiltInEffect] = [
        .adaptiveThreshold(),
        .addBlend(),
        .alphaBlend(),
        .averageLuminanceThreshold(),
        .bilateralBlur(),
        .boxBlur(),
        .brightnessAdjustment(),
        .bulgeDistortion(),
        .cgaColorspaceFilter(),
        .cannyEdgeDetection(),
        .checkerboardGenerator(),
        .chromaKeyBlend(),
        .chromaKeying(),
        .closingFilter(),
        .colorBlend(),
        .colorBurnBlend(),
        .colorDodgeBlend(),
        .colorInversion(),
        .colorLocalBinaryPattern(),
        .colorMatrixFilter(),
        .contrastAdjustment(),
        .convolution3x3(),
        .copy(),
        .crop(),
        .crosshatch(),
        .cubeLookup(),
        .darkenBlend(),
        .differenceBlend(),
        .dilation(),
        .dissolveBlend(),
        .divideBlend(),
        .embossFilter(),
        .erosion(),
        .exclusionBlend(),
        .exposureAdjustment(),
        .falseColor(),
        .gammaAdjustment(),
        .gaussianBlur(),
        .gaussianBlurHorizontal(),
        .gaussianBlurVertical(),
        .glassSphereRefraction(),
        .halftone(),
        .hardLightBlend(),
        .haze(),
        .highPassFilter(),
        .highlightAndShadowTint(),
        .highlightsAndShadows(),
        .histogramEqualization(),
        .hueAdjustment(),
        .hueBlend(),
        .kuwaharaFilter(),
        .kuwaharaRadius3Filter(),
        .lanczosResampling(),
        .laplacian(),
        .levelsAdjustment(),
        .lightenBlend(),
        .linearBurnBlend(),
        .linearGradientGenerator(),
        .localBinaryPattern(),
        .lookupFilter(),
        .lowPassFilter(),
        .luminance(),
        .luminanceRangeReduction(),
        .luminanceThreshold(),
        .luminosityBlend(),
        .medianFilter(),
        .monochromeFilter(),
        .motionBlur(),
        .multiplyBlend(),
        .normalBlend(),
        .opacityAdjustment(),
        .openingFilter(),
        .overlayBlend(),
        .perlinNoiseGenerator(),
        .pinchDistortion(),
        .pixellate(),
        .polarPixellate(),
        .polkaDot(),
        .posterize(),
        .prewittEdgeDetection(),
        .rgbAdjustment(),
        .radialGradientGenerator(),
        .saturationAdjustment(),
        .saturationBlend(),
        .screenBlend(),
        .sepiaToneFilter(),
        .sharpen(),
        .sketchFilter(),
        .smoothToonFilter(),
        .sobelEdgeDetection(),
        .softLightBlend(),
        .solarize(),
        .solidColorGenerator(),
        .sourceOverBlend(),
        .sphereRefraction(),
        .stretchDistortion(),
        .subtractBlend(),
        .swirlDistortion(),
        .thresholdSketchFilter(),
        .thresholdSobelEdgeDetection(),
        .tiltShift(),
        .toneCurveFilter(),
        .toonFilter(),
        .transformOperation(),
        .unsharpMask(),
        .vibrance(),
        .vignette(),
        .whiteBalance(),
        .zoomBlur(),
    ]
}
