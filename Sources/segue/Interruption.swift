import ArgumentParser
import Foundation
import Synchronization

/// Set by SIGINT or SIGTERM while `render` writes frames, so that it stops between frames and
/// removes what it partly wrote instead of dying with a temporary file and ffmpeg left behind.
private let interruptionRequested = Atomic<Bool>(false)

enum Interruption {
    /// Routes SIGINT and SIGTERM to the flag that `check()` reads.
    static func install() {
        var signals = sigset_t()
        sigemptyset(&signals)
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber) { _ in interruptionRequested.store(true, ordering: .relaxed) }
            sigaddset(&signals, signalNumber)
        }
        // A parent may have started us with these blocked (a test runner does); a handler needs them through.
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    /// Throws, after saying so on standard error, when an interruption was asked for; the
    /// caller's cleanup runs as the error unwinds, and the process exits with status 130.
    static func check() throws {
        guard interruptionRequested.load(ordering: .relaxed) else { return }
        FileHandle.standardError.write(Data("segue: interrupted; no partial output is left\n".utf8))
        throw ExitCode(130)
    }
}
