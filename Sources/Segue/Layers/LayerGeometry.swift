import Foundation

/// Where a layer lands on screen: the projective map from its unit square to frame pixels.
///
/// A layer point d = ((u − ax)·w, (v − ay)·h, 0) about the anchor A is scaled, rotated (about x,
/// then y, then z) and translated: P = A + T + Rz·Ry·Rx·S·d, z towards the viewer. The eye sits
/// `perspective` frame widths in front of the frame's centre C, so P is seen at
/// C + (P.xy − C)·D/(D − P.z). Both steps are linear in (u, v, 1) up to the division, so the whole
/// map is one 3×3 homography H: (X, Y, W) = H·(u, v, 1), screen = (X/W, Y/W), W = D − P.z.
struct LayerGeometry {
    /// Rows of H⁻¹, scaled by a positive factor: H⁻¹·(x, y, 1) = (u, v, 1)/W, so its third
    /// component is positive exactly where the layer is in front of the eye.
    let inverseRows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)
    /// False when the layer is edge-on (the map is singular) and covers no pixel.
    let isVisible: Bool

    init(state: LayerState, anchor: SIMD2<Double>, width: Int, height: Int, perspective: Double) {
        let w = Double(width)
        let h = Double(height)
        let frame = state.frame
        let size = SIMD2(frame.width * w, frame.height * h)
        let anchorPoint = SIMD3(frame.x * w + anchor.x * size.x, frame.y * h + anchor.y * size.y, 0)
        let radians = state.rotation * (Double.pi / 180)
        let linear =
            Self.rotationZ(radians.z) * Self.rotationY(radians.y) * Self.rotationX(radians.x)
            * Self.diagonal(SIMD3(state.scale.x, state.scale.y, 1))
        // P = Pu·u + Pv·v + P1.
        let pu = linear.column(0) * size.x
        let pv = linear.column(1) * size.y
        let p1 =
            anchorPoint + SIMD3(state.translation.x * w, state.translation.y * h, 0) - pu * anchor.x - pv * anchor.y
        let eye = perspective * w
        let centre = SIMD2(w / 2, h / 2)
        // X = P.x·D − C.x·P.z, Y = P.y·D − C.y·P.z, W = D − P.z: each a linear form in (u, v, 1).
        let h0 = SIMD3(pu.x * eye - centre.x * pu.z, pv.x * eye - centre.x * pv.z, p1.x * eye - centre.x * p1.z)
        let h1 = SIMD3(pu.y * eye - centre.y * pu.z, pv.y * eye - centre.y * pv.z, p1.y * eye - centre.y * p1.z)
        let h2 = SIMD3(-pu.z, -pv.z, eye - p1.z)
        let forward = Matrix3(rows: h0, h1, h2)
        let determinant = forward.determinant
        let scale = max(Self.largest(h0), Self.largest(h1), Self.largest(h2))
        guard determinant.isFinite, abs(determinant) > 1e-9 * scale * scale * scale else {
            inverseRows = (.zero, .zero, .zero)
            isVisible = false
            return
        }
        let inverse = forward.adjugate * (1 / determinant)
        // Scale by a positive factor so that float precision on the GPU is comfortable.
        let largest = max(Self.largest(inverse.r0), Self.largest(inverse.r1), Self.largest(inverse.r2))
        let normal = largest > 0 ? 1 / largest : 1
        inverseRows = (inverse.r0 * normal, inverse.r1 * normal, inverse.r2 * normal)
        isVisible = true
    }

    private static func largest(_ v: SIMD3<Double>) -> Double {
        max(abs(v.x), abs(v.y), abs(v.z))
    }

    private static func rotationX(_ angle: Double) -> Matrix3 {
        let c = cos(angle)
        let s = sin(angle)
        return Matrix3(rows: SIMD3(1, 0, 0), SIMD3(0, c, s), SIMD3(0, -s, c))
    }

    private static func rotationY(_ angle: Double) -> Matrix3 {
        let c = cos(angle)
        let s = sin(angle)
        return Matrix3(rows: SIMD3(c, 0, s), SIMD3(0, 1, 0), SIMD3(-s, 0, c))
    }

    private static func rotationZ(_ angle: Double) -> Matrix3 {
        let c = cos(angle)
        let s = sin(angle)
        return Matrix3(rows: SIMD3(c, -s, 0), SIMD3(s, c, 0), SIMD3(0, 0, 1))
    }

    private static func diagonal(_ d: SIMD3<Double>) -> Matrix3 {
        Matrix3(rows: SIMD3(d.x, 0, 0), SIMD3(0, d.y, 0), SIMD3(0, 0, d.z))
    }
}

/// A 3×3 matrix of doubles, stored by rows.
struct Matrix3 {
    var r0, r1, r2: SIMD3<Double>

    init(rows r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>) {
        self.r0 = r0
        self.r1 = r1
        self.r2 = r2
    }

    func column(_ index: Int) -> SIMD3<Double> { SIMD3(r0[index], r1[index], r2[index]) }

    static func * (a: Matrix3, b: Matrix3) -> Matrix3 {
        func row(_ r: SIMD3<Double>) -> SIMD3<Double> { b.r0 * r.x + b.r1 * r.y + b.r2 * r.z }
        return Matrix3(rows: row(a.r0), row(a.r1), row(a.r2))
    }

    static func * (a: Matrix3, k: Double) -> Matrix3 { Matrix3(rows: a.r0 * k, a.r1 * k, a.r2 * k) }

    var determinant: Double {
        r0.x * (r1.y * r2.z - r1.z * r2.y) - r0.y * (r1.x * r2.z - r1.z * r2.x) + r0.z * (r1.x * r2.y - r1.y * r2.x)
    }

    /// The transposed matrix of cofactors: adjugate / determinant is the inverse.
    var adjugate: Matrix3 {
        Matrix3(
            rows: SIMD3(r1.y * r2.z - r1.z * r2.y, r0.z * r2.y - r0.y * r2.z, r0.y * r1.z - r0.z * r1.y),
            SIMD3(r1.z * r2.x - r1.x * r2.z, r0.x * r2.z - r0.z * r2.x, r0.z * r1.x - r0.x * r1.z),
            SIMD3(r1.x * r2.y - r1.y * r2.x, r0.y * r2.x - r0.x * r2.y, r0.x * r1.y - r0.y * r1.x))
    }
}
