import Foundation

/// A 3D transform as Core Animation's `CATransform3D`: the same sixteen numbers in the same
/// layout, acting on row vectors (x′ y′ z′ w′) = (x y z 1)·M, lengths in points, y down and z
/// towards the viewer.
///
/// The building functions apply their step before the transform they are called on, as
/// `CATransform3DTranslate(t, …)` and its siblings do, so a chain reads as the source wrote it:
///
///     // t = CATransform3DIdentity; t.m34 = -1.0 / 500; t = CATransform3DRotate(t, π/4, 0, 1, 0)
///     let t = Transform3D.identity.settingM34(-1.0 / 500).rotated(degrees: 45, x: 0, y: 1, z: 0)
public struct Transform3D: Sendable, Equatable {
    /// m11, m12, m13, m14, m21, … m44, as `CATransform3D` lays them out.
    public var elements: [Double]

    /// The identity.
    public static let identity = Transform3D(elements: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])

    /// A transform of these sixteen elements (m11 … m44).
    public init(elements: [Double]) {
        precondition(elements.count == 16, "a Transform3D has 16 elements")
        self.elements = elements
    }

    /// Element m(row)(column), both counted from 1 as Core Animation names them.
    public subscript(row: Int, column: Int) -> Double {
        get { elements[(row - 1) * 4 + column - 1] }
        set { elements[(row - 1) * 4 + column - 1] = newValue }
    }

    /// `CATransform3DConcat(self, other)`: this transform, then `other`.
    public func concatenating(_ other: Transform3D) -> Transform3D {
        var product = [Double](repeating: 0, count: 16)
        for row in 0..<4 {
            for column in 0..<4 {
                var sum = 0.0
                for k in 0..<4 { sum += elements[row * 4 + k] * other.elements[k * 4 + column] }
                product[row * 4 + column] = sum
            }
        }
        return Transform3D(elements: product)
    }

    /// `CATransform3DTranslate(self, x, y, z)`.
    public func translated(x: Double, y: Double, z: Double) -> Transform3D {
        var step = Transform3D.identity
        (step[4, 1], step[4, 2], step[4, 3]) = (x, y, z)
        return step.concatenating(self)
    }

    /// `CATransform3DScale(self, x, y, z)`.
    public func scaled(x: Double, y: Double, z: Double) -> Transform3D {
        var step = Transform3D.identity
        (step[1, 1], step[2, 2], step[3, 3]) = (x, y, z)
        return step.concatenating(self)
    }

    /// `CATransform3DRotate(self, angle, x, y, z)` with the angle in degrees; the axis need not be
    /// of unit length, and a zero axis leaves the transform as it is, as Core Animation does.
    public func rotated(degrees: Double, x: Double, y: Double, z: Double) -> Transform3D {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0 else { return self }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let (c, s) = Self.cosSin(degrees)
        let k = 1 - c
        let step = Transform3D(elements: [
            ux * ux * k + c, ux * uy * k + uz * s, ux * uz * k - uy * s, 0,
            ux * uy * k - uz * s, uy * uy * k + c, uy * uz * k + ux * s, 0,
            ux * uz * k + uy * s, uy * uz * k - ux * s, uz * uz * k + c, 0,
            0, 0, 0, 1,
        ])
        return step.concatenating(self)
    }

    /// The transform with m34 set: `t.m34 = value`, Core Animation's perspective (−1 / eye distance).
    public func settingM34(_ value: Double) -> Transform3D {
        var copy = self
        copy[3, 4] = value
        return copy
    }

    /// Where the point (x, y, z) lands, in homogeneous coordinates (x′, y′, z′, w′).
    func apply(_ p: SIMD4<Double>) -> SIMD4<Double> {
        var result = SIMD4<Double>.zero
        for column in 0..<4 {
            result[column] =
                p.x * elements[column] + p.y * elements[4 + column] + p.z * elements[8 + column] + p.w
                * elements[12 + column]
        }
        return result
    }

    /// The same transform measured in units `factor` times smaller: a transform written in points
    /// acting on pixels, `factor` pixels to the point.
    func scalingLengths(by factor: Double) -> Transform3D {
        var copy = self
        for i in 1...3 {
            copy[4, i] *= factor
            copy[i, 4] /= factor
        }
        return copy
    }

    /// Cosine and sine of an angle in degrees, exact at multiples of 90°, so that a quarter turn
    /// leaves a layer exactly edge-on.
    static func cosSin(_ degrees: Double) -> (cos: Double, sin: Double) {
        let turns = degrees / 90
        if turns == turns.rounded(), abs(turns) < 1e9 {
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
}
