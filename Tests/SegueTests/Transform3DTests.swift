import Foundation
import Testing

@testable import Segue

/// `Transform3D` as Core Animation's `CATransform3D`: its layout, the order of its building
/// functions, and how a transform is interpolated. No GPU.
struct Transform3DTests {
    static func close(_ a: Transform3D, _ b: Transform3D, _ tolerance: Double = 1e-9) -> Bool {
        zip(a.elements, b.elements).allSatisfy { abs($0 - $1) <= tolerance }
    }

    /// CATransform3DMakeRotation(θ, 0, 1, 0) has m11 = cos θ, m13 = −sin θ, m31 = sin θ, m33 = cos θ;
    /// about x, m23 = sin θ and m32 = −sin θ; about z, m12 = sin θ and m21 = −sin θ.
    @Test func rotationsAreLaidOutAsCoreAnimationLaysThemOut() {
        let (c, s) = (cos(0.5), sin(0.5))
        let degrees = 0.5 * 180 / .pi
        let y = Transform3D.identity.rotated(degrees: degrees, x: 0, y: 2, z: 0)
        #expect(abs(y[1, 1] - c) < 1e-12 && abs(y[1, 3] + s) < 1e-12 && abs(y[3, 1] - s) < 1e-12)
        let x = Transform3D.identity.rotated(degrees: degrees, x: 1, y: 0, z: 0)
        #expect(abs(x[2, 3] - s) < 1e-12 && abs(x[3, 2] + s) < 1e-12)
        let z = Transform3D.identity.rotated(degrees: degrees, x: 0, y: 0, z: 1)
        #expect(abs(z[1, 2] - s) < 1e-12 && abs(z[2, 1] + s) < 1e-12)
        #expect(Transform3D.identity.rotated(degrees: 90, x: 0, y: 1, z: 0)[1, 1] == 0, "exact at a quarter turn")
    }

    /// `t = CATransform3DTranslate(CATransform3DRotate(I, 90°, 0, 0, 1), 10, 0, 0)` moves a point
    /// first, then turns it: (0, 0, 0) ↦ (10, 0, 0) ↦ (0, 10, 0), y down.
    @Test func eachStepActsBeforeTheTransformItIsCalledOn() {
        let t = Transform3D.identity.rotated(degrees: 90, x: 0, y: 0, z: 1).translated(x: 10, y: 0, z: 0)
        let p = t.apply(SIMD4(0, 0, 0, 1))
        #expect(abs(p.x) < 1e-12 && abs(p.y - 10) < 1e-12)
        // m34 makes w = 1 + z·m34: a point 100 points towards the viewer with m34 = −1/500.
        let perspective = Transform3D.identity.settingM34(-1.0 / 500)
        #expect(perspective.apply(SIMD4(0, 0, 100, 1)).w == 0.8)
        #expect(perspective.concatenating(.identity) == perspective)
    }

    @Test func lengthsScaleWithThePointSizeAndAnglesDoNot() {
        let t = Transform3D.identity.settingM34(-1.0 / 500).rotated(degrees: 30, x: 0, y: 1, z: 0)
            .translated(x: 10, y: 20, z: 30)
        let scaled = t.scalingLengths(by: 4)
        // A point 4× as far, seen through the scaled transform, lands 4× as far.
        let p = t.apply(SIMD4(1, 2, 3, 1))
        let q = scaled.apply(SIMD4(4, 8, 12, 1))
        #expect(abs(q.x / q.w - 4 * p.x / p.w) < 1e-9 && abs(q.y / q.w - 4 * p.y / p.w) < 1e-9)
    }

    static let samples: [Transform3D] = [
        .identity,
        Transform3D.identity.settingM34(-1.0 / 500).rotated(degrees: 80, x: 0, y: 1, z: 0).translated(
            x: 0, y: 0, z: -30
        )
        .translated(x: 170, y: 0, z: 0),
        Transform3D.identity.settingM34(-1.0 / 500).rotated(degrees: 5, x: 0, y: 0, z: 1)
            .translated(x: 320, y: -40, z: 150).rotated(degrees: -45, x: 0, y: 1, z: 0)
            .rotated(degrees: 10, x: 1, y: 0, z: 0),
        Transform3D.identity.settingM34(-1.0 / 900).scaled(x: 0.95, y: 0.95, z: 1).rotated(
            degrees: 15, x: 1, y: 0, z: 0),
        Transform3D.identity.scaled(x: -2, y: 0.5, z: 1).rotated(degrees: 170, x: 1, y: 1, z: 0),
        Transform3D(elements: [1, 0.3, 0, 0, 0.2, 1, 0, 0, 0, 0, 1, 0, 5, 6, 7, 1]),
    ]

    /// The same transform up to its homogeneous scale (the parts are of the transform divided by m44).
    @Test(arguments: samples.indices)
    func decomposingAndRecomposingGivesTheTransformBack(_ index: Int) throws {
        let t = Self.samples[index]
        let parts = try #require(DecomposedTransform(t))
        let normalised = Transform3D(elements: t.elements.map { $0 / t[4, 4] })
        #expect(Self.close(parts.transform, normalised, 1e-6), "\(parts.transform.elements) against \(t.elements)")
    }

    /// Half way from no turn to a quarter turn is an eighth turn, and a translation moves evenly.
    @Test func aRotationIsInterpolatedAlongItsArc() {
        let quarter = Transform3D.identity.rotated(degrees: 90, x: 0, y: 1, z: 0)
        let half = Transform3D.identity.interpolated(to: quarter, fraction: 0.5)
        #expect(Self.close(half, Transform3D.identity.rotated(degrees: 45, x: 0, y: 1, z: 0)))
        let moved = Transform3D.identity.translated(x: 100, y: -20, z: 8)
        #expect(
            Self.close(
                Transform3D.identity.interpolated(to: moved, fraction: 0.25), .identity.translated(x: 25, y: -5, z: 2)))
        // A perspective shared by both ends stays as it is.
        let p = Transform3D.identity.settingM34(-1.0 / 200)
        let turned = p.rotated(degrees: 60, x: 1, y: 0, z: 0)
        #expect(Self.close(p.interpolated(to: turned, fraction: 0.5), p.rotated(degrees: 30, x: 1, y: 0, z: 0)))
        // The ends are exact.
        #expect(p.interpolated(to: turned, fraction: 0) == p && p.interpolated(to: turned, fraction: 1) == turned)
    }

    /// A transform that flattens everything to nothing cannot be decomposed: it is mixed element by element.
    @Test func aSingularTransformIsMixedElementByElement() {
        let nothing = Transform3D.identity.scaled(x: 0, y: 0, z: 1)
        #expect(DecomposedTransform(nothing) == nil)
        #expect(Transform3D.identity.interpolated(to: nothing, fraction: 0.5)[1, 1] == 0.5)
    }
}
