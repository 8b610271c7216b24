import ArgumentParser
import BrowserDriver
import Foundation

/// `segue-bench preview`: the live preview as a user meets it, in headless Chromium on loopback.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract:
            "Measure the live preview in headless Chromium: frames a second while dragging, pointer to frame, save to screen.",
        discussion: """
            Starts `segue preview` and chromedriver, opens the page and, each round, drags across the \
            frame with mouse events at --input-rate (through the DevTools protocol, as a hand would move \
            them), then saves a shader file and waits for its colour on the canvas. The page measures \
            frames and the time from each pointer event to the frame answering it; medians over the rounds \
            are printed beside the issue's targets (30 frames a second, 50 ms, 1 s).

            Example: segue-bench preview --size 640x360 --rounds 5
            """
    )

    @Option(help: ArgumentHelp("The segue binary (default: the one beside segue-bench).", valueName: "path"))
    var segue: String?

    @Option(help: ArgumentHelp("The frame size the preview draws.", valueName: "WxH"))
    var size = "640x360"

    @Option(help: "The transition dragged.") var transition = "pixellate-dissolve"

    @Option(help: "Drags and saves measured.") var rounds = 5

    @Option(help: ArgumentHelp("Mouse events a second during a drag.", valueName: "hz")) var inputRate = 60.0

    @Option(help: ArgumentHelp("Write the figures as JSON here too.", valueName: "file")) var json: String?

    func validate() throws {
        guard rounds > 0, inputRate > 0, inputRate <= 1000 else {
            throw ValidationError("--rounds must be positive and --input-rate from 1 to 1000")
        }
    }

    func run() throws {
        let binary =
            segue ?? Bundle.main.executableURL!.deletingLastPathComponent().appendingPathComponent("segue").path
        let bench = PreviewBench(
            segue: binary, size: size, transition: transition, rounds: rounds, inputRate: inputRate)
        let done = DispatchSemaphore(value: 0)
        let outcome = PreviewBench.Outcome()
        Task.detached {
            do {
                outcome.set(.success(try await bench.run()))
            } catch {
                outcome.set(.failure(error))
            }
            done.signal()
        }
        done.wait()
        try reportingErrors {
            let report = try outcome.get()
            print(report.table)
            if let json { try report.json().write(to: URL(fileURLWithPath: json)) }
        }
    }
}
