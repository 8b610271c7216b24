import SegueGL
import Synchronization

/// How a drawn layer covers what is below it this frame: its opacity and, where its region is a
/// parameter, that region. The progress setter works it out beside the layer's uniforms; the
/// renderer reads it to draw a layer that hides what is below without blending (`LayerQuads`).
struct LayerCoverage: Sendable, Equatable {
    /// The opacity its quad is drawn at, 0…1 (0 where it is not on screen).
    var opacity: Float = 0
    /// The region of its snapshot it shows, for a layer whose region varies; nil where the
    /// region is a constant of the shaders.
    var region: LayerRect?
    /// The whole pixels a base layer over part of the frame covers, top row first, as its
    /// shader tests them (`LayerShader.bounds`); nil elsewhere.
    var pixels: PixelRegion?

    /// The pixels of a `width`×`height` frame whose centres lie in `region`: those a base layer
    /// over that region draws.
    static func pixelBounds(of region: LayerRect, width: Int, height: Int) -> PixelRegion {
        func edge(_ fraction: Double, _ size: Int) -> Int {
            min(max(Int((fraction * Double(size) - 0.5).rounded(.up)), 0), size)
        }
        let (x0, x1) = (edge(region.x, width), edge(region.x + region.width, width))
        let (y0, y1) = (edge(region.y, height), edge(region.y + region.height, height))
        return PixelRegion(x: x0, y: y0, width: max(x1 - x0, 0), height: max(y1 - y0, 0))
    }
}

/// Each drawn layer's coverage at the progress last set, bottom first: the typed side of what
/// the layer pass's uniforms carry. Before any progress is set, every layer is at opacity 0 (as
/// its uniform is) and hides nothing.
final class LayerCoverages: Sendable {
    private let storage: Mutex<[LayerCoverage]>

    init(count: Int) {
        storage = Mutex(Array(repeating: LayerCoverage(), count: count))
    }

    /// Every layer's coverage, read together.
    var current: [LayerCoverage] { storage.withLock { $0 } }

    /// Sets layer `index`'s coverage.
    func set(_ index: Int, _ coverage: LayerCoverage) {
        storage.withLock { $0[index] = coverage }
    }
}
