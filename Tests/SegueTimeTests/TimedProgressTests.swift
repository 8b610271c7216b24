import Testing

@testable import SegueTime

@Suite("Timed progress")
struct TimedProgressTests {
    @Test func linearProgressClampsOutsideTheAnimation() throws {
        let timed = try TimedProgress(start: 2, duration: 4)
        #expect(timed.progress(at: 0) == 0)
        #expect(timed.progress(at: 2) == 0)
        #expect(timed.progress(at: 3) == 0.25)
        #expect(timed.progress(at: 6) == 1)
        #expect(timed.progress(at: 60) == 1)
        #expect(!timed.isFinished(at: 5.999))
        #expect(timed.isFinished(at: 6))
        #expect(timed.end == 6)
    }

    @Test func theCurveShapesTheElapsedFraction() throws {
        let timed = try TimedProgress(start: 1, duration: 2, curve: .easeIn)
        #expect(timed.progress(at: 2) == TimingCurve.easeIn.value(at: 0.5))
        #expect(timed.progress(at: 3) == 1)
    }

    @Test func aSpringRunsForItsSettlingDurationUnlessGivenOne() throws {
        let spring = try Spring(dampingRatio: 0.6, response: 0.4)
        let natural = try TimedProgress(start: 1, curve: .spring(spring))
        #expect(natural.duration == spring.settlingDuration)
        #expect(abs(natural.progress(at: 1.1) - spring.value(at: 0.1)) < 1e-12)
        #expect(natural.progress(at: natural.end) == 1)
        let stretched = try TimedProgress(start: 0, duration: 2 * spring.settlingDuration, curve: .spring(spring))
        #expect(abs(stretched.progress(at: 0.2) - spring.value(at: 0.1)) < 1e-12)
    }

    @Test func zeroDurationJumpsAtTheStart() throws {
        let timed = try TimedProgress(start: 1, duration: 0, curve: .easeOut)
        #expect(timed.progress(at: 0.999) == 0)
        #expect(timed.progress(at: 1) == 1)
    }

    @Test func badDurationsAreRejected() {
        #expect(throws: TimingError.missingDuration) { try TimedProgress(curve: .easeIn) }
        #expect(throws: TimingError.invalidDuration(-1)) { try TimedProgress(duration: -1) }
        #expect(throws: TimingError.self) { try TimedProgress(duration: .infinity) }
    }

    /// Frames sit on n / fps and the last exactly on the end: a second at 30 fps is 31 frames, and
    /// 0.25 s at 10 fps ends on a frame of its own at 0.25 s, not on 0.3 s.
    @Test func offlineFramesSitOnWholeFrameTimesAndTheLastOnTheEnd() throws {
        let second = try TimedProgress(duration: 1).frameProgresses(fps: 30)
        #expect(second.count == 31)
        #expect(second.enumerated().allSatisfy { $1 == min(Double($0) / 30, 1) })
        let quarter = try TimedProgress(duration: 0.25, curve: .easeIn).frameProgresses(fps: 10)
        #expect(quarter == [0, 0.1, 0.2, 0.25].map { TimingCurve.easeIn.value(at: $0 / 0.25) })
        let spring = try Spring(dampingRatio: 0.6, response: 0.4)
        let natural = try TimedProgress(curve: .spring(spring)).frameProgresses(fps: 60)
        #expect(natural.count == Int((spring.settlingDuration * 60).rounded(.up)) + 1)
        #expect(natural.last == 1)
        #expect(try TimedProgress(duration: 0).frameProgresses(fps: 24) == [1])
        #expect(throws: TimingError.invalidFrameRate(0)) { try TimedProgress(duration: 1).frameProgresses(fps: 0) }
    }
}
