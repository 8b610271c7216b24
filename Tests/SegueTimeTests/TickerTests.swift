import Foundation
import Testing

@testable import SegueTime

/// Runs `ticker` collecting ticks until `count` frames were delivered.
private func collect(_ ticker: Ticker, frames count: Int, onTick: (Tick) -> Void = { _ in }) -> [Tick] {
    var ticks: [Tick] = []
    ticker.run { tick in
        ticks.append(tick)
        onTick(tick)
        return ticks.count < count ? .proceed : .stop
    }
    return ticks
}

/// A realtime ticker at `rate` on a virtual clock, run for `count` frames, frame `slow` taking
/// `periods` periods of the rate; the ticker and the ticks it gave.
private func runWithASlowFrame(
    rate: Double, frames count: Int, slow: Int, periods: Double
) throws -> (ticker: Ticker, ticks: [Tick]) {
    let clock = VirtualClock()
    let ticker = try Ticker(mode: .realtime(rate: rate), clock: clock)
    let ticks = collect(ticker, frames: count) { tick in
        if tick.index == slow { clock.advance(by: periods / rate) }
    }
    return (ticker, ticks)
}

@Suite("Ticker")
struct TickerTests {
    @Test func offlineTimestampsAreExactFractionsOfTheRate() throws {
        let clock = VirtualClock(start: 50)
        let ticker = try Ticker(mode: .offline(rate: 30), clock: clock)
        let ticks = collect(ticker, frames: 5)
        #expect(ticks.map(\.index) == [0, 1, 2, 3, 4])
        for (n, tick) in ticks.enumerated() {
            #expect(tick.timestamp == Double(n) / 30)
            #expect(tick.targetTimestamp == Double(n + 1) / 30)
        }
        #expect(clock.now() == 50, "offline mode must not touch the clock")
        #expect(ticker.frameCount == 5)
        #expect(ticker.missedFrames == 0)
    }

    @Test func realtimeFramesStartOnSlotBoundaries() throws {
        let clock = VirtualClock(start: 100)
        let ticker = try Ticker(mode: .realtime(rate: 60), clock: clock)
        let ticks = collect(ticker, frames: 4)
        for (n, tick) in ticks.enumerated() {
            #expect(abs(tick.timestamp - (100 + Double(n) / 60)) < 1e-12)
            #expect(abs(tick.targetTimestamp - (100 + Double(n + 1) / 60)) < 1e-12)
        }
        #expect(ticker.missedFrames == 0)
    }

    @Test func realtimeScheduleDoesNotDriftOver10000Frames() throws {
        let start = 12_345.678
        let clock = VirtualClock(start: start)
        let ticker = try Ticker(mode: .realtime(rate: 60), clock: clock)
        let ticks = collect(ticker, frames: 10_000)
        let last = try #require(ticks.last)
        #expect(last.index == 9_999)
        #expect(abs(last.targetTimestamp - (start + 10_000.0 / 60)) < 1e-9)
        #expect(ticker.missedFrames == 0)
    }

    @Test func offlineScheduleDoesNotDriftOver10000Frames() throws {
        let ticker = try Ticker(mode: .offline(rate: 59.94))
        let last = try #require(collect(ticker, frames: 10_000).last)
        #expect(abs(last.targetTimestamp - 10_000.0 / 59.94) < 1e-9)
    }

    @Test func aFrameTakingThreeAndAHalfPeriodsMissesThreeDeadlines() throws {
        let (ticker, ticks) = try runWithASlowFrame(rate: 60, frames: 8, slow: 5, periods: 3.5)
        #expect(ticker.missedFrames == 3)
        // Frame 5 began at slot 5 and ran to 8.5; the ticker waits for boundary 9 instead of bursting.
        #expect(abs(ticks[6].timestamp - 9.0 / 60) < 1e-12)
        #expect(abs(ticks[6].targetTimestamp - 10.0 / 60) < 1e-12)
        #expect(abs(ticks[7].timestamp - 10.0 / 60) < 1e-12)
    }

    @Test func aFrameFinishingExactlyOnALaterBoundaryStartsThere() throws {
        let (ticker, ticks) = try runWithASlowFrame(rate: 50, frames: 4, slow: 1, periods: 2)
        // Frame 1 ran from boundary 1 to boundary 3: deadline 2 passed, frame 2 starts at 3.
        #expect(ticker.missedFrames == 1)
        #expect(abs(ticks[2].timestamp - 3.0 / 50) < 1e-12)
    }

    @Test func aLateWakeUpPastABoundaryCountsAsMissed() throws {
        let clock = VirtualClock()
        clock.scheduleOversleeps([0, 0, 1.2 / 60])
        let ticker = try Ticker(mode: .realtime(rate: 60), clock: clock)
        let ticks = collect(ticker, frames: 5)
        #expect(ticker.missedFrames == 1)
        #expect(abs(ticks[3].timestamp - 4.2 / 60) < 1e-12)
        #expect(abs(ticks[3].targetTimestamp - 5.0 / 60) < 1e-12)
        #expect(abs(ticks[4].timestamp - 5.0 / 60) < 1e-12)
    }

    @Test func aJumpHookSimulatesSlowWork() throws {
        let clock = VirtualClock()
        // Every read of the clock inside frame 2's slot costs 2.5 periods once.
        clock.setJumpHook { time in abs(time - 2.0 / 60) < 1e-9 ? 2.5 / 60 : 0 }
        let ticker = try Ticker(mode: .realtime(rate: 60), clock: clock)
        let ticks = collect(ticker, frames: 4)
        // Frame 2 starts at 4.5: slots 2 and 3 passed without a frame.
        #expect(ticker.missedFrames == 2)
        #expect(abs(ticks[2].timestamp - 4.5 / 60) < 1e-12)
        #expect(abs(ticks[2].targetTimestamp - 5.0 / 60) < 1e-12)
    }

    @Test func pauseAndResumeWithinAFrameReanchorsWithoutMissing() throws {
        let clock = VirtualClock()
        let ticker = try Ticker(mode: .realtime(rate: 60), clock: clock)
        let ticks = collect(ticker, frames: 6) { tick in
            if tick.index == 2 {
                ticker.pause()
                #expect(ticker.isPaused)
                clock.advance(by: 10)
                ticker.resume()
            }
        }
        #expect(ticker.missedFrames == 0)
        let resumedAt = 2.0 / 60 + 10
        #expect(abs(ticks[3].timestamp - resumedAt) < 1e-12)
        #expect(abs(ticks[3].targetTimestamp - (resumedAt + 1.0 / 60)) < 1e-12)
        #expect(abs(ticks[5].timestamp - (resumedAt + 2.0 / 60)) < 1e-12)
    }

    @Test func withoutPausingTheSameStallCountsAsMissedFrames() throws {
        let clock = VirtualClock()
        let ticker = try Ticker(mode: .realtime(rate: 60), clock: clock)
        _ = collect(ticker, frames: 4) { tick in
            if tick.index == 2 { clock.advance(by: 10) }
        }
        // Frame 2 ends exactly on boundary 602, so deadlines 3 through 601 went by without a frame.
        #expect(ticker.missedFrames == 599)
    }

    @Test func aPausedRunLoopWaitsForAnotherThreadToResume() throws {
        let clock = VirtualClock()
        let ticker = try Ticker(mode: .realtime(rate: 60), clock: clock)
        let ticks = collect(ticker, frames: 5) { tick in
            guard tick.index == 1 else { return }
            ticker.pause()
            Thread.detachNewThread {
                Thread.sleep(forTimeInterval: 0.05)
                clock.advance(by: 3)
                ticker.resume()
            }
        }
        #expect(ticker.missedFrames == 0)
        #expect(!ticker.isPaused)
        #expect(abs(ticks[2].timestamp - (1.0 / 60 + 3)) < 1e-12)
        #expect(abs(ticks[4].targetTimestamp - (1.0 / 60 + 3 + 3.0 / 60)) < 1e-12)
    }

    @Test func pausingOfflineTimeDoesNotAdvanceVirtualTime() throws {
        let ticker = try Ticker(mode: .offline(rate: 10))
        let ticks = collect(ticker, frames: 4) { tick in
            guard tick.index == 1 else { return }
            ticker.pause()
            Thread.detachNewThread {
                Thread.sleep(forTimeInterval: 0.02)
                ticker.resume()
            }
        }
        #expect(ticks.map(\.timestamp) == [0, 0.1, 0.2, 0.3])
    }

    @Test func invalidateFromTheBodyStopsTheLoopForGood() throws {
        let ticker = try Ticker(mode: .offline(rate: 60))
        var calls = 0
        ticker.run { tick in
            calls += 1
            if tick.index == 7 { ticker.invalidate() }
            return .proceed
        }
        #expect(calls == 8)
        #expect(ticker.isInvalidated)
        ticker.run { _ in
            calls += 1
            return .proceed
        }
        #expect(calls == 8, "an invalidated ticker must not run again")
    }

    @Test func invalidateWakesAPausedLoop() throws {
        let ticker = try Ticker(mode: .realtime(rate: 60), clock: VirtualClock())
        var calls = 0
        ticker.run { _ in
            calls += 1
            ticker.pause()
            Thread.detachNewThread {
                Thread.sleep(forTimeInterval: 0.02)
                ticker.invalidate()
            }
            return .proceed
        }
        #expect(calls == 1)
    }

    @Test func stopEndsTheRunAndARerunContinuesTheCount() throws {
        let ticker = try Ticker(mode: .offline(rate: 4))
        #expect(collect(ticker, frames: 3).count == 3)
        let again = collect(ticker, frames: 2)
        #expect(again.map(\.index) == [3, 4])
        #expect(again.map(\.timestamp) == [0.75, 1.0])
    }

    @Test func unpacedFramesUseTheClockAndNeverSleep() throws {
        let clock = VirtualClock(start: 1)
        let ticker = try Ticker(mode: .unpaced, clock: clock)
        let ticks = collect(ticker, frames: 3) { _ in clock.advance(by: 0.25) }
        #expect(ticks.map(\.timestamp) == [1, 1.25, 1.5])
        #expect(ticks.map(\.targetTimestamp) == [1, 1.25, 1.5])
    }

    @Test func bodyErrorsPropagate() throws {
        struct Boom: Error {}
        let ticker = try Ticker(mode: .offline(rate: 1))
        #expect(throws: Boom.self) {
            try ticker.run { _ in throw Boom() }
        }
    }

    @Test func aTypedBodyErrorKeepsItsTypeAndEndsTheRun() throws {
        struct Boom: Error, Equatable { let frame: Int }
        let ticker = try Ticker(mode: .offline(rate: 1))
        // The `catch` below sees a `Boom`, not `any Error`: this only compiles if `run` throws the body's type.
        do throws(Boom) {
            try ticker.run { tick throws(Boom) in
                if tick.index == 2 { throw Boom(frame: tick.index) }
                return .proceed
            }
            Issue.record("the run ended without the body's error")
        } catch {
            #expect(error == Boom(frame: 2))
        }
        #expect(ticker.frameCount == 3)
    }

    @Test(arguments: [0.0, -1, .infinity, .nan])
    func invalidRatesAreRejected(rate: Double) {
        #expect(throws: TimingError.self) { try Ticker(mode: .realtime(rate: rate)) }
        #expect(throws: TimingError.self) { try Ticker(mode: .offline(rate: rate)) }
    }

    @Test func realtimeOnTheMonotonicClockPacesFrames() throws {
        let ticker = try Ticker(mode: .realtime(rate: 100))
        let ticks = collect(ticker, frames: 5)
        #expect(ticks.count == 5)
        // Four periods must elapse between the first and last frame, however busy the machine is.
        #expect(ticks[4].timestamp - ticks[0].timestamp >= 0.04 - 1e-6)
        for (earlier, later) in zip(ticks, ticks.dropFirst()) {
            #expect(later.timestamp >= earlier.timestamp)
        }
    }
}
