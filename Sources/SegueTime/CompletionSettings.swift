/// How an interactive transition animates to its end once the gesture lets go.
public struct CompletionSettings: Sendable, Equatable {
    /// Multiplier on the completion's pace, as UIKit's `completionSpeed`: 2 halves the remaining time.
    public let speed: Double
    /// The curve shaping the completion over the remaining duration when `spring` is nil.
    public let curve: TimingCurve
    /// When set, the completion is this spring launched with the release velocity instead of `curve`.
    public let spring: Spring?

    /// Speed 1 with an ease-in-out curve, UIKit's defaults.
    public static let standard = CompletionSettings(validSpeed: 1, curve: .easeInOut, spring: nil)

    /// Creates completion settings; `speed` must be a finite number greater than 0.
    public init(speed: Double = 1, curve: TimingCurve = .easeInOut, spring: Spring? = nil) throws(TimingError) {
        guard speed.isFinite, speed > 0 else { throw .invalidCompletionSpeed(speed) }
        self.init(validSpeed: speed, curve: curve, spring: spring)
    }

    private init(validSpeed speed: Double, curve: TimingCurve, spring: Spring?) {
        self.speed = speed
        self.curve = curve
        self.spring = spring
    }
}
