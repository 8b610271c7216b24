import Foundation
import Segue

/// Where one layer lands on screen: the projective map from its unit square to pixels, and its
/// inverse, which finds the layer point seen at a pixel.
///
/// A layer point is pushed through the placement LAYERS.md describes, as a homogeneous point
/// (x, y, z, w), one step at a time: about the anchor it is scaled, rotated about x, y and z,
/// transformed (a `Transform3D` acting on points, lengths in the transition's points), and moved
/// to the anchor's place plus the translation; in each group it takes the group's
/// `sublayerTransform` about the group's anchor, is flattened (z = 0) and placed as the group is;
/// last the frame's perspective divides by w = 1 − z/eye about the frame's centre. The screen
/// point (X/W, Y/W) is a homography of (u, v), whose matrix is read off the images of three corners.
struct LayerReferenceGeometry {
    /// The layer's frame in pixels.
    let frame: (x: Double, y: Double, width: Double, height: Double)
    /// The homography, row-major: (X, Y, W) = H·(u, v, 1), W > 0 in front of the eye.
    let forward: [Double]
    /// The inverse of the homography, row-major; nil when the layer is seen edge-on.
    let inverse: [Double]?
    /// The whole-pixel translation, when that is all the layer's map does (then its pixels are
    /// copied texel for texel rather than filtered, so an untouched layer reproduces its snapshot).
    let wholePixelShift: (x: Double, y: Double)?

    /// A layer and each group holding it (innermost first), with their states.
    typealias Chain = [(layer: Layer, state: LayerReferenceState, region: LayerRect)]

    init(chain: Chain, region: LayerRect, transition: LayerTransition, width: Int, height: Int) {
        let (w, h) = (Double(width), Double(height))
        let state = chain[0].state
        frame = (state.frame.x * w, state.frame.y * h, state.frame.width * w, state.frame.height * h)
        let frame = self.frame
        let pointSize = w / transition.viewWidth
        func image(_ u: Double, _ v: Double) -> SIMD3<Double> {
            var p = SIMD4(u * frame.width, v * frame.height, 0, 1)
            let anchor = chain[0].layer.anchor
            p = Self.place(
                p, state, pivot: (anchor.x * frame.width, anchor.y * frame.height),
                at: (frame.x + anchor.x * frame.width, frame.y + anchor.y * frame.height), w: w, h: h,
                pointSize: pointSize)
            for (group, groupState, groupRegion) in chain.dropFirst() {
                let rest = (
                    x: (groupRegion.x + group.anchor.x * groupRegion.width) * w,
                    y: (groupRegion.y + group.anchor.y * groupRegion.height) * h
                )
                p = Self.shift(p, -rest.x, -rest.y)
                p = Self.caTransform(group.sublayerTransform, p, pointSize: pointSize)
                p = Self.shift(p, rest.x, rest.y)
                // A CALayer flattens what it holds; a CATransformLayer does not.
                if group.flattensSublayers { p.z = 0 }
                let f = groupState.frame
                p = Self.place(
                    p, groupState, pivot: rest,
                    at: ((f.x + group.anchor.x * f.width) * w, (f.y + group.anchor.y * f.height) * h), w: w, h: h,
                    pointSize: pointSize)
            }
            if transition.perspective.isFinite {
                let eye = transition.perspective * w
                p = Self.shift(p, -w / 2, -h / 2)
                p.w -= p.z / eye
                p = Self.shift(p, w / 2, h / 2)
            }
            return SIMD3(p.x, p.y, p.w)
        }
        let origin = image(0, 0)
        let alongU = image(1, 0) - origin
        let alongV = image(0, 1) - origin
        forward = [alongU.x, alongV.x, origin.x, alongU.y, alongV.y, origin.y, alongU.z, alongV.z, origin.z]
        inverse = Self.invert(forward, scale: 1)

        let isWhole = { (x: Double) in abs(x - x.rounded()) < 1e-6 }
        let regionPixels = (region.x * w, region.y * h, region.width * w, region.height * h)
        let sameRect =
            abs(frame.x - regionPixels.0) < 1e-4 && abs(frame.y - regionPixels.1) < 1e-4
            && abs(frame.width - regionPixels.2) < 1e-4 && abs(frame.height - regionPixels.3) < 1e-4
        let untransformed =
            chain.count == 1 && state.position == nil && state.scale == (1, 1) && state.rotation == (0, 0, 0)
            && state.transform == .identity
        let shift = (
            x: state.translation.x * w + state.translationInPoints.x * pointSize,
            y: state.translation.y * h + state.translationInPoints.y * pointSize
        )
        wholePixelShift =
            untransformed && sameRect && isWhole(shift.x) && isWhole(shift.y)
            ? (shift.x.rounded(), shift.y.rounded()) : nil
    }

    /// A homogeneous point moved by (dx, dy).
    static func shift(_ p: SIMD4<Double>, _ dx: Double, _ dy: Double) -> SIMD4<Double> {
        SIMD4(p.x + dx * p.w, p.y + dy * p.w, p.z, p.w)
    }

    /// One layer's placement of a point of its own (pixels): about `pivot`, scale, rotations,
    /// transform; then to `at` plus the translation.
    static func place(
        _ p: SIMD4<Double>, _ state: LayerReferenceState, pivot: (x: Double, y: Double), at: (x: Double, y: Double),
        w: Double, h: Double, pointSize: Double
    ) -> SIMD4<Double> {
        // A `position` puts the anchor there instead of where the frame puts it.
        let at = state.position.map { (x: $0.x * w, y: $0.y * h) } ?? at
        var q = shift(p, -pivot.x, -pivot.y)
        var d = SIMD3(q.x * state.scale.x, q.y * state.scale.y, q.z)
        d = rotateZ(state.rotation.z, rotateY(state.rotation.y, rotateX(state.rotation.x, d)))
        q = caTransform(state.transform, SIMD4(d, q.w), pointSize: pointSize)
        return shift(
            q, at.x + state.translation.x * w + state.translationInPoints.x * pointSize,
            at.y + state.translation.y * h + state.translationInPoints.y * pointSize)
    }

    /// A point (pixels) through a Core Animation transform written in points: (x y z w)·M.
    static func caTransform(_ t: Transform3D, _ p: SIMD4<Double>, pointSize: Double) -> SIMD4<Double> {
        let inPoints = [p.x / pointSize, p.y / pointSize, p.z / pointSize, p.w]
        var out = [Double](repeating: 0, count: 4)
        for column in 1...4 {
            for row in 1...4 { out[column - 1] += inPoints[row - 1] * t[row, column] }
        }
        return SIMD4(out[0] * pointSize, out[1] * pointSize, out[2] * pointSize, out[3])
    }

    /// The layer point seen at pixel centre `q`, or nil when the layer does not cover it. The unit
    /// square is half-open, [0, 1)², as GL's top-left rule gives a shared edge to one side only.
    func layerPoint(at q: (x: Double, y: Double)) -> (u: Double, v: Double)? {
        let u: Double
        let v: Double
        if let shift = wholePixelShift {
            u = (q.x - shift.x - frame.x) / frame.width
            v = (q.y - shift.y - frame.y) / frame.height
        } else {
            guard let m = inverse else { return nil }
            let a = m[0] * q.x + m[1] * q.y + m[2]
            let b = m[3] * q.x + m[4] * q.y + m[5]
            let c = m[6] * q.x + m[7] * q.y + m[8]
            guard c != 0 else { return nil }
            u = a / c
            v = b / c
            // The homography also maps points behind the eye to the screen, mirrored: not drawn.
            guard forward[6] * u + forward[7] * v + forward[8] > 0 else { return nil }
        }
        guard u >= 0, u < 1, v >= 0, v < 1 else { return nil }
        return (u, v)
    }

    /// The inverse of a 3×3 matrix by cofactors, or nil when it is singular: the layer projects to
    /// a line (edge-on). `scale` is the determinant of an unmoved one-pixel layer, for a relative test.
    static func invert(_ m: [Double], scale: Double) -> [Double]? {
        let c00 = m[4] * m[8] - m[5] * m[7]
        let c01 = m[5] * m[6] - m[3] * m[8]
        let c02 = m[3] * m[7] - m[4] * m[6]
        let det = m[0] * c00 + m[1] * c01 + m[2] * c02
        // Less than a millionth of a pixel of area left on screen.
        guard abs(det) > 1e-6 * abs(scale) else { return nil }
        let adjugate = [
            c00, m[2] * m[7] - m[1] * m[8], m[1] * m[5] - m[2] * m[4],
            c01, m[0] * m[8] - m[2] * m[6], m[2] * m[3] - m[0] * m[5],
            c02, m[1] * m[6] - m[0] * m[7], m[0] * m[4] - m[1] * m[3],
        ]
        return adjugate.map { $0 / det }
    }

    /// Cosine and sine of an angle in degrees, exact at multiples of 90° so that a quarter turn
    /// leaves a layer exactly edge-on.
    static func cosSin(_ degrees: Double) -> (cos: Double, sin: Double) {
        let turns = degrees / 90
        if turns == turns.rounded() {
            switch ((Int(turns) % 4) + 4) % 4 {
            case 0: return (1, 0)
            case 1: return (0, 1)
            case 2: return (-1, 0)
            default: return (0, -1)
            }
        }
        let radians = degrees * .pi / 180
        return (cos(radians), sin(radians))
    }

    /// About x: y' = y cos θ + z sin θ, z' = −y sin θ + z cos θ (positive brings the top towards the viewer).
    static func rotateX(_ degrees: Double, _ p: SIMD3<Double>) -> SIMD3<Double> {
        let (c, s) = cosSin(degrees)
        return SIMD3(p.x, p.y * c + p.z * s, -p.y * s + p.z * c)
    }

    /// About y: x' = x cos θ + z sin θ, z' = −x sin θ + z cos θ (positive brings the left side towards the viewer).
    static func rotateY(_ degrees: Double, _ p: SIMD3<Double>) -> SIMD3<Double> {
        let (c, s) = cosSin(degrees)
        return SIMD3(p.x * c + p.z * s, p.y, -p.x * s + p.z * c)
    }

    /// About z: x' = x cos θ − y sin θ, y' = x sin θ + y cos θ (clockwise on screen, y being down).
    static func rotateZ(_ degrees: Double, _ p: SIMD3<Double>) -> SIMD3<Double> {
        let (c, s) = cosSin(degrees)
        return SIMD3(p.x * c - p.y * s, p.x * s + p.y * c, p.z)
    }
}
