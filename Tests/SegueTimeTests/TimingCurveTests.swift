import Testing

@testable import SegueTime

/// The CSS cubic-bezier value at `t`, solved here independently of the library: the Bernstein form
/// of x(s) is bisected densely for s, then y(s) is evaluated.
private func referenceBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at t: Double) -> Double {
    func bernstein(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
        let middle = (low + high) / 2
        if bernstein(x1, x2, middle) < t { low = middle } else { high = middle }
    }
    return bernstein(y1, y2, (low + high) / 2)
}

private let samplePoints: [Double] = [0.01, 0.05, 0.1, 0.2, 0.25, 0.3, 0.4, 0.5, 0.6, 0.7, 0.75, 0.8, 0.9, 0.95, 0.99]

@Suite("Timing curves")
struct TimingCurveTests {
    static let bezierCurves: [TimingCurve] = [
        .linear, .easeIn, .easeOut, .easeInOut,
        .cubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1),
        .cubicBezier(x1: 0, y1: 1, x2: 1, y2: 0),
        .cubicBezier(x1: 1, y1: 0, x2: 0, y2: 1),
    ]

    @Test(arguments: bezierCurves)
    func endpointsAreExact(curve: TimingCurve) {
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
        #expect(curve.value(at: -0.5) == 0)
        #expect(curve.value(at: 7) == 1)
        #expect(curve.value(at: .nan) == 0)
    }

    @Test func springCurveEndpointsAreExact() throws {
        let curve = TimingCurve.spring(try Spring(dampingRatio: 0.4, response: 0.3))
        #expect(curve.value(at: 0) == 0)
        #expect(curve.value(at: 1) == 1)
    }

    @Test(arguments: bezierCurves)
    func bezierCurvesWithControlPointsInTheUnitSquareAreMonotonic(curve: TimingCurve) {
        var previous = curve.value(at: 0)
        for step in 1...2_000 {
            let value = curve.value(at: Double(step) / 2_000)
            #expect(value >= previous - 1e-9, "decreased at t = \(Double(step) / 2_000)")
            previous = value
        }
    }

    @Test(arguments: [
        (TimingCurve.easeIn, (0.42, 0.0, 1.0, 1.0)),
        (TimingCurve.easeOut, (0.0, 0.0, 0.58, 1.0)),
        (TimingCurve.easeInOut, (0.42, 0.0, 0.58, 1.0)),
        (TimingCurve.cubicBezier(x1: 0.17, y1: 0.67, x2: 0.83, y2: 0.67), (0.17, 0.67, 0.83, 0.67)),
        (TimingCurve.cubicBezier(x1: 0.68, y1: -0.55, x2: 0.265, y2: 1.55), (0.68, -0.55, 0.265, 1.55)),
    ])
    func valuesMatchAnIndependentSolver(curve: TimingCurve, points: (Double, Double, Double, Double)) {
        for t in samplePoints {
            let expected = referenceBezier(points.0, points.1, points.2, points.3, at: t)
            #expect(abs(curve.value(at: t) - expected) < 1e-5, "t = \(t)")
        }
    }

    @Test func standardCurvesHaveTheirKnownSymmetries() {
        // ease-in and ease-out are point reflections of each other; ease-in-out is its own.
        for t in samplePoints {
            #expect(abs(TimingCurve.easeIn.value(at: t) - (1 - TimingCurve.easeOut.value(at: 1 - t))) < 1e-6)
            #expect(abs(TimingCurve.easeInOut.value(at: t) + TimingCurve.easeInOut.value(at: 1 - t) - 1) < 1e-6)
        }
        #expect(abs(TimingCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-7)
        #expect(TimingCurve.easeIn.value(at: 0.5) < 0.5)
        #expect(TimingCurve.easeOut.value(at: 0.5) > 0.5)
    }

    @Test func steepCurvesStillSolveAccurately() {
        // x1 = x2 = 0 makes dx/ds vanish at s = 0, where Newton's method alone stalls.
        let curve = TimingCurve.cubicBezier(x1: 0, y1: 1, x2: 0, y2: 1)
        for t in [1e-6, 1e-4, 0.001, 0.5] {
            #expect(abs(curve.value(at: t) - referenceBezier(0, 1, 0, 1, at: t)) < 1e-5)
        }
    }

    @Test func linearIsTheIdentity() {
        for t in samplePoints {
            #expect(TimingCurve.linear.value(at: t) == t)
        }
    }
}
