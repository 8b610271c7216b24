import SegueGL

/// What one frame of a transition takes unchanged from its images, in image pixels (x from the
/// left, y from the top, as ffmpeg counts): rectangles copied from "from" or "to", possibly from
/// elsewhere in that image, and rectangles of one colour. The renderer copies and fills those
/// and shades only the rest (`shaded`).
///
/// Pixels within `edgeMargin` of an edge between two regions are shaded, not copied: there the
/// shader itself decides, so a rounding difference between the CPU's arithmetic and the GPU's
/// cannot move an edge by a pixel.
struct FrameRegions: Sendable {
    /// One of a transition's two images.
    enum Image: Int, Sendable {
        case from = 0
        case to = 1
    }

    /// A rectangle of the frame that is `image`'s rectangle of the same size at (`sourceX`, `sourceY`).
    struct Copy: Sendable, Equatable {
        var image: Image
        var target: PixelRegion
        var sourceX: Int
        var sourceY: Int
    }

    /// A rectangle of the frame that is one straight colour.
    struct Fill: Sendable, Equatable {
        var target: PixelRegion
        var colour: SIMD4<Float>
    }

    /// A face of a solid drawn in perspective (`CubeFaces`), or an image scaled into a
    /// rectangle: `image` read at the point interpolated across a quad whose corners, in clip
    /// space with the depth as w, show the image's points (0,0), (1,0), (0,1) and (1,1) (y up);
    /// its colour times `shade`, mixed over what is there by `opacity`.
    struct Face: Sendable, Equatable {
        var image: Image
        var corners: Corners
        var shade: Float
        var opacity: Float
    }

    /// A quad's four corners, in the order a triangle strip draws them.
    struct Corners: Sendable, Equatable {
        var points: (SIMD4<Float>, SIMD4<Float>, SIMD4<Float>, SIMD4<Float>)

        init(_ corners: [SIMD4<Float>]) {
            points = (corners[0], corners[1], corners[2], corners[3])
        }

        var array: [SIMD4<Float>] { [points.0, points.1, points.2, points.3] }

        static func == (a: Corners, b: Corners) -> Bool { a.array == b.array }
    }

    /// Pixels beside an edge between regions that are shaded anyway.
    static let edgeMargin = 2

    private(set) var width = 0
    private(set) var height = 0
    private(set) var copies: [Copy] = []
    private(set) var fills: [Fill] = []
    /// An image drawn over the whole frame after the copies, with this opacity, by the device's blending.
    private(set) var blend: (image: Image, opacity: Float)?
    /// A colour (straight, opaque) mixed over the whole frame after the copies by the device's blending.
    private(set) var colourBlend: (colour: SIMD4<Float>, opacity: Float)?
    /// Faces drawn after the fills and the blend, before the shading.
    private(set) var faces: [Face] = []
    /// What is left to shade, as rectangles; found by `findShaded()`. Those no copy or fill
    /// covers do not overlap; those a layout asked for (`shade`) follow them.
    private(set) var shaded: [PixelRegion] = []
    /// Rectangles shaded whatever covers them.
    private var alsoShaded: [PixelRegion] = []
    /// Every copy's and fill's target.
    private var taken: [PixelRegion] = []
    /// Reused by `findShaded()`, so that a frame allocates nothing once the arrays have grown.
    private var edges: [Int] = []
    private var covered: [Range<Int>] = []
    /// Indices into `taken`: by top, and those spanning the band being looked at.
    private var order: [Int] = []
    private var active: [Int] = []

    /// Starts a frame of `width`×`height` with nothing copied.
    mutating func start(width: Int, height: Int) {
        (self.width, self.height) = (width, height)
        copies.removeAll(keepingCapacity: true)
        fills.removeAll(keepingCapacity: true)
        shaded.removeAll(keepingCapacity: true)
        taken.removeAll(keepingCapacity: true)
        faces.removeAll(keepingCapacity: true)
        alsoShaded.removeAll(keepingCapacity: true)
        blend = nil
        colourBlend = nil
    }

    /// After the copies and fills, `colour` (straight, opaque) is mixed over the whole frame by `opacity`.
    mutating func blend(_ colour: SIMD4<Float>, opacity: Float) {
        colourBlend = (colour, opacity)
    }

    /// After the fills and the blend, `image` is drawn as a face (`Face`).
    mutating func face(_ image: Image, corners: Corners, shade: Float = 1, opacity: Float = 1) {
        faces.append(Face(image: image, corners: corners, shade: shade, opacity: opacity))
    }

    /// Shades every pixel within `margin` of the edges of the quad whose corners (clip space,
    /// w the depth) are in a triangle strip's order: the device's edge of a face and the
    /// shader's test may round differently there. Each edge is cut into pieces short enough
    /// that their bounding rectangles stay thin.
    mutating func shadeEdges(ofQuad corners: [SIMD4<Double>], margin: Double) {
        let size = SIMD2(Double(width), Double(height))
        // Clip space to pixels, y from the top as the output's rows run.
        let points = corners.map { SIMD2($0.x / $0.w + 1, $0.y / $0.w + 1) * 0.5 * size }
        // Around the quad: (0,0) → (1,0) → (1,1) → (0,1).
        for (a, b) in [(0, 1), (1, 3), (3, 2), (2, 0)] {
            let (start, end) = (points[a], points[b])
            // No more pieces than the frame has rows and columns, however far off screen a corner is.
            let across = min(min(abs(end.x - start.x), abs(end.y - start.y)), size.x + size.y)
            let pieces = max(1, Int((across / 8).rounded(.up)))
            for piece in 0..<pieces {
                let p = start + (end - start) * (Double(piece) / Double(pieces))
                let q = start + (end - start) * (Double(piece + 1) / Double(pieces))
                let x0 = max((min(p.x, q.x) - margin).rounded(.down), 0)
                let y0 = max((min(p.y, q.y) - margin).rounded(.down), 0)
                let x1 = min((max(p.x, q.x) + margin).rounded(.up), size.x)
                let y1 = min((max(p.y, q.y) + margin).rounded(.up), size.y)
                guard x0 < x1, y0 < y1 else { continue }
                shade(columns: Int(x0)..<Int(x1), rows: Int(y0)..<Int(y1))
            }
        }
    }

    /// Columns `columns` × rows `rows` are shaded last, over whatever was drawn there: where the
    /// device's edge of a face may differ from the shader's.
    mutating func shade(columns: Range<Int>, rows: Range<Int>) {
        guard let target = inner(columns: columns, rows: rows, margin: 0) else { return }
        alsoShaded.append(target)
    }

    /// After the copies and fills, `image` is mixed over the whole frame by `opacity`.
    mutating func blend(_ image: Image, opacity: Float) {
        blend = (image, opacity)
    }

    /// Columns `columns` × rows `rows` of the frame are `image`'s, moved by (`dx`, `dy`): pixel
    /// (x, y) is the image's (x + dx, y + dy). The ranges are clipped to the frame, and kept
    /// `edgeMargin` from other regions unless `exact`: the layout has already left to the shader
    /// every pixel the GPU might decide otherwise (a row gathered from another row).
    mutating func copy(
        _ image: Image, columns: Range<Int>, rows: Range<Int>, dx: Int = 0, dy: Int = 0, exact: Bool = false
    ) {
        guard let target = inner(columns: columns, rows: rows, margin: exact ? 0 : Self.edgeMargin) else { return }
        copies.append(Copy(image: image, target: target, sourceX: target.x + dx, sourceY: target.y + dy))
        taken.append(target)
    }

    /// Columns `columns` × rows `rows` of the frame are `colour` (straight, 0…1).
    mutating func fill(_ colour: SIMD4<Float>, columns: Range<Int>, rows: Range<Int>) {
        guard let target = inner(columns: columns, rows: rows) else { return }
        fills.append(Fill(target: target, colour: colour))
        taken.append(target)
    }

    /// The rectangle clipped to the frame and moved `margin` away from every side that is not
    /// the frame's own; nil when nothing is left.
    private func inner(columns: Range<Int>, rows: Range<Int>, margin: Int = Self.edgeMargin) -> PixelRegion? {
        let x0 = max(columns.lowerBound, 0)
        let x1 = min(columns.upperBound, width)
        let y0 = max(rows.lowerBound, 0)
        let y1 = min(rows.upperBound, height)
        let left = x0 == 0 ? 0 : x0 + margin
        let right = x1 == width ? width : x1 - margin
        let top = y0 == 0 ? 0 : y0 + margin
        let bottom = y1 == height ? height : y1 - margin
        guard left < right, top < bottom else { return nil }
        return PixelRegion(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Finds the rectangles no copy or fill covers: the frame is cut into bands at every
    /// rectangle's top and bottom, each band's uncovered columns are a rectangle, and a rectangle
    /// continuing one of the band above with the same columns is merged into it. The rectangles
    /// spanning a band are kept as the bands go down, so a thousand one-row copies cost little.
    mutating func findShaded() {
        shaded.removeAll(keepingCapacity: true)
        edges.removeAll(keepingCapacity: true)
        edges.append(0)
        edges.append(height)
        for target in taken {
            edges.append(target.y)
            edges.append(target.y + target.height)
        }
        edges.sort()
        let taken = taken
        order.removeAll(keepingCapacity: true)
        order.append(contentsOf: taken.indices)
        order.sort { taken[$0].y < taken[$1].y }
        active.removeAll(keepingCapacity: true)
        var (bandTop, next) = (0, 0)
        for bandBottom in edges where bandBottom > bandTop {
            active.removeAll { taken[$0].y + taken[$0].height <= bandTop }
            while next < order.count, taken[order[next]].y <= bandTop {
                active.append(order[next])
                next += 1
            }
            addUncovered(rows: bandTop..<bandBottom)
            bandTop = bandBottom
        }
        shaded.append(contentsOf: alsoShaded)
    }

    private mutating func addUncovered(rows: Range<Int>) {
        covered.removeAll(keepingCapacity: true)
        for index in active {
            covered.append(taken[index].x..<(taken[index].x + taken[index].width))
        }
        covered.sort { $0.lowerBound < $1.lowerBound }
        var x = 0
        for span in covered {
            if span.lowerBound > x { addShaded(columns: x..<span.lowerBound, rows: rows) }
            x = max(x, span.upperBound)
        }
        if x < width { addShaded(columns: x..<width, rows: rows) }
    }

    private mutating func addShaded(columns: Range<Int>, rows: Range<Int>) {
        if let last = shaded.indices.last(where: {
            shaded[$0].x == columns.lowerBound && shaded[$0].width == columns.count
                && shaded[$0].y + shaded[$0].height == rows.lowerBound
        }) {
            shaded[last].height += rows.count
        } else {
            shaded.append(
                PixelRegion(x: columns.lowerBound, y: rows.lowerBound, width: columns.count, height: rows.count))
        }
    }
}
