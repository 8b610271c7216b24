/// The natural cubic spline GPUImage's ToneCurveFilter draws through control points
/// (`secondDerivative:` and `splineCurve:` there), sampled at the 256 levels.
enum ToneCurveSpline {
    /// The level each of 0…255 maps to. Points are scaled to 0…255 and sorted by input; between
    /// them the spline (clamped to 0…255, rounded); before the first point and after the last the
    /// curve holds that point's level, as Photoshop draws it. (GPUImage fills those ends with 0
    /// and 255, which agrees for curves starting at 0 and ending at 1, the case its comment names,
    /// and its table is off by one level where the first point is not at 0.)
    static func levels(through controlPoints: [SIMD2<Float>]) -> [UInt8] {
        let points = controlPoints.map { SIMD2<Double>(Double($0.x) * 255, Double($0.y) * 255) }.sorted { $0.x < $1.x }
        let second = secondDerivatives(points)
        func byte(_ y: Double) -> UInt8 { y.isNaN ? 0 : UInt8(min(max(y, 0), 255).rounded()) }
        return (0..<256).map { level in
            let x = Double(level)
            guard let first = points.first, let last = points.last else { return UInt8(level) }
            if x <= first.x { return byte(first.y) }
            if x >= last.x { return byte(last.y) }
            // The segment [points[i], points[i + 1]] holding x.
            var i = 0
            while i + 2 < points.count && points[i + 1].x <= x { i += 1 }
            let cur = points[i]
            let next = points[i + 1]
            let h = next.x - cur.x
            let b = (x - cur.x) / h
            let a = 1 - b
            return byte(
                a * cur.y + b * next.y + (h * h / 6) * ((a * a * a - a) * second[i] + (b * b * b - b) * second[i + 1]))
        }
    }

    /// Second derivatives of the natural spline (zero at both ends): GPUImage's tridiagonal system
    /// solved by its two sweeps.
    static func secondDerivatives(_ p: [SIMD2<Double>]) -> [Double] {
        let n = p.count
        guard n > 2 else { return [Double](repeating: 0, count: n) }
        var lower = [Double](repeating: 0, count: n)
        var diagonal = [Double](repeating: 1, count: n)
        var upper = [Double](repeating: 0, count: n)
        var result = [Double](repeating: 0, count: n)
        for i in 1..<(n - 1) {
            lower[i] = (p[i].x - p[i - 1].x) / 6
            diagonal[i] = (p[i + 1].x - p[i - 1].x) / 3
            upper[i] = (p[i + 1].x - p[i].x) / 6
            result[i] = (p[i + 1].y - p[i].y) / (p[i + 1].x - p[i].x) - (p[i].y - p[i - 1].y) / (p[i].x - p[i - 1].x)
        }
        for i in 1..<n {
            let k = lower[i] / diagonal[i - 1]
            diagonal[i] -= k * upper[i - 1]
            result[i] -= k * result[i - 1]
        }
        for i in stride(from: n - 2, through: 0, by: -1) {
            let k = upper[i] / diagonal[i + 1]
            result[i] -= k * result[i + 1]
        }
        return (0..<n).map { result[$0] / diagonal[$0] }
    }
}
