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
}
