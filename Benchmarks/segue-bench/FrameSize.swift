/// An output size in pixels.
struct FrameSize: Sendable, Hashable, CustomStringConvertible {
    var width: Int
    var height: Int

    /// The largest side accepted; GL drivers rarely allow more (the engine checks the real limit).
    static let maximumSide = 16384

    /// Names for the usual sizes.
    static let aliases: [String: FrameSize] = [
        "720p": FrameSize(width: 1280, height: 720),
        "1080p": FrameSize(width: 1920, height: 1080),
        "1440p": FrameSize(width: 2560, height: 1440),
        "2160p": FrameSize(width: 3840, height: 2160),
        "4k": FrameSize(width: 3840, height: 2160),
    ]

    var description: String { "\(width)x\(height)" }

    /// Pixels per frame.
    var pixelCount: Int { width * height }

    /// Parses `WIDTHxHEIGHT` or an alias such as `1080p`.
    init(parsing text: String) throws(BenchUsageError) {
        if let alias = Self.aliases[text.lowercased()] {
            self = alias
            return
        }
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else {
            throw BenchUsageError("malformed size '\(text)' (use WIDTHxHEIGHT such as 1920x1080, or 720p, 1080p, 4k)")
        }
        guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height) else {
            throw BenchUsageError("size '\(text)' is out of range (each side 1…\(Self.maximumSide))")
        }
        self.init(width: width, height: height)
    }

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Parses a comma-separated list of sizes, keeping the first of any duplicates.
    static func parseList(_ list: String) throws(BenchUsageError) -> [FrameSize] {
        var sizes: [FrameSize] = []
        for item in commaSeparated(list) {
            let size = try FrameSize(parsing: item)
            if !sizes.contains(size) { sizes.append(size) }
        }
        guard !sizes.isEmpty else { throw BenchUsageError("--sizes names no size") }
        return sizes
    }
}
