/// How an interactive transition ended.
public enum TransitionOutcome: Sendable, Equatable {
    /// The transition completed: progress ended at exactly 1.
    case finished
    /// The transition was undone: progress ended at exactly 0.
    case cancelled

    /// The progress value the transition ends at for this outcome.
    public var endProgress: Double {
        self == .finished ? 1 : 0
    }
}
