import Foundation

/// One still or clip of a `Slideshow`, with how long it plays.
///
/// A still is shown for `duration` seconds (the slideshow's `stillDuration` when nil); a clip plays
/// from `start` to `end` seconds of its own time (its end when nil).
public struct SlideshowItem: Sendable {
    /// What an item shows.
    public enum Content: Sendable {
        /// A still already in memory.
        case image(Image)
        /// A PNG or JPEG file, decoded when its turn comes, so that a long slideshow holds two at most.
        case imageFile(String)
        /// A clip, decoded by ffmpeg as it plays.
        case clip(Clip)
    }

    /// What it shows.
    public var content: Content
    /// Seconds a still is shown; nil for the slideshow's `stillDuration`. Clips ignore it.
    public var duration: Double?
    /// Seconds into a clip where it starts playing (its trim's start).
    public var start: Double
    /// Seconds into a clip where it stops playing, or nil for its end.
    public var end: Double?
    /// How it is fitted to the output when its size differs; nil for the slideshow's `resize`.
    public var resize: ResizeMode?
    /// How it is named in errors and in the timeline: its file, or "image N" for one in memory.
    public var name: String

    /// A still in memory, shown for `duration` seconds (nil: the slideshow's `stillDuration`).
    public init(image: Image, duration: Double? = nil, name: String = "image") {
        content = .image(image)
        self.duration = duration
        start = 0
        self.name = name
    }

    /// A clip, played from `start` to `end` seconds (nil: to its end).
    public init(clip: Clip, start: Double = 0, end: Double? = nil) {
        content = .clip(clip)
        self.start = start
        self.end = end
        name = clip.path
    }

    /// The still or clip at `path`: PNG and JPEG files are stills (checked readable now, decoded
    /// when they play), anything else is probed by ffprobe as a clip.
    public init(
        contentsOfFile path: String, duration: Double? = nil, start: Double = 0, end: Double? = nil,
        ffmpeg: String = "ffmpeg"
    ) throws {
        if Clip.isImageFile(path) {
            // Read now only to report a missing or unreadable file before anything is rendered.
            do throws(FileAccess.Failure) {
                _ = try FileAccess.read(path)
            } catch {
                throw ImageError.unreadableFile(path: path, reason: error.reason)
            }
            content = .imageFile(path)
        } else {
            content = .clip(try Clip(contentsOfFile: path, ffmpeg: ffmpeg))
        }
        self.duration = duration
        self.start = start
        self.end = end
        name = path
    }

    /// The clip it plays, if it is one that moves (a single-picture file plays as a still).
    var movingClip: Clip? {
        if case .clip(let clip) = content, !clip.isStill { return clip }
        return nil
    }
}
