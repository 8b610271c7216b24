/// One frame delivered by a `Ticker`.
public struct Tick: Sendable, Equatable {
    /// The frame's position among all frames this ticker has delivered, from 0.
    public let index: Int
    /// When the frame actually started, in seconds on the ticker's time base.
    public let timestamp: Double
    /// When the frame is due on screen: the next frame's deadline, in seconds.
    public let targetTimestamp: Double

    /// Creates a tick; tickers make these, tests and drivers of other loops may too.
    public init(index: Int, timestamp: Double, targetTimestamp: Double) {
        (self.index, self.timestamp, self.targetTimestamp) = (index, timestamp, targetTimestamp)
    }
}

/// How a `Ticker` paces its frames.
public enum TickerMode: Sendable, Equatable {
    /// Paced on the clock like a display link: frame slot n starts at `start + n / rate`.
    case realtime(rate: Double)
    /// Virtual time without sleeping: frame n is stamped exactly `n / rate`.
    case offline(rate: Double)
    /// As fast as the callback returns, stamped with the clock's time.
    case unpaced
}

/// What a ticker's callback asks for after a frame.
public enum TickerAction: Sendable, Equatable {
    /// Deliver the next frame.
    case proceed
    /// Return from `run` after this frame.
    case stop
}
