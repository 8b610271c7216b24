import Segue
import Testing

/// GPUImage's distortions and its directional blurs (ZoomBlur, MotionBlur), which read filtered
/// points elsewhere, against their CPU references at two settings, on an opaque image and an
/// odd-sized translucent one.
@Suite(.requiresGPU)
struct DistortionTests {
    typealias Case = ColourOperationTests.Case

    static let cases: [Case] = [
        Case("SwirlDistortion"), Case("SwirlDistortion", ["center": "0.3,0.4", "radius": "0.4", "angle": "-0.6"]),
        Case("BulgeDistortion"), Case("BulgeDistortion", ["center": "0.6,0.35", "radius": "0.4", "scale": "-0.5"]),
        Case("PinchDistortion"), Case("PinchDistortion", ["center": "0.4,0.6", "radius": "0.5", "scale": "-0.8"]),
        Case("StretchDistortion"), Case("StretchDistortion", ["center": "0.3,0.7"]),
        Case("SphereRefraction"),
        Case("SphereRefraction", ["center": "0.4,0.45", "radius": "0.4", "refractiveIndex": "0.5"]),
        Case("GlassSphereRefraction"),
        Case("GlassSphereRefraction", ["center": "0.4,0.45", "radius": "0.4", "refractiveIndex": "0.5"]),
        Case("ZoomBlur"), Case("ZoomBlur", ["blurCenter": "0.3,0.6", "blurSize": "3"]),
        Case("MotionBlur"), Case("MotionBlur", ["blurSize": "4", "blurAngle": "30"]),
    ]

    /// GlassSphereRefraction makes what it reads opaque, so the straight colour of a barely
    /// visible texel (rounding noise magnified by 1/alpha) would show at full strength: it is
    /// checked on opaque images of both sizes.
    static let arguments = cases.flatMap { distortion in
        (distortion.name == "GlassSphereRefraction"
            ? [TestPicture.opaque, .opaqueOdd] : TestPicture.opaqueAndTranslucent).map { (distortion, $0) }
    }

    @Test(arguments: arguments)
    func matchesItsReference(distortion: Case, picture: TestPicture) throws {
        let image = picture.image
        let gpu = try ColourOperationTests.render(distortion.name, distortion.parameters, image)
        let transform = DistortionReference.transform(
            distortion.name, distortion.parameters, width: image.width, height: image.height)
        let input = StraightAlpha.Input(premultiplied: StraightAlpha.premultiplied(image))
        let reference = CPUReference.render(width: image.width, height: image.height) { uv in
            StraightAlpha.written(transform(input, uv))
        }
        let comparison = ImageComparison(StraightAlpha.visible(gpu), StraightAlpha.visible(reference))
        #expect(
            comparison.meetsReferenceTolerance,
            "\(distortion.testDescription) on \(picture.testDescription): \(comparison)")
    }

    /// A distortion moves pixels: the default swirl is not the image, so the check above is not
    /// passing on an unchanged image.
    @Test func theDefaultSwirlChangesTheImage() throws {
        let image = TestImages.pattern(width: 64, height: 40)
        let swirled = try ColourOperationTests.render("SwirlDistortion", [:], image)
        #expect(!ImageComparison(swirled, image).meetsReferenceTolerance)
    }
}
