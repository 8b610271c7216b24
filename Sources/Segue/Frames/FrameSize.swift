/// A frame's width and height in pixels, as `WIDTHxHEIGHT` or a name such as `1080p` on a command line.
public struct FrameSize: Sendable, Hashable, CustomStringConvertible {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// The largest side a parsed size may have; GL drivers rarely allow more (the engine checks the real limit).
    public static let maximumSide = 16384

    /// The names `init(parsing:)` accepts besides `WIDTHxHEIGHT`.
    public static let names: [String: FrameSize] = [
        "720p": FrameSize(width: 1280, height: 720),
        "1080p": FrameSize(width: 1920, height: 1080),
        "1440p": FrameSize(width: 2560, height: 1440),
        "2160p": FrameSize(width: 3840, height: 2160),
        "4k": FrameSize(width: 3840, height: 2160),
    ]

    /// A size of `width` by `height` pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Parses `WIDTHxHEIGHT` (`1280x720`, case-insensitive) or a name (`720p`, `1080p`, `1440p`, `2160p`, `4k`);
    /// nil unless each side is between 1 and `maximumSide`.
    public init?(parsing text: String) {
        let lowercased = text.lowercased()
        if let named = Self.names[lowercased] {
            self = named
            return
        }
        let sides = lowercased.split(separator: "x", omittingEmptySubsequences: false)
        guard sides.count == 2, let width = Int(sides[0]), let height = Int(sides[1]),
            (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height)
        else { return nil }
        self.init(width: width, height: height)
    }

    /// `WIDTHxHEIGHT`, the form `init(parsing:)` reads back.
    public var description: String { "\(width)x\(height)" }

    /// Pixels per frame.
    public var pixelCount: Int { width * height }
}
