import Segue

extension FrameSize {
    /// Parses a comma-separated list of sizes, keeping the first of any duplicates.
    static func parseList(_ list: String) throws(BenchUsageError) -> [FrameSize] {
        var sizes: [FrameSize] = []
        for item in commaSeparated(list) {
            guard let size = FrameSize(parsing: item) else {
                throw BenchUsageError(
                    "malformed size '\(item)' (use WIDTHxHEIGHT such as 1920x1080, each side 1…\(maximumSide), or 720p, 1080p, 1440p, 4k)"
                )
            }
            if !sizes.contains(size) { sizes.append(size) }
        }
        guard !sizes.isEmpty else { throw BenchUsageError("--sizes names no size") }
        return sizes
    }
}
