import Foundation
import Segue

/// Renders frames of a transition and sends each where `--out` says: PNG files named by a
/// pattern (one reused buffer, through a `PNGSequenceWriter`), or a `FrameRecorder` feeding a
/// clip or a stream.
final class FrameWriter {
    private enum Destination {
        case files(PNGSequenceWriter)
        case recorder(FrameRecorder)
    }

    private let renderer: TransitionRenderer
    private let destination: Destination
    private var frame: Image
    private let options: JobRunOptions
    /// Frames written so far.
    private(set) var count = 0
    /// How many frames the whole render makes, when known (for the progress reported).
    var expectedCount: Int?
    /// Stops the process when a frame takes too long, naming the effect; nil for no watch.
    var watchdog: FrameWatchdog?

    /// A writer of PNG frames into `directory`, each in place as soon as it is drawn.
    init(
        renderer: TransitionRenderer, directory: String, pattern: FramePattern = .standard,
        options: JobRunOptions
    ) throws {
        self.renderer = renderer
        self.options = options
        let (width, height) = (renderer.renderer.width, renderer.renderer.height)
        frame = try Image(width: width, height: height)
        destination = .files(
            try PNGSequenceWriter(
                directory: directory, pattern: pattern, width: width, height: height, placement: .asWritten))
    }

    /// A writer feeding `sink` (a clip or a stream) through a `FrameRecorder`.
    init(renderer: TransitionRenderer, sink: any FrameSink, options: JobRunOptions) throws {
        self.renderer = renderer
        destination = .recorder(try FrameRecorder(transition: renderer, sink: sink))
        self.options = options
        frame = Image.transparentPixel
    }

    /// Renders `progress` and writes it as frame `index` (the next one by default).
    func write(progress: Double, index: Int? = nil) throws {
        try options.checkCancellation()
        switch destination {
        case .files(let files):
            try watched { try renderer.render(progress: progress, into: &frame) }
            try files.write(frame, index: index ?? count)
        case .recorder(let recorder):
            try watched { try recorder.record(progress: progress) }
        }
        count += 1
        options.progress(JobProgress(completed: count, total: expectedCount.map { max($0, count) }))
    }

    private func watched(_ render: () throws -> Void) throws {
        if let watchdog { try watchdog.watching(frame: count, render) } else { try render() }
    }

    /// Completes the output: the frames encoded in the background are written, a clip is
    /// finished and moved into place.
    func finish() throws {
        watchdog?.stop()
        switch destination {
        case .files(let files): try files.finish()
        case .recorder(let recorder): try recorder.finish()
        }
    }

    /// Abandons the output after an error: frames still being encoded are finished first, so
    /// that none is written after the caller clears up; a clip leaves no partial file.
    func cancel() {
        watchdog?.stop()
        switch destination {
        case .files(let files): files.cancel()
        case .recorder(let recorder): recorder.cancel()
        }
    }
}
