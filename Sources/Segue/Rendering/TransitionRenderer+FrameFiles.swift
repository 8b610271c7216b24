import Foundation

extension TransitionRenderer {
    /// Writes the transition as `directory/frame_0000.png`, … at `fps` for `duration` seconds,
    /// progress shaped by `curve`, timed as `segue render` times them: frames on n / fps, the last exactly at 1.
    ///
    /// Frames go to a hidden folder beside `directory` and move into place only once all are
    /// written, so a cancelled task (`CancellationError`) or a failure leaves no frames behind.
    /// `directory` is created if missing; frames of the same names already in it are replaced.
    public func writeFrames(
        to directory: URL, fps: Double, duration: Double, curve: TimingCurve = .linear,
        progress: (FrameProgress) -> Void = { _ in }
    ) async throws {
        let progresses = try timedProgresses(fps: fps, duration: duration, curve: curve)
        let staging = directory.deletingLastPathComponent()
            .appendingPathComponent(".\(directory.lastPathComponent).partial-\(UUID().uuidString)")
        try FrameFolder.create(staging)
        defer { try? FileManager.default.removeItem(at: staging) }
        var names: [String] = []
        try await renderFrames(at: progresses, into: { frame in
            let name = String(format: "frame_%04d.png", frame.index)
            try frame.image.writePNG(toFile: staging.appendingPathComponent(name).path)
            names.append(name)
        }, progress: progress)
        try Task.checkCancellation()
        try FrameFolder.publish(names, from: staging, to: directory)
    }
}

/// The file moves behind `writeFrames`, failing as `ImageError.unwritableFile` with the system's reason.
enum FrameFolder {
    static func create(_ folder: URL) throws(ImageError) {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .unwritableFile(path: folder.path, reason: error.localizedDescription)
        }
    }

    /// Moves the finished frames into `directory`: the whole folder at once when `directory` is
    /// new, else frame by frame, replacing frames of the same names.
    static func publish(_ names: [String], from staging: URL, to directory: URL) throws(ImageError) {
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        do {
            guard files.fileExists(atPath: directory.path, isDirectory: &isDirectory) else {
                try files.moveItem(at: staging, to: directory)
                return
            }
            guard isDirectory.boolValue else { throw ImageError.unwritableFile(path: directory.path, reason: "not a directory") }
            for name in names {
                let destination = directory.appendingPathComponent(name)
                if files.fileExists(atPath: destination.path) { try files.removeItem(at: destination) }
                try files.moveItem(at: staging.appendingPathComponent(name), to: destination)
            }
        } catch let error as ImageError {
            throw error
        } catch {
            throw .unwritableFile(path: directory.path, reason: error.localizedDescription)
        }
    }
}
