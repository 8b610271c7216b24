import Foundation
import Segue

/// Where one layer lands on screen: the projective map from its unit square to pixels, and its
/// inverse, which finds the layer point seen at a pixel.
///
/// A layer point (u, v) sits at P = A + T + Rz·Ry·Rx·S·d with d = ((u − ax)·F.w, (v − ay)·F.h, 0),
/// which is affine in (u, v): P = P0 + u·Pu + v·Pv. The perspective divide then makes the map to
/// the screen a homography H of the plane, in homogeneous coordinates (D·P.x − Cx·P.z, D·P.y − Cy·P.z, D − P.z).
struct LayerReferenceGeometry {
    /// The layer's frame in pixels.
    let frame: (x: Double, y: Double, width: Double, height: Double)
    /// The layer point at (0, 0) and the steps along u and v, in 3D pixels (z towards the viewer).
    let origin: SIMD3<Double>, alongU: SIMD3<Double>, alongV: SIMD3<Double>
    /// The eye's distance from the image plane, in pixels.
    let eye: Double
    /// The inverse of the homography, row-major; nil when the layer is seen edge-on.
    let inverse: [Double]?
    /// The whole-pixel translation, when that is all the layer's map does (then its pixels are
    /// copied texel for texel rather than filtered, so an untouched layer reproduces its snapshot).
    let wholePixelShift: (x: Double, y: Double)?

    init(
        state: LayerReferenceState, anchor: SIMD2<Double>, region: LayerRect, width: Int, height: Int,
        perspective: Double
    ) {
        let w = Double(width)
        let h = Double(height)
        frame = (state.frame.x * w, state.frame.y * h, state.frame.width * w, state.frame.height * h)
        let eye = perspective * w
        self.eye = eye
        let anchorPoint = SIMD3(frame.x + anchor.x * frame.width, frame.y + anchor.y * frame.height, 0)
        let shift = SIMD3(state.translation.x * w, state.translation.y * h, 0)
        let transform = { (d: SIMD3<Double>) -> SIMD3<Double> in
            Self.rotateZ(
                state.rotation.z,
                Self.rotateY(
                    state.rotation.y,
                    Self.rotateX(
                        state.rotation.x,
                        SIMD3(d.x * state.scale.x, d.y * state.scale.y, d.z))))
        }
        let frame = self.frame
        let origin = anchorPoint + shift + transform(SIMD3(-anchor.x * frame.width, -anchor.y * frame.height, 0))
        let alongU = transform(SIMD3(frame.width, 0, 0))
        let alongV = transform(SIMD3(0, frame.height, 0))
        (self.origin, self.alongU, self.alongV) = (origin, alongU, alongV)

        let c = (x: w / 2, y: h / 2)
        func column(_ p: SIMD3<Double>, constant: Double) -> SIMD3<Double> {
            SIMD3(eye * p.x - c.x * p.z, eye * p.y - c.y * p.z, constant - p.z)
        }
        let cu = column(alongU, constant: 0)
        let cv = column(alongV, constant: 0)
        let c1 = column(origin, constant: eye)
        let matrix = [cu.x, cv.x, c1.x, cu.y, cv.y, c1.y, cu.z, cv.z, c1.z]
        inverse = Self.invert(matrix, scale: eye * eye * eye)

        let isWhole = { (x: Double) in abs(x - x.rounded()) < 1e-6 }
        let regionPixels = (region.x * w, region.y * h, region.width * w, region.height * h)
        let sameRect =
            abs(frame.x - regionPixels.0) < 1e-4 && abs(frame.y - regionPixels.1) < 1e-4
            && abs(frame.width - regionPixels.2) < 1e-4 && abs(frame.height - regionPixels.3) < 1e-4
        let untransformed = state.scale == (1, 1) && state.rotation == (0, 0, 0)
        wholePixelShift =
            untransformed && sameRect && isWhole(shift.x) && isWhole(shift.y)
            ? (shift.x.rounded(), shift.y.rounded()) : nil
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
            guard origin.z + u * alongU.z + v * alongV.z < eye else { return nil }
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
