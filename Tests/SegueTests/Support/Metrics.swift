import Foundation

/// Prints comparison figures when `SEGUE_PRINT_METRICS=1`, to report how close a test came to its bar.
enum Metrics {
    static let isEnabled = ProcessInfo.processInfo.environment["SEGUE_PRINT_METRICS"] == "1"

    static func note(_ line: @autoclosure () -> String) {
        if isEnabled { print("metrics: " + line()) }
    }
}
