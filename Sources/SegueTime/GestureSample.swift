/// A point in a gesture's view, in points.
public struct GesturePoint: Sendable, Equatable, Codable {
    /// Horizontal position in points.
    public var x: Double
    /// Vertical position in points.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    var isFinite: Bool { x.isFinite && y.isFinite }
}

/// The touches down at one moment of a gesture: one for a pan or swipe, two for a pinch.
public struct GestureSample: Sendable, Equatable {
    /// Seconds on any clock; only differences between samples matter.
    public let t: Double
    /// Where each finger is, in the same order in every sample of a gesture.
    public let touches: [GesturePoint]

    /// Creates a sample at time `t`.
    public init(t: Double, touches: [GesturePoint]) {
        self.t = t
        self.touches = touches
    }

    /// A one-finger sample.
    public init(_ sample: TouchSample) {
        self.init(t: sample.t, touches: [GesturePoint(x: sample.x, y: sample.y)])
    }

    /// The middle of the touches, which is where a gesture is.
    var centroid: GesturePoint {
        let count = Double(max(touches.count, 1))
        return GesturePoint(
            x: touches.reduce(0) { $0 + $1.x } / count, y: touches.reduce(0) { $0 + $1.y } / count)
    }

    /// The distance between the first two touches (0 with fewer).
    var spread: Double {
        guard touches.count >= 2 else { return 0 }
        let dx = touches[1].x - touches[0].x
        let dy = touches[1].y - touches[0].y
        return (dx * dx + dy * dy).squareRoot()
    }

    /// This sample's touches moved toward `next`'s by `fraction`.
    func interpolated(to next: GestureSample, fraction: Double, at time: Double) -> GestureSample {
        let touches = zip(touches, next.touches).map { from, to in
            GesturePoint(x: from.x + (to.x - from.x) * fraction, y: from.y + (to.y - from.y) * fraction)
        }
        return GestureSample(t: time, touches: touches)
    }
}

/// What a gesture looks like at one moment, as UIKit's recognizers report it: what an
/// `InteractionHandler` decides from.
public struct GestureState: Sendable, Equatable {
    /// Seconds on the track's clock.
    public let time: Double
    /// Where the touches are now (their middle, for two), in points.
    public let location: GesturePoint
    /// Movement of `location` since touch-down, in points.
    public let translation: GesturePoint
    /// Movement of `location` in points per second, fitted over the last 0.1 s.
    public let velocity: GesturePoint
    /// The distance between two touches over that distance at touch-down; 1 for one touch.
    public let scale: Double
}
