import Foundation

/// The built-in transitions whose frames are mostly pixels of their images, unchanged or moved:
/// for each, the Swift description of which rectangles those are at a given progress
/// (`FrameRegions`), with the arithmetic of its shader in `Shaders/Transitions/xfade/`, in
/// 32-bit floats as the GPU does it. The renderer copies those rectangles and shades the rest;
/// `CopyLayoutTests` holds every layout to its shader, pixel for pixel.
///
/// Only the built-in files have one: a user's file of the same name is shaded as written.
enum CopyLayout: Sendable, Equatable {
    /// `wipe.glsl`: an edge sweeps across (towards 0–3), or a rectangle of "from" shrinks into a corner (4–7).
    case wipe(towards: Int)
    /// `slide.glsl`: both images move (motion 0), "to" covers a still "from" (1), or "from" reveals a still "to" (2).
    case slide(direction: Int, motion: Int)
    /// `rectcrop.glsl`: a centred rectangle of one image on black.
    case rectCrop
    /// `centre.glsl` with a straight edge: bands of rows (`vertical` false) or columns that are
    /// wholly "from" or "to", between them a soft edge that is shaded.
    case centreBand(vertical: Bool, opening: Bool)
    /// `sweep.glsl` with a straight edge (towards 0–3): the columns or rows wholly of one image
    /// on either side of the soft edge.
    case sweep(towards: Int)
    /// `slice.glsl`: the slats, each row (`vertical`) or column wholly of one image.
    case slices(direction: Int)
    /// `squeeze.glsl`: "from" squeezed into the centre line, each of its rows (`vertical`) or
    /// columns there one of "from"'s, the rest of the frame "to".
    case squeeze(vertical: Bool)
    /// `crossfade.glsl` and `fade.glsl`, `mix(from, to, progress)`: "from" copied, "to" blended
    /// over it by the device, within 1/255 of the shader (8-bit blending rounds its factor).
    case mix
    /// `flip.glsl`: the turning half page is shaded; the still half and what the page has
    /// uncovered are copies.
    case flip
    /// `cube.glsl`: the faces in view drawn as quads in perspective, the background filled,
    /// the pixels at the faces' edges shaded (`CubeFaces`).
    case cube
    /// `motion.glsl` (`push`, `cover`, `reveal`): the moving image offset by whole pixels.
    case motion(moves: Int)
    /// `zoom.glsl`: "to" copied, the shrinking "from" drawn into its rectangle and blended.
    case zoom
    /// `fade-through.glsl`: one image copied, the colour blended over it by the device.
    case fadeThrough

    /// The layout of the built-in transition `effect`, if it has one.
    init?(builtIn effect: EffectDescription) {
        guard effect.isBuiltIn, effect.kind == .transition, let layout = Self.byName[effect.name] else { return nil }
        self = layout
    }

    private static let byName: [String: CopyLayout] = {
        var layouts: [String: CopyLayout] = [
            "rectcrop": .rectCrop, "flip": .flip, "crossfade": .mix, "fade": .mix, "cube": .cube,
            "zoom": .zoom, "fade-through": .fadeThrough, "push": .motion(moves: 0), "cover": .motion(moves: 1),
            "reveal": .motion(moves: 2),
        ]
        let wipes = ["wipeleft", "wiperight", "wipeup", "wipedown", "wipetl", "wipetr", "wipebl", "wipebr"]
        for (towards, name) in wipes.enumerated() { layouts[name] = .wipe(towards: towards) }
        for (direction, way) in ["left", "right", "up", "down"].enumerated() {
            for (motion, kind) in ["slide", "cover", "reveal"].enumerated() {
                layouts[kind + way] = .slide(direction: direction, motion: motion)
            }
        }
        for (towards, name) in ["smoothleft", "smoothright", "smoothup", "smoothdown"].enumerated() {
            layouts[name] = .sweep(towards: towards)
        }
        for (direction, name) in ["hlslice", "hrslice", "vuslice", "vdslice"].enumerated() {
            layouts[name] = .slices(direction: direction)
        }
        layouts["squeezeh"] = .squeeze(vertical: true)
        layouts["squeezev"] = .squeeze(vertical: false)
        layouts["horzopen"] = .centreBand(vertical: false, opening: true)
        layouts["horzclose"] = .centreBand(vertical: false, opening: false)
        layouts["vertopen"] = .centreBand(vertical: true, opening: true)
        layouts["vertclose"] = .centreBand(vertical: true, opening: false)
        return layouts
    }()

    /// Fills `regions`, started at the frame's size, with what the frame copies, given the
    /// transition's parameter values by name (`progress` among them); nothing where one is missing.
    func regions(values: (String) -> ParameterValue?, into regions: inout FrameRegions) {
        guard case .float(let progress)? = values("progress") else { return }
        let (width, height) = (regions.width, regions.height)
        let all = 0..<Int.max
        if landsOnItsImages, progress <= 0 || progress >= 1 {
            regions.copy(progress <= 0 ? .from : .to, columns: all, rows: all)
            return
        }
        switch self {
        case .wipe(let towards):
            Self.wipe(towards: towards, progress: progress, into: &regions)
        case .slide(let direction, let motion):
            Self.slide(direction: direction, motion: motion, progress: progress, into: &regions)
        case .rectCrop:
            Self.rectCrop(progress: progress, width: width, height: height, into: &regions)
        case .centreBand(let vertical, let opening):
            Self.centreBand(vertical: vertical, opening: opening, progress: progress, into: &regions)
        case .sweep(let towards):
            Self.sweep(towards: towards, progress: progress, into: &regions)
        case .slices(let direction):
            Self.slices(direction: direction, progress: progress, into: &regions)
        case .mix:
            regions.copy(.from, columns: all, rows: all)
            regions.blend(.to, opacity: progress)
        case .squeeze(let vertical):
            Self.squeeze(vertical: vertical, progress: progress, into: &regions)
        case .flip:
            guard case .float(let perspective)? = values("perspective"), case .int(let direction)? = values("direction")
            else { return }
            Self.flip(progress: progress, perspective: perspective, direction: Int(direction), into: &regions)
        case .cube:
            guard case .float(let perspective)? = values("perspective"), case .float(let zoomOut)? = values("zoomOut"),
                case .float(let shading)? = values("shading"), case .vec4(let background)? = values("background")
            else { return }
            CubeFaces.regions(
                progress: progress, perspective: perspective, zoomOut: zoomOut, shading: shading,
                background: background, into: &regions)
        case .motion(let moves):
            guard case .int(let direction)? = values("direction") else { return }
            Self.motion(moves: moves, direction: Int(direction), progress: progress, into: &regions)
        case .zoom:
            guard case .float(let endScale)? = values("endScale"), case .vec2(let center)? = values("center") else {
                return
            }
            Self.zoom(progress: progress, endScale: endScale, center: center, into: &regions)
        case .fadeThrough:
            guard case .vec4(let colour)? = values("fadeColor") else { return }
            Self.fadeThrough(progress: progress, colour: colour, into: &regions)
        }
    }

    /// Whether its shader returns "from" exactly at progress 0 and "to" at 1, whatever the rest
    /// of its arithmetic would give there.
    private var landsOnItsImages: Bool {
        switch self {
        case .wipe, .rectCrop, .squeeze, .flip, .cube, .zoom: true
        case .slide, .centreBand, .sweep, .slices, .mix, .motion, .fadeThrough: false
        }
    }

    /// Says in words what the layout copies, for `segue plan`.
    var summary: String {
        switch self {
        case .wipe(let towards) where towards < 4: "the two sides of the edge, each from its image"
        case .wipe: "the corner's rectangle from \"from\", the rest from \"to\""
        case .slide(_, 0): "both moved images"
        case .slide(_, 1): "the moving \"to\" and the still \"from\""
        case .slide: "the moving \"from\" and the still \"to\""
        case .rectCrop: "the centred rectangle from its image; the black around it is filled"
        case .centreBand: "the bands wholly of one image; the soft edge between them is shaded"
        case .sweep: "the columns or rows wholly of one image; the soft edge is shaded"
        case .slices: "the rows or columns wholly of one image; narrow runs of columns are shaded"
        case .mix: "\"from\", with \"to\" blended over it by the device"
        case .squeeze: "\"to\" around the squeezed band, and each row (or column) of the band from \"from\"'s"
        case .flip: "the still half of \"from\" and the part of \"to\" the page has uncovered; the page is shaded"
        case .motion(0): "both moved images, each offset by whole pixels"
        case .motion(1): "the moving \"to\" and the still \"from\", offset by whole pixels"
        case .motion: "the moving \"from\" and the still \"to\", offset by whole pixels"
        case .zoom: "\"to\", with the shrinking \"from\" drawn into its rectangle and blended; its edges are shaded"
        case .fadeThrough: "the image of the half, with the colour blended over it by the device"
        case .cube:
            "the faces in view drawn as quads in perspective, the background filled; the faces' edges are shaded"
        }
    }

    // MARK: The shaders' arithmetic

    /// ffmpeg's progress runs from 1 to 0; the shaders call it P.
    private static func ffmpegProgress(_ progress: Float) -> Float { 1 - progress }

    /// `int(extent * fraction)` as GLSL computes it: the product in 32-bit floats, truncated.
    private static func edge(_ extent: Int, _ fraction: Float) -> Int { Int(Float(extent) * fraction) }

    private static func wipe(towards: Int, progress: Float, into regions: inout FrameRegions) {
        let P = ffmpegProgress(progress)
        let (width, height) = (regions.width, regions.height)
        let all = 0..<Int.max
        // Pixels at or before `int(extent · P)` keep "from" (towards the start) or "to".
        let leftEdge = edge(width, P) + 1
        let rightEdge = edge(width, 1 - P) + 1
        let topEdge = edge(height, P) + 1
        let bottomEdge = edge(height, 1 - P) + 1
        switch towards {
        case 0:
            regions.copy(.from, columns: 0..<leftEdge, rows: all)
            regions.copy(.to, columns: leftEdge..<Int.max, rows: all)
        case 1:
            regions.copy(.to, columns: 0..<rightEdge, rows: all)
            regions.copy(.from, columns: rightEdge..<Int.max, rows: all)
        case 2:
            regions.copy(.from, columns: all, rows: 0..<topEdge)
            regions.copy(.to, columns: all, rows: topEdge..<Int.max)
        case 3:
            regions.copy(.to, columns: all, rows: 0..<bottomEdge)
            regions.copy(.from, columns: all, rows: bottomEdge..<Int.max)
        default:
            let top = towards == 4 || towards == 5
            let left = towards == 4 || towards == 6
            let rows = top ? 0..<topEdge : bottomEdge..<max(bottomEdge, height)
            let columns = left ? 0..<leftEdge : rightEdge..<max(rightEdge, width)
            let otherRows = top ? rows.upperBound..<Int.max : 0..<rows.lowerBound
            let otherColumns = left ? columns.upperBound..<Int.max : 0..<columns.lowerBound
            regions.copy(.from, columns: columns, rows: rows)
            regions.copy(.to, columns: all, rows: otherRows)
            regions.copy(.to, columns: otherColumns, rows: rows)
        }
    }

    /// Along the direction of motion, pixel i shows index `i + offset` of the moved image while
    /// that lies inside it ("to"), else that index wrapped into the image ("from").
    private static func slide(direction: Int, motion: Int, progress: Float, into regions: inout FrameRegions) {
        let P = ffmpegProgress(progress)
        let vertical = direction >= 2
        let size = vertical ? regions.height : regions.width
        let offset = edge(size, direction == 0 || direction == 2 ? -P : P)
        let inside = max(0, -offset)..<min(size, size - offset)
        let wrapped = offset < 0 ? 0..<(-offset) : (size - offset)..<size
        let wrap = offset < 0 ? size : -size
        func copy(_ image: FrameRegions.Image, _ span: Range<Int>, moved shift: Int) {
            guard !span.isEmpty else { return }
            if vertical {
                regions.copy(image, columns: 0..<Int.max, rows: span, dy: shift)
            } else {
                regions.copy(image, columns: span, rows: 0..<Int.max, dx: shift)
            }
        }
        copy(.to, inside, moved: motion == 2 ? 0 : offset)
        copy(.from, wrapped, moved: motion == 1 ? 0 : offset + wrap)
    }

    /// Inside `|x − width/2| < int(|P − ½|·width)` (and the same for rows) "from" or "to"; black outside.
    private static func rectCrop(progress: Float, width: Int, height: Int, into regions: inout FrameRegions) {
        let P = ffmpegProgress(progress)
        let halfWidth = edge(width, abs(P - 0.5))
        let halfHeight = edge(height, abs(P - 0.5))
        let (cx, cy) = (width / 2, height / 2)
        let columns = (cx - halfWidth + 1)..<max(cx - halfWidth + 1, cx + halfWidth)
        let rows = (cy - halfHeight + 1)..<max(cy - halfHeight + 1, cy + halfHeight)
        let black = SIMD4<Float>(0, 0, 0, 1)
        let all = 0..<Int.max
        guard !columns.isEmpty, !rows.isEmpty else {
            regions.fill(black, columns: all, rows: all)
            return
        }
        regions.copy(P < 0.5 ? .to : .from, columns: columns, rows: rows)
        regions.fill(black, columns: all, rows: 0..<rows.lowerBound)
        regions.fill(black, columns: all, rows: rows.upperBound..<Int.max)
        regions.fill(black, columns: 0..<columns.lowerBound, rows: rows)
        regions.fill(black, columns: columns.upperBound..<Int.max, rows: rows)
    }

    /// `centre.glsl`'s straight edges: a row (or column) is "to" where the smoothstep's edge
    /// is at least 1, "from" where it is at most 0. Within `certainty` of either, the shader decides.
    private static func centreBand(vertical: Bool, opening: Bool, progress: Float, into regions: inout FrameRegions) {
        let P = ffmpegProgress(progress)
        let size = vertical ? regions.width : regions.height
        let middle = Float(size) / 2
        let certainty: Float = 1e-4
        func image(_ index: Int) -> FrameRegions.Image? {
            let offset = abs((Float(index) - middle) / middle)
            let edge = opening ? 2 - offset - P * 2 : 1 + offset - P * 2
            return edge >= 1 + certainty ? .to : edge <= -certainty ? .from : nil
        }
        runs(of: size, across: !vertical, into: &regions, image: image)
    }

    /// `sweep.glsl`'s straight edges: `along` is the pixel's distance from the side the edge goes
    /// towards, over the width (or height); "to" where the smoothstep's edge is at least 1.
    private static func sweep(towards: Int, progress: Float, into regions: inout FrameRegions) {
        let P = ffmpegProgress(progress)
        let vertical = towards >= 2
        let size = vertical ? regions.height : regions.width
        let extent = Float(size)
        let mirrored = towards == 1 || towards == 3
        let certainty: Float = 1e-4
        func image(_ index: Int) -> FrameRegions.Image? {
            let along = (mirrored ? extent - 1 - Float(index) : Float(index)) / extent
            let edge = 1 + along - P * 2
            return edge >= 1 + certainty ? .to : edge <= -certainty ? .from : nil
        }
        runs(of: size, across: vertical, into: &regions, image: image)
    }

    /// `slice.glsl`: a row (directions 2, 3) or column is "to" where the soft edge passes the
    /// slat's phase, else "from"; within `certainty` of that, the shader decides.
    private static func slices(direction: Int, progress: Float, into regions: inout FrameRegions) {
        let P = ffmpegProgress(progress)
        let vertical = direction >= 2
        let mirrored = direction == 1 || direction == 3
        let size = vertical ? regions.height : regions.width
        let extent = Float(size)
        let certainty: Float = 1e-4
        func image(_ index: Int) -> FrameRegions.Image? {
            let along = Float(index)
            let t = mirrored ? (extent - 1 - along) / extent : along / extent
            let edge = smoothstep(-0.5, 0, t - P * 1.5)
            let scaled = mirrored ? 10 * t : 10 * along / extent
            let phase = scaled - scaled.rounded(.down)
            if abs(edge - phase) < certainty { return nil }
            return edge <= phase ? .from : .to
        }
        runs(of: size, across: vertical, into: &regions, image: image)
    }

    /// `squeeze.glsl`: row (or column) i is "from"'s `roundEven(z · (size − 1))` where
    /// z = ½ + (i / size − ½) / P lies in 0…1, else "to". Where z is within `certainty` of 0 or 1,
    /// or z · (size − 1) of a half, the GPU might round otherwise: the shader decides there, so
    /// the copies need no margin.
    private static func squeeze(vertical: Bool, progress: Float, into regions: inout FrameRegions) {
        let P = ffmpegProgress(progress)
        let size = vertical ? regions.height : regions.width
        let extent = Float(size)
        let certainty: Float = 1e-3
        var start = 0
        func copyTo(upTo end: Int) {
            guard end > start else { return }
            if vertical {
                regions.copy(.to, columns: 0..<Int.max, rows: start..<end, exact: true)
            } else {
                regions.copy(.to, columns: start..<end, rows: 0..<Int.max, exact: true)
            }
        }
        for index in 0..<size {
            let z = 0.5 + (Float(index) / extent - 0.5) / P
            let scaled = z * (extent - 1)
            let fraction = scaled - scaled.rounded(.down)
            let outside = z < -certainty || z > 1 + certainty
            if outside { continue }
            copyTo(upTo: index)
            start = index + 1
            guard abs(z) > certainty, abs(z - 1) > certainty, abs(fraction - 0.5) > certainty else { continue }
            let row = Int(scaled.rounded(.toNearestOrEven))
            if vertical {
                regions.copy(.from, columns: 0..<Int.max, rows: index..<(index + 1), dy: row - index, exact: true)
            } else {
                regions.copy(.from, columns: index..<(index + 1), rows: 0..<Int.max, dx: row - index, exact: true)
            }
        }
        copyTo(upTo: size)
    }

    /// GLSL's smoothstep, as `ffSmoothstep` writes it.
    private static func smoothstep(_ edge0: Float, _ edge1: Float, _ x: Float) -> Float {
        let t = min(max((x - edge0) / (edge1 - edge0), 0), 1)
        return t * t * (3 - 2 * t)
    }

    /// `flip.glsl` in its canonical frame, where the right half turns left about the centre
    /// line: a pixel is on the page while its distance past the hinge, on the turning side, is
    /// at most where the page's far edge is seen. Off the page it is "to" right of the hinge,
    /// "from" left of it. Within `certainty` of an edge, the shader decides.
    private static func flip(progress: Float, perspective: Float, direction: Int, into regions: inout FrameRegions) {
        let (width, height) = (Float(regions.width), Float(regions.height))
        let sideways = direction < 2
        let aspect = sideways ? width / height : height / width
        let halfWidth = 0.5 * aspect
        let eye = perspective * halfWidth
        let first = progress < 0.5
        let angle = (first ? progress : 1 - progress) * Float.pi
        let farEdge = halfWidth * cos(angle) * eye / (eye - halfWidth * sin(angle))
        let certainty: Float = 1e-3
        let size = sideways ? regions.width : regions.height
        func image(_ index: Int) -> FrameRegions.Image? {
            let centre = (Float(index) + 0.5) / Float(size)
            // The canonical x: columns left to right (direction 0), right to left (1), rows
            // top to bottom (2, whose bottom half turns up) or bottom to top (3).
            let canonical = direction == 0 || direction == 2 ? centre : 1 - centre
            let x = (canonical - 0.5) * aspect
            let along = first ? x : -x
            if along > -certainty && along <= farEdge + certainty { return nil }
            return x >= 0 ? .to : .from
        }
        runs(of: size, across: !sideways, into: &regions, image: image)
    }

    /// Columns copied a row at a time cost a blit per row each, about what shading this many
    /// columns costs on llvmpipe; narrower runs of columns are shaded.
    private static let narrowestColumnRun = 64

    /// Copies each run of columns (or, `across` rows, of rows) that `image` gives one image,
    /// whole; the others are shaded.
    private static func runs(
        of size: Int, across rows: Bool, into regions: inout FrameRegions, image: (Int) -> FrameRegions.Image?
    ) {
        var start = 0
        var current = image(0)
        for index in 1...size {
            let next = index < size ? image(index) : nil
            if index < size, next == current { continue }
            if let current {
                if rows {
                    regions.copy(current, columns: 0..<Int.max, rows: start..<index)
                } else if index - start >= narrowestColumnRun || index - start == size {
                    regions.copy(current, columns: start..<index, rows: 0..<Int.max)
                }
            }
            (start, current) = (index, next)
        }
    }
}
