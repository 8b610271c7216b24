import Foundation

/// `cube.glsl`'s box at one progress, as its ray cast sees it: each face the eye sees, as a quad
/// the device draws in perspective, reading its image at the point the ray would hit.
///
/// The shader casts a ray per pixel and reads both images at computed points; a quad reads one
/// image per pixel through an interpolated point and leaves the background to a fill. The
/// device's edge of a quad and the shader's test of a ray may round differently, so the pixels
/// within `edgeMargin` of every edge are shaded by the shader itself.
enum CubeFaces {
    /// Pixels around a face's edge that the shader draws.
    static let edgeMargin = 1.0

    /// Fills `regions` with the frame of `cube.glsl` at `progress` (strictly between 0 and 1):
    /// the background filled, the faces in view as quads, their edges shaded. Leaves it empty
    /// (all shaded) where the background is translucent, which the shader writes as it is.
    static func regions(
        progress: Float, perspective: Float, zoomOut: Float, shading: Float, background: SIMD4<Float>,
        into regions: inout FrameRegions
    ) {
        guard background.w >= 1 else { return }
        let box = Box(
            progress: progress, perspective: perspective, zoomOut: zoomOut, width: regions.width,
            height: regions.height)
        var faces: [(image: FrameRegions.Image, corners: [SIMD4<Double>], visibility: Double, shade: Float)] = []
        // The shader's own threshold: a face shows while the eye is in front of its plane.
        let (front, right) = box.eyeDistancesFromFacePlanes
        faces.append((.from, box.corners(face: .from), front, 1 + (Float(box.cosine) - 1) * shading))
        faces.append((.to, box.corners(face: .to), right, 1 + (Float(box.sine) - 1) * shading))
        guard
            faces.allSatisfy({
                $0.corners.allSatisfy { $0.w > 1e-6 && ($0 / $0.w).x.isFinite && ($0 / $0.w).y.isFinite }
            })
        else { return }
        regions.fill(background, columns: 0..<Int.max, rows: 0..<Int.max)
        // A face seen almost edge-on is a sliver its edges' margins cover; the ray cast and this
        // arithmetic may disagree on which side of the threshold it is.
        let certainty = 1e-4 * box.halfWidth
        for face in faces where face.visibility > -certainty {
            if face.visibility > certainty {
                regions.face(
                    face.image, corners: FrameRegions.Corners(face.corners.map { SIMD4<Float>($0) }), shade: face.shade)
            }
            regions.shadeEdges(ofQuad: face.corners, margin: edgeMargin)
        }
    }

    /// The box of `cube.glsl` at one progress, in its units: lengths in image heights, x to the
    /// right, y up, the screen the plane z = 0 and the eye on the z axis in front of it.
    private struct Box {
        /// The shader's π/2, as a 32-bit float.
        static let quarterTurn = Double(Float(1.57079633))
        static let halfTurn = Double(Float(3.14159265))

        let width: Double
        let eye: Double
        let centre: Double
        let cosine: Double
        let sine: Double

        init(progress: Float, perspective: Float, zoomOut: Float, width: Int, height: Int) {
            self.width = Double(Float(width) / Float(height))
            eye = Double(perspective) * self.width
            centre = -0.5 * self.width - Double(zoomOut) * self.width * sin(Box.halfTurn * Double(progress))
            let theta = Double(progress) * Box.quarterTurn
            (cosine, sine) = (cos(theta), sin(theta))
        }

        var halfWidth: Double { 0.5 * width }

        /// How far the eye is in front of the front face's plane and of the right face's (the
        /// shader's `origin.z - h` and `origin.x - h`): a face shows while its distance is positive.
        var eyeDistancesFromFacePlanes: (front: Double, right: Double) {
            ((eye - centre) * cosine - halfWidth, (eye - centre) * sine - halfWidth)
        }

        /// The corners of a face in clip space, at its image's points (0,0), (1,0), (0,1), (1,1)
        /// (y up, as the shader reads them): the front face shows "from", the right one "to".
        func corners(face: FrameRegions.Image) -> [SIMD4<Double>] {
            [(0.0, 0.0), (1, 0), (0, 1), (1, 1)].map { (u, v) in
                // The point on the box, in its own frame, where the shader reads (u, v).
                let local =
                    face == .from
                    ? SIMD3(u * width - halfWidth, v - 0.5, halfWidth)
                    : SIMD3(halfWidth, v - 0.5, halfWidth - u * width)
                // The box is turned by −θ about the vertical axis through its centre.
                let x = local.x * cosine - local.z * sine
                let z = centre + local.x * sine + local.z * cosine
                // Seen from the eye on the screen plane: x′ = x·eye/(eye − z), in clip units,
                // y down as the output's rows run.
                return SIMD4(2 * x * eye / width, -2 * local.y * eye, 0, eye - z)
            }
        }
    }
}
