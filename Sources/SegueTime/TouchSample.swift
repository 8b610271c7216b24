/// One touch position in points at a time in seconds, as a gesture track records it.
public struct TouchSample: Sendable, Equatable, Codable {
    /// Seconds on any clock; only differences between samples matter.
    public let t: Double
    /// Horizontal position in points.
    public let x: Double
    /// Vertical position in points.
    public let y: Double

    /// Creates a sample at time `t` and position (`x`, `y`).
    public init(t: Double, x: Double, y: Double) {
        (self.t, self.x, self.y) = (t, x, y)
    }

    /// Whether every field is a finite number.
    var isFinite: Bool {
        t.isFinite && x.isFinite && y.isFinite
    }
}

/// The screen axis whose movement drives a pan gesture's progress.
public enum GestureAxis: String, Sendable, Equatable, Codable, CaseIterable {
    /// Movement along x.
    case horizontal
    /// Movement along y.
    case vertical
}

/// The sign of movement along the axis that advances progress.
public enum GestureDirection: String, Sendable, Equatable, Codable, CaseIterable {
    /// Toward larger coordinates: rightward or downward.
    case positive
    /// Toward smaller coordinates: leftward or upward (a swipe left is horizontal and negative).
    case negative
}
