/// Collects a gesture's samples and reports its state at any moment, for one finger or two.
///
/// The gesture begins, as UIKit's recognizers do, at its first sample whose touches moved from
/// touch-down; between samples the touches move in a straight line.
public struct GestureRecognizer: Sendable {
    /// How many touches every sample has.
    public let touchCount: Int
    /// Every sample so far, in time order; the first is the touch-down.
    public private(set) var samples: [GestureSample] = []
    // Kept beside `samples` so that a state costs only its velocity window.
    private var times: [Double] = []
    private var centroidXs: [Double] = []
    private var centroidYs: [Double] = []

    /// Creates a recognizer for gestures of `touchCount` fingers (1 or 2).
    public init(touchCount: Int) throws(TimingError) {
        guard (1...2).contains(touchCount) else { throw .invalidTouchCount(index: 0, expected: 1, found: touchCount) }
        self.touchCount = touchCount
    }

    /// Adds the next sample, checking its touches and its time.
    public mutating func add(_ sample: GestureSample) throws(TimingError) {
        let index = samples.count
        guard sample.touches.count == touchCount else {
            throw .invalidTouchCount(index: index, expected: touchCount, found: sample.touches.count)
        }
        guard sample.t.isFinite, sample.touches.allSatisfy(\.isFinite) else { throw .invalidSample(index: index) }
        if let previous = samples.last, sample.t < previous.t {
            throw .samplesOutOfOrder(index: index, previousTime: previous.t, time: sample.t)
        }
        if index == 0, touchCount == 2, sample.spread == 0 { throw .touchesTogether(index: index) }
        samples.append(sample)
        times.append(sample.t)
        centroidXs.append(sample.centroid.x)
        centroidYs.append(sample.centroid.y)
    }

    /// The index of the first sample whose touches moved from touch-down, where the gesture begins.
    public var firstMovement: Int? {
        guard let first = samples.first else { return nil }
        return samples.firstIndex { $0.touches != first.touches }
    }

    /// The state as of the sample at `index`.
    public func state(ofSample index: Int) -> GestureState {
        state(of: samples[index], newest: index)
    }

    /// The state at `time`: touches interpolated between the samples around it, velocity from the
    /// samples up to it. Nil before the first sample.
    public func state(at time: Double) -> GestureState? {
        guard let newest = times.lastIndex(where: { $0 <= time }) else { return nil }
        guard newest + 1 < samples.count, times[newest + 1] > times[newest] else {
            return state(ofSample: newest)
        }
        let fraction = (time - times[newest]) / (times[newest + 1] - times[newest])
        return state(
            of: samples[newest].interpolated(to: samples[newest + 1], fraction: fraction, at: time), newest: newest)
    }

    private func state(of sample: GestureSample, newest: Int) -> GestureState {
        let start = samples[0].centroid
        let location = sample.centroid
        var velocity = GesturePoint(x: 0, y: 0)
        if let range = VelocityFit.range(in: times, endingAt: newest) {
            velocity = GesturePoint(
                x: VelocityFit.slope(times: times, values: centroidXs, in: range),
                y: VelocityFit.slope(times: times, values: centroidYs, in: range))
        }
        let startSpread = samples[0].spread
        return GestureState(
            time: sample.t, location: location,
            translation: GesturePoint(x: location.x - start.x, y: location.y - start.y), velocity: velocity,
            scale: startSpread > 0 ? sample.spread / startSpread : 1)
    }
}
