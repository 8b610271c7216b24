import Testing

@testable import SegueTime

@Suite("Clocks")
struct ClockTests {
    @Test func virtualTimeMovesOnlyWhenTold() {
        let clock = VirtualClock(start: 5)
        #expect(clock.now() == 5)
        clock.advance(by: 1.5)
        #expect(clock.now() == 6.5)
        clock.advance(by: -3)
        #expect(clock.now() == 6.5, "a monotonic clock must not go backwards")
        clock.sleep(until: 6)
        #expect(clock.now() == 6.5, "sleeping until the past changes nothing")
        clock.sleep(until: 9)
        #expect(clock.now() == 9)
        clock.set(2)
        #expect(clock.now() == 2)
    }

    @Test func oversleepsApplyOncePerSleepInOrder() {
        let clock = VirtualClock()
        clock.scheduleOversleeps([0.5, 0.25])
        clock.sleep(until: 1)
        #expect(clock.now() == 1.5)
        clock.sleep(until: 2)
        #expect(clock.now() == 2.25)
        clock.sleep(until: 3)
        #expect(clock.now() == 3)
    }

    @Test func theJumpHookAddsTimeOnEveryRead() {
        let clock = VirtualClock()
        clock.setJumpHook { _ in 0.1 }
        #expect(abs(clock.now() - 0.1) < 1e-12)
        #expect(abs(clock.now() - 0.2) < 1e-12)
        clock.setJumpHook(nil)
        #expect(abs(clock.now() - 0.2) < 1e-12)
    }

    @Test func theMonotonicClockAdvancesAndSleeps() {
        let clock = MonotonicClock()
        let start = clock.now()
        clock.sleep(until: start + 0.02)
        let end = clock.now()
        #expect(end >= start + 0.02)
        clock.sleep(until: end - 1)
        #expect(clock.now() - end < 0.5, "a past deadline returns at once")
    }
}
