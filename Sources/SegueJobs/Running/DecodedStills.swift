import Foundation
import Segue
import Synchronization

/// Stills decoded once per process when a batch runs: the jobs of a shard that read the same file
/// (unchanged: same size and modification time) share its decoded image. Off outside a batch, where
/// each command decodes its inputs once anyway.
package enum DecodedStills {
    private struct Key: Hashable {
        var path: String
        var size: Int64
        var modified: Int
        var modifiedNanoseconds: Int
        var maximumPixelCount: Int
        var maximumSide: Int?
    }

    private struct Cache {
        var enabled = false
        var images: [Key: Image] = [:]
        var pixels = 0
    }

    /// Pixels held at most (about 1 GB of RGBA); past it the cache starts again.
    static let capacity = 256 * 1024 * 1024

    private static let cache = Mutex(Cache())

    /// Turns sharing on, for the rest of the process.
    package static func enable() {
        cache.withLock { $0.enabled = true }
    }

    /// The still at `path`, decoded now or earlier in this process when sharing is on.
    static func image(contentsOfFile path: String, limits: ImageLimits) throws -> Image {
        var status = stat()
        guard cache.withLock({ $0.enabled }), stat(path, &status) == 0 else {
            return try Image(contentsOfFile: path, limits: limits)
        }
        let key = Key(
            path: path, size: Int64(status.st_size), modified: status.st_mtim.tv_sec,
            modifiedNanoseconds: status.st_mtim.tv_nsec, maximumPixelCount: limits.maximumPixelCount,
            maximumSide: limits.maximumSide)
        if let image = cache.withLock({ $0.images[key] }) { return image }
        let image = try Image(contentsOfFile: path, limits: limits)
        cache.withLock { cache in
            if cache.pixels + image.width * image.height > capacity { cache.images = [:] }
            cache.images[key] = image
            cache.pixels = cache.images.values.reduce(0) { $0 + $1.width * $1.height }
        }
        return image
    }
}
