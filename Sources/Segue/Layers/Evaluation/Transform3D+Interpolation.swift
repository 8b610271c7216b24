import Foundation

extension Transform3D {
    /// The transform `fraction` of the way from this one to `other`, as Core Animation (and CSS)
    /// animate a transform: both are decomposed into perspective, translation, rotation (a
    /// quaternion), skew and scale; those are interpolated (the rotation along the great arc) and
    /// put together again. A transform that cannot be decomposed (one that scales to nothing) is
    /// interpolated element by element.
    public func interpolated(to other: Transform3D, fraction: Double) -> Transform3D {
        if fraction == 0 { return self }
        if fraction == 1 { return other }
        guard let a = DecomposedTransform(self), let b = DecomposedTransform(other) else {
            return Transform3D(elements: zip(elements, other.elements).map { $0 + ($1 - $0) * fraction })
        }
        return DecomposedTransform.blend(a, b, fraction).transform
    }
}

/// A transform taken apart as the CSS Transforms specification (after Graphics Gems II's
/// "unmatrix") takes it apart, in Core Animation's row-vector layout: a point is scaled, skewed,
/// rotated, translated, then seen through the perspective.
struct DecomposedTransform: Equatable {
    var perspective: SIMD4<Double>
    var translation: SIMD3<Double>
    var scale: SIMD3<Double>
    /// xy, xz and yz shears.
    var skew: SIMD3<Double>
    /// (x, y, z, w) of a unit quaternion.
    var quaternion: SIMD4<Double>

    /// The parts of `transform`, or nil when its 3×3 part is singular (or m44 is 0).
    init?(_ transform: Transform3D) {
        var m = (0..<4).map { row in SIMD4((0..<4).map { transform.elements[row * 4 + $0] }) }
        guard m[3][3] != 0 else { return nil }
        m = m.map { $0 / m[3][3] }
        // The perspective is what the last column adds to the affine part A: M = A · P, where P
        // is the identity with p as its last column, so p = A⁻¹ · (M's last column).
        var affine = m
        for row in 0..<3 { affine[row][3] = 0 }
        affine[3][3] = 1
        guard let inverse = Self.inverse(affine) else { return nil }
        let column = SIMD4(m[0][3], m[1][3], m[2][3], m[3][3])
        perspective =
            column == SIMD4(0, 0, 0, 1)
            ? column : SIMD4((0..<4).map { row in (inverse[row] * column).sum() })
        translation = SIMD3(m[3][0], m[3][1], m[3][2])
        var rows = (0..<3).map { SIMD3(m[$0][0], m[$0][1], m[$0][2]) }
        scale = .zero
        skew = .zero
        scale.x = Self.length(rows[0])
        rows[0] /= scale.x
        skew.x = (rows[0] * rows[1]).sum()
        rows[1] -= rows[0] * skew.x
        scale.y = Self.length(rows[1])
        rows[1] /= scale.y
        skew.x /= scale.y
        skew.y = (rows[0] * rows[2]).sum()
        rows[2] -= rows[0] * skew.y
        skew.z = (rows[1] * rows[2]).sum()
        rows[2] -= rows[1] * skew.z
        scale.z = Self.length(rows[2])
        rows[2] /= scale.z
        skew.y /= scale.z
        skew.z /= scale.z
        // A mirror image: flip everything, so that what is left is a rotation.
        if (rows[0] * Self.cross(rows[1], rows[2])).sum() < 0 {
            scale = -scale
            rows = rows.map { -$0 }
        }
        quaternion = Self.quaternion(rows)
    }

    /// The transform these parts make.
    var transform: Transform3D {
        let n = Self.rotationRows(quaternion)
        let r0 = n[0] * scale.x
        let r1 = (n[1] + n[0] * skew.x) * scale.y
        let r2 = (n[2] + n[0] * skew.y + n[1] * skew.z) * scale.z
        let affine = [SIMD4(r0, 0), SIMD4(r1, 0), SIMD4(r2, 0), SIMD4(translation, 1)]
        var elements: [Double] = []
        for row in affine {
            elements += [row.x, row.y, row.z, (row * perspective).sum()]
        }
        return Transform3D(elements: elements)
    }

    /// `a` and `b` mixed: every part linearly, the rotation along the great arc.
    static func blend(_ a: DecomposedTransform, _ b: DecomposedTransform, _ t: Double) -> DecomposedTransform {
        var result = a
        result.perspective = a.perspective + (b.perspective - a.perspective) * t
        result.translation = a.translation + (b.translation - a.translation) * t
        result.scale = a.scale + (b.scale - a.scale) * t
        result.skew = a.skew + (b.skew - a.skew) * t
        result.quaternion = slerp(a.quaternion, b.quaternion, t)
        return result
    }

    /// A weighted sum of parts (a spline through keyframes), the quaternion renormalised.
    static func combine(_ terms: [(weight: Double, parts: DecomposedTransform)]) -> DecomposedTransform {
        var result = terms[0].parts
        result.perspective = terms.reduce(.zero) { $0 + $1.parts.perspective * $1.weight }
        result.translation = terms.reduce(.zero) { $0 + $1.parts.translation * $1.weight }
        result.scale = terms.reduce(.zero) { $0 + $1.parts.scale * $1.weight }
        result.skew = terms.reduce(.zero) { $0 + $1.parts.skew * $1.weight }
        let reference = terms[0].parts.quaternion
        let q = terms.reduce(SIMD4<Double>.zero) { sum, term in
            // The same rotation has two quaternions: take the one nearer the first.
            let aligned = (term.parts.quaternion * reference).sum() < 0 ? -term.parts.quaternion : term.parts.quaternion
            return sum + aligned * term.weight
        }
        let length = (q * q).sum().squareRoot()
        result.quaternion = length > 0 ? q / length : reference
        return result
    }

    private static func slerp(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ t: Double) -> SIMD4<Double> {
        let product = min(max((a * b).sum(), -1), 1)
        guard abs(product) < 1 else { return a }
        let theta = acos(product)
        let w = sin(t * theta) / (1 - product * product).squareRoot()
        return a * (cos(t * theta) - product * w) + b * w
    }

    /// The unit quaternion of the rotation whose rows (images of the axes) are `rows`.
    private static func quaternion(_ rows: [SIMD3<Double>]) -> SIMD4<Double> {
        var q = SIMD4(
            0.5 * max(1 + rows[0].x - rows[1].y - rows[2].z, 0).squareRoot(),
            0.5 * max(1 - rows[0].x + rows[1].y - rows[2].z, 0).squareRoot(),
            0.5 * max(1 - rows[0].x - rows[1].y + rows[2].z, 0).squareRoot(),
            0.5 * max(1 + rows[0].x + rows[1].y + rows[2].z, 0).squareRoot())
        if rows[1].z < rows[2].y { q.x = -q.x }
        if rows[2].x < rows[0].z { q.y = -q.y }
        if rows[0].y < rows[1].x { q.z = -q.z }
        return q
    }

    /// The rows of the rotation of quaternion `q`, in the row-vector layout `quaternion` reads.
    private static func rotationRows(_ q: SIMD4<Double>) -> [SIMD3<Double>] {
        let (x, y, z, w) = (q.x, q.y, q.z, q.w)
        return [
            SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
            SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
            SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)),
        ]
    }

    private static func length(_ v: SIMD3<Double>) -> Double { (v * v).sum().squareRoot() }

    private static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }

    /// The inverse of a 4×4 matrix given by rows, by Gauss–Jordan elimination with pivoting; nil
    /// when it is singular.
    private static func inverse(_ m: [SIMD4<Double>]) -> [SIMD4<Double>]? {
        var a = m
        var result = (0..<4).map { i in SIMD4((0..<4).map { $0 == i ? 1.0 : 0.0 }) }
        let scale = m.map { max(abs($0.x), abs($0.y), abs($0.z), abs($0.w)) }.max() ?? 0
        for column in 0..<4 {
            guard let pivot = (column..<4).max(by: { abs(a[$0][column]) < abs(a[$1][column]) }),
                abs(a[pivot][column]) > 1e-12 * max(scale, 1e-300)
            else { return nil }
            a.swapAt(column, pivot)
            result.swapAt(column, pivot)
            let divisor = a[column][column]
            a[column] /= divisor
            result[column] /= divisor
            for row in 0..<4 where row != column {
                let factor = a[row][column]
                a[row] -= a[column] * factor
                result[row] -= result[column] * factor
            }
        }
        return result
    }
}
