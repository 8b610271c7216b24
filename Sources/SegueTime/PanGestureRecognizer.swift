/// Turns touch samples into transition progress and a release velocity along one axis.
///
/// Progress is the translation from the first sample along `axis`, signed by `direction`, divided
/// by `extent` and clamped to [0, 1]. Velocity (progress per second, unclamped) is the least-squares
/// slope of translation over the samples in the last `velocityWindow` seconds; when those share one
/// timestamp the window reaches back to the latest earlier sample, and with no spread in time at all
/// (a single sample, or only duplicates) the velocity is 0.
public struct PanGestureRecognizer: Sendable, Equatable {
    /// Where the gesture stands.
    public enum Phase: Sendable, Equatable {
        /// No sample yet.
        case possible
        /// The touch-down sample arrived.
        case began
        /// The touch moved since touch-down.
        case changed
        /// The touch lifted; the last sample is the lift.
        case ended
    }

    /// The span of recent samples, in seconds, that the velocity is fitted to.
    public static let velocityWindow = VelocityFit.window

    /// The axis whose movement counts.
    public let axis: GestureAxis
    /// The sign of movement that advances progress.
    public let direction: GestureDirection
    /// Points of travel along the axis that make progress 1.
    public let extent: Double

    /// Where the gesture stands.
    public private(set) var phase = Phase.possible
    /// Every sample so far, in time order; the first is the touch-down.
    public private(set) var samples: [TouchSample] = []

    /// Creates a recognizer; `extent` must be a finite number of points greater than 0.
    public init(axis: GestureAxis, direction: GestureDirection, extent: Double) throws(TimingError) {
        self.extent = try TimingError.checkedExtent(extent)
        self.axis = axis
        self.direction = direction
    }

    /// Creates a recognizer configured like `track` that has seen all its samples and ended.
    public init(track: GestureTrack) throws(TimingError) {
        try self.init(axis: track.axis, direction: track.direction, extent: track.extent)
        for sample in track.samples {
            try add(sample)
        }
        end()
    }

    /// Adds the next sample; the first one begins the gesture.
    public mutating func add(_ sample: TouchSample) throws(TimingError) {
        guard phase != .ended else { throw .gestureAlreadyEnded }
        guard sample.isFinite else { throw .invalidSample(index: samples.count) }
        if let previous = samples.last, sample.t < previous.t {
            throw .samplesOutOfOrder(index: samples.count, previousTime: previous.t, time: sample.t)
        }
        samples.append(sample)
        phase = samples.count == 1 ? .began : .changed
    }

    /// Ends the gesture; the last sample added is the lift.
    public mutating func end() {
        phase = .ended
    }

    /// Adds the lift sample and ends the gesture.
    public mutating func end(at sample: TouchSample) throws(TimingError) {
        try add(sample)
        end()
    }

    /// Points moved from touch-down along the axis in the configured direction (may be negative).
    public var translation: Double {
        samples.last.map(translation(of:)) ?? 0
    }

    /// The current progress in [0, 1].
    public var progress: Double {
        clampedProgress(translation)
    }

    /// The current velocity in progress per second, fitted over the last `velocityWindow` seconds.
    public var velocity: Double {
        let times = samples.map(\.t)
        guard !samples.isEmpty, let range = VelocityFit.range(in: times, endingAt: samples.count - 1) else { return 0 }
        return VelocityFit.slope(times: times, values: samples.map(translation(of:)), in: range) / extent
    }

    /// The signed translation of `sample` from touch-down along the axis.
    public func translation(of sample: TouchSample) -> Double {
        guard let first = samples.first else { return 0 }
        let delta = axis == .horizontal ? sample.x - first.x : sample.y - first.y
        return direction == .positive ? delta : -delta
    }

    /// The progress at `time`, interpolating translation linearly between the samples around it
    /// and then clamping; before the first sample it is 0, after the last it is the last progress.
    public func progress(at time: Double) -> Double {
        guard let first = samples.first, let last = samples.last else { return 0 }
        guard time > first.t else { return 0 }
        guard time < last.t else { return progress }
        // Binary search for the last sample at or before `time`; with duplicate timestamps the
        // latest one wins, as it is the newest position known then.
        var low = 0
        var high = samples.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if samples[middle].t <= time { low = middle } else { high = middle - 1 }
        }
        let before = samples[low]
        let after = samples[low + 1]
        let fraction = (time - before.t) / (after.t - before.t)
        let start = translation(of: before)
        return clampedProgress(start + (translation(of: after) - start) * fraction)
    }

    private func clampedProgress(_ translation: Double) -> Double {
        min(max(translation / extent, 0), 1)
    }
}
