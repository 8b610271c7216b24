import Foundation
import Segue

/// A CPU reference for GPUImage's TransformOperation, from its geometry: the image is a quad at
/// z = 0 (x from -1 to 1, y from -a to a with a = height / width, y downwards; or from 0 to 1 and
/// 0 to a anchored at the top-left), each vertex a row vector times the matrix, then GPUImage's
/// orthographic projection; GL rasterizes the pixels whose centres it covers, clips what lies
/// behind the eye or outside the depth range, and the rest keeps the clear colour.
enum TransformReference {
    typealias Color = CPUReference.Color

    /// Renders `image` through `rowMajor` (GPUImage's Matrix4x4(rowMajorValues:) order).
    static func render(
        _ image: Image, rowMajor m: [Double], anchorTopLeft: Bool = false, ignoreAspectRatio: Bool = false,
        background: Color = Color(0, 0, 0, 1)
    ) -> Image {
        let a = ignoreAspectRatio ? 1 : Double(image.height) / Double(image.width)
        /// Clip coordinates of quad point (x, y): (x, y, 0, 1) times the matrix, then projected.
        func clip(_ x: Double, _ y: Double) -> SIMD4<Double> {
            var p = SIMD4<Double>()
            for column in 0..<4 { p[column] = x * m[column] + y * m[4 + column] + m[12 + column] }
            return anchorTopLeft ? SIMD4(2 * p.x - p.w, 2 * p.y / a - p.w, 2 * p.z, p.w) : SIMD4(p.x, p.y / a, p.z, p.w)
        }
        // Clip coordinates are affine in (x, y): c = x A + y B + C.
        let c0 = clip(0, 0)
        let colA = clip(1, 0) - c0
        let colB = clip(0, 1) - c0
        return CPUReference.render(width: image.width, height: image.height) { uv in
            // The pixel in normalized device coordinates, y downwards as GPUImage's rows go.
            let nx = 2 * Double(uv.x) - 1
            let ny = 1 - 2 * Double(uv.y)
            // Solve c.x = nx c.w and c.y = ny c.w for (x, y) by Cramer's rule.
            let a11 = colA.x - nx * colA.w
            let a12 = colB.x - nx * colB.w
            let b1 = nx * c0.w - c0.x
            let a21 = colA.y - ny * colA.w
            let a22 = colB.y - ny * colB.w
            let b2 = ny * c0.w - c0.y
            let det = a11 * a22 - a12 * a21
            guard abs(det) > 1e-12 else { return background }
            let x = (b1 * a22 - a12 * b2) / det
            let y = (a11 * b2 - b1 * a21) / det
            let c = clip(x, y)
            guard c.w > 0, abs(c.z) <= c.w else { return background }
            let t = anchorTopLeft ? SIMD2(x, y / a) : SIMD2((x + 1) / 2, (y / a + 1) / 2)
            guard t.x >= 0, t.x <= 1, t.y >= 0, t.y <= 1 else { return background }
            return CPUReference.bilinear(image, SIMD2(Float(t.x), Float(1 - t.y)))
        }
    }

    /// A CATransform3D-style rotation by `angle` radians about the z axis (clockwise on screen,
    /// y being downwards), then scaled by `scale` and moved by (tx, ty), row-major.
    static func rotation(_ angle: Double, scale: Double = 1, tx: Double = 0, ty: Double = 0) -> [Double] {
        [
            scale * cos(angle), scale * sin(angle), 0, 0,
            -scale * sin(angle), scale * cos(angle), 0, 0,
            0, 0, 1, 0,
            tx, ty, 0, 1,
        ]
    }

    /// A turn by `angle` about the y axis seen through a perspective with the eye `distance`
    /// away (m34 = -1 / distance), as CATransform3DRotate(perspective, angle, 0, 1, 0) makes it.
    static func perspective(_ angle: Double, distance: Double) -> [Double] {
        let c = cos(angle)
        let s = sin(angle)
        let p = -1 / distance
        // The rotation's rows times the perspective matrix (identity but m34).
        return [
            c, 0, -s, -s * p,
            0, 1, 0, 0,
            s, 0, c, c * p,
            0, 0, 0, 1,
        ]
    }

    static func text(_ m: [Double]) -> String { m.map { String($0) }.joined(separator: ",") }
}
