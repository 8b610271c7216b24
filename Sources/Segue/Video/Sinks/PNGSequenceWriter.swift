import Foundation

/// Writes frames as numbered PNG files in a folder (`frame_0000.png`, … or the names a
/// `FramePattern` gives), image by image or fed RGBA bytes as a `FrameSink`.
///
///     let frames = try PNGSequenceWriter(directory: "frames", width: 640, height: 360, placement: .whenFinished)
///     for image in images { try frames.write(image) }
///     try frames.finish()
///
/// The folder (and its parents) is created if missing; frames of the same names already in it
/// are replaced, other files stay. Each file is itself written under a temporary name and
/// renamed (`Image.writePNG`), so no half-written frame ever has a frame's name.
///
/// Frames are encoded and written on background threads, a few at once, while the caller draws
/// the next ones; a frame that could not be written is reported by a later `write` or by
/// `finish()`, which returns once every frame is in place.
public final class PNGSequenceWriter: FrameSink {
    /// When the frames reach the folder.
    public enum Placement: Sendable {
        /// Each frame as soon as it is written, so that a live run's frames can be watched as
        /// they come; `cancel()` keeps the frames written so far.
        case asWritten
        /// All at once in `finish()`, from a hidden folder beside it that `cancel()` removes, so
        /// that a cancelled or failed run leaves no frames behind.
        case whenFinished
    }

    public let pixelFormat = FramePixelFormat.rgba
    /// The folder the frames end in.
    public let directory: String
    /// How the frames are named.
    public let pattern: FramePattern
    /// Frames written so far.
    public private(set) var count = 0
    private let width: Int
    private let height: Int
    /// The hidden folder `.NAME.partial-UUID` beside `directory` where frames wait to be moved
    /// into place; nil where they are written straight into `directory`.
    private let staging: String?
    private var folder: String { staging ?? directory }
    /// The names written into `staging`, to move them into place.
    private var names: [String] = []
    /// Encodes and writes the frames.
    private let writes = BackgroundWrites()

    /// A writer of `width`×`height` frames into `directory`, named by `pattern`; throws
    /// `ImageError.unwritableFile` with the system's reason when the folder cannot be created.
    public init(
        directory: String, pattern: FramePattern = .standard, width: Int, height: Int, placement: Placement
    ) throws(ImageError) {
        self.directory = directory
        self.pattern = pattern
        self.width = width
        self.height = height
        switch placement {
        case .asWritten:
            staging = nil
        case .whenFinished:
            let url = URL(fileURLWithPath: directory)
            staging =
                url.deletingLastPathComponent()
                .appendingPathComponent(".\(url.lastPathComponent).partial-\(UUID().uuidString)").path
        }
        try Self.createFolder(staging ?? directory)
    }

    /// Writes `image` as frame `index` (by default the one after those written so far) in the
    /// background; throws the error of an earlier frame that could not be written.
    public func write(_ image: Image, index: Int? = nil) throws(ImageError) {
        let name = pattern.name(index ?? count)
        let path = "\(folder)/" + name
        try writes.submit { () throws(ImageError) in try image.writePNG(toFile: path) }
        if staging != nil { names.append(name) }
        count += 1
    }

    /// Takes the next frame as RGBA bytes, top row first.
    public func append(_ frame: UnsafeRawBufferPointer) throws {
        try write(Image(width: width, height: height, pixels: Array(frame)))
    }

    /// Waits until every frame is written, then moves the frames into place where they wait in
    /// the hidden folder and removes it.
    public func finish() throws {
        try writes.waitForAll()
        guard let staging else { return }
        defer { try? FileManager.default.removeItem(atPath: staging) }
        try publish(from: staging)
    }

    /// Waits for the frames being written, then removes the hidden folder and the frames waiting
    /// in it; frames already in place stay.
    public func cancel() {
        try? writes.waitForAll()
        if let staging { try? FileManager.default.removeItem(atPath: staging) }
    }

    private static func createFolder(_ path: String) throws(ImageError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .unwritableFile(path: path, reason: (error as NSError).localizedDescription)
        }
    }

    /// Moves the written frames into `directory`: the whole folder at once when `directory` is
    /// new, else frame by frame, replacing frames of the same names.
    private func publish(from staging: String) throws(ImageError) {
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        do {
            guard files.fileExists(atPath: directory, isDirectory: &isDirectory) else {
                try files.moveItem(atPath: staging, toPath: directory)
                return
            }
            guard isDirectory.boolValue else {
                throw ImageError.unwritableFile(path: directory, reason: "not a directory")
            }
            for name in names {
                let destination = "\(directory)/\(name)"
                if files.fileExists(atPath: destination) { try files.removeItem(atPath: destination) }
                try files.moveItem(atPath: "\(staging)/\(name)", toPath: destination)
            }
        } catch let error as ImageError {
            throw error
        } catch {
            throw .unwritableFile(path: directory, reason: (error as NSError).localizedDescription)
        }
    }
}
