/// Every failure of the time, curve, spring and gesture types, each carrying what a user needs to fix it.
public enum TimingError: Error, Equatable, Sendable {
    /// A frame rate was not a finite number greater than zero.
    case invalidFrameRate(Double)
    /// A duration was negative or not finite.
    case invalidDuration(Double)
    /// A duration was left out for a curve that has no natural length (every curve but a spring).
    case missingDuration
    /// A completion speed was not a finite number greater than zero.
    case invalidCompletionSpeed(Double)
    /// A spring parameter was out of range; `requirement` states the valid range.
    case invalidSpringParameter(name: String, value: Double, requirement: String)
    /// A timing-curve description could not be parsed; `reason` says what was wrong.
    case invalidCurve(input: String, reason: String)
    /// A gesture extent was not a finite number greater than zero.
    case invalidExtent(Double)
    /// The touch sample at `index` had a time or coordinate that was not finite.
    case invalidSample(index: Int)
    /// The touch sample at `index` was earlier than the sample before it.
    case samplesOutOfOrder(index: Int, previousTime: Double, time: Double)
    /// The sample at `index` had `found` touches where the gesture takes `expected`.
    case invalidTouchCount(index: Int, expected: Int, found: Int)
    /// A two-finger gesture began with both touches at one point, which has no scale.
    case touchesTogether(index: Int)
    /// A gesture track named a kind of gesture Segue does not know.
    case unknownGestureKind(String)
    /// A sample was added to a gesture that had already ended.
    case gestureAlreadyEnded
    /// A gesture track had no samples.
    case emptyTrack
    /// A gesture track could not be decoded; `reason` names the offending field.
    case malformedTrack(reason: String)
    /// A line of progress input was not a command; `reason` gives the valid forms.
    case invalidProgressLine(line: String, reason: String)
    /// A replay would produce more frames than `limit`.
    case tooManyFrames(limit: Int)
}

extension TimingError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .invalidFrameRate(let rate):
            return "invalid frame rate \(rate): it must be a finite number of frames per second greater than 0"
        case .invalidDuration(let duration):
            return "invalid duration \(duration): it must be a finite number of seconds, 0 or more"
        case .missingDuration:
            return "a duration is required for every timing curve except a spring"
        case .invalidCompletionSpeed(let speed):
            return "invalid completion speed \(speed): it must be a finite number greater than 0"
        case .invalidSpringParameter(let name, let value, let requirement):
            return "invalid spring \(name) \(value): it must be \(requirement)"
        case .invalidCurve(let input, let reason):
            return "invalid timing curve \"\(input)\": \(reason). Valid forms: \(TimingCurve.validForms)"
        case .invalidExtent(let extent):
            return "invalid gesture extent \(extent): it must be a finite number of points greater than 0"
        case .invalidSample(let index):
            return "invalid touch sample #\(index): t, x and y must be finite numbers"
        case .samplesOutOfOrder(let index, let previousTime, let time):
            return
                "touch sample #\(index) at t=\(time) is earlier than the previous sample at t=\(previousTime); times must not decrease"
        case .invalidTouchCount(let index, let expected, let found):
            return
                "touch sample #\(index) has \(found) touch\(found == 1 ? "" : "es") where this gesture takes \(expected)"
        case .touchesTogether(let index):
            return "touch sample #\(index) puts both fingers at one point; a pinch starts with them apart"
        case .unknownGestureKind(let kind):
            return
                "unknown gesture kind \"\(kind)\"; the kinds are \(InteractionTrack.Kind.allCases.map(\.rawValue).joined(separator: ", "))"
        case .gestureAlreadyEnded:
            return "the gesture has already ended; start a new recognizer for a new gesture"
        case .emptyTrack:
            return "the gesture track has no samples; it needs at least the touch-down sample"
        case .malformedTrack(let reason):
            return
                "malformed gesture track: \(reason). A pan is {\"axis\": \"horizontal\"|\"vertical\", \"direction\": \"positive\"|\"negative\", \"extent\": points > 0, \"samples\": [{\"t\": s, \"x\": pt, \"y\": pt}, ...]}; other kinds are in docs/GESTURES.md"
        case .invalidProgressLine(let line, let reason):
            return "invalid progress line \"\(line)\": \(reason)"
        case .tooManyFrames(let limit):
            return
                "the replay would need more than \(limit) frames; lower the frame rate or use a spring that settles sooner"
        }
    }
}

extension TimingError {
    /// `points` when it is a gesture extent: a finite number greater than 0.
    static func checkedExtent(_ points: Double) throws(TimingError) -> Double {
        guard points.isFinite, points > 0 else { throw .invalidExtent(points) }
        return points
    }
}
