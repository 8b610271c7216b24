import Foundation

/// The progress indicator on stderr: one updating line on a terminal, plain lines otherwise.
final class ProgressReporter {
    private let total: Int
    private var done = 0
    private let isTerminal = isatty(STDERR_FILENO) != 0
    private let started = Clocks.monotonic()
    private var lineLength = 0

    init(total: Int) {
        self.total = total
    }

    /// Announces the next timed run.
    func step(_ what: String) {
        done += 1
        show("[\(done)/\(total)] \(what)")
    }

    /// Says what happens between timed runs (set-up, pilot runs).
    func status(_ what: String) {
        show("[\(done)/\(total)] \(what)")
    }

    /// Clears the line before the table is printed, so the two do not mix on a terminal.
    func clear() {
        guard isTerminal, lineLength > 0 else { return }
        Console.write("\r" + String(repeating: " ", count: lineLength) + "\r")
        lineLength = 0
    }

    private func show(_ text: String) {
        let line = String(format: "%6.0fs ", Clocks.monotonic() - started) + text
        if isTerminal {
            clear()
            Console.write(line)
            lineLength = line.count
        } else {
            Console.write(line + "\n")
        }
    }
}
