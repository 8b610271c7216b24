import Foundation

/// Checks before the first frame that a render can be meant and can fit: a count of frames
/// within `--max-frames`, and output that the target disk has room for.
enum FrameBudget {
    /// The output would not fit on its disk.
    struct NoRoom: Error, CustomStringConvertible {
        var place: String
        var frames: Int
        var needed: Double
        var free: Double

        var description: String {
            "\(place): \(frames) frames need about \(FrameBudget.byteText(needed)) but the disk has \(FrameBudget.byteText(free)) free"
        }
    }

    /// Throws `NoRoom` when `frames` frames of `width`×`height` for `target` would overflow the free
    /// space of the disk they go to. The estimate is low on purpose (well-compressed frames), so
    /// that only a render that surely cannot fit is refused.
    static func checkFreeSpace(for target: OutputTarget, frames: Int, width: Int, height: Int) throws {
        let pixels = Double(width) * Double(height)
        let perFrame: Double
        let place: String
        switch target {
        // PNG of photographs: a byte a pixel or more.
        case .sequence(let directory, _): (perFrame, place) = (pixels / 4, directory)
        case .y4m(let path): (perFrame, place) = (pixels * 1.5, path)  // exact: 4:2:0 planes
        case .video(let path, _): (perFrame, place) = (pixels / 100, path)  // H.264 and VP9 at their default quality
        case .image, .standardOutput: return
        }
        let needed = perFrame * Double(frames)
        guard let free = freeSpace(near: place), needed > free else { return }
        throw NoRoom(place: place, frames: frames, needed: needed, free: free)
    }

    /// Bytes free to this user on the disk holding `path`, or on its nearest existing ancestor.
    static func freeSpace(near path: String) -> Double? {
        var url = URL(fileURLWithPath: path)
        for _ in 0..<64 {
            var stats = statvfs()
            if statvfs(url.path, &stats) == 0 { return Double(stats.f_bavail) * Double(stats.f_frsize) }
            guard url.path != "/" else { return nil }
            url.deleteLastPathComponent()
        }
        return nil
    }

    /// A frame count as text without an exponent, however large.
    static func frameText(_ frames: Double) -> String {
        frames < 1e15 ? String(Int(frames.rounded(.up))) : String(format: "%.3g", frames)
    }

    static func byteText(_ bytes: Double) -> String {
        let units = ["bytes", "KB", "MB", "GB", "TB"]
        var value = bytes
        var unit = 0
        while value >= 1000, unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        return unit == 0 ? "\(Int(value)) bytes" : "\(String(format: "%.1f", value)) \(units[unit])"
    }
}
