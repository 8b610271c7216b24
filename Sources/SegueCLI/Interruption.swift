import ArgumentParser
import Foundation
import Synchronization

/// The signal (SIGINT or SIGTERM) received while `render` writes frames, or 0, so that it stops
/// between frames and removes what it partly wrote instead of dying with a temporary file and
/// ffmpeg left behind.
private let interruptingSignal = Atomic<Int32>(0)
/// Whether the interruption has been said: a job checks again after the failure it caused.
private let announced = Atomic<Bool>(false)

enum Interruption {
    /// Routes SIGINT and SIGTERM to the flag that `check()` reads.
    static func install() {
        var signals = sigset_t()
        sigemptyset(&signals)
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber) { received in interruptingSignal.store(received, ordering: .relaxed) }
            sigaddset(&signals, signalNumber)
        }
        // A parent may have started us with these blocked (a test runner does); a handler needs them through.
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    /// Throws, after saying so on standard error, when an interruption was asked for; the
    /// caller's cleanup runs as the error unwinds, and the process exits as shells expect of
    /// the signal: 130 for SIGINT, 143 for SIGTERM.
    static func check() throws {
        let received = interruptingSignal.load(ordering: .relaxed)
        guard received != 0 else { return }
        if !announced.exchange(true, ordering: .relaxed) {
            FileHandle.standardError.write(Data("segue: interrupted; no partial output is left\n".utf8))
        }
        throw ExitCode(128 + received)
    }
}
