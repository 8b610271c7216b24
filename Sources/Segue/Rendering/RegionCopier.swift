import SegueGL

/// Draws the parts of a frame that are its images' pixels (`PassCopies`) as copies and fills,
/// leaving the renderer to shade the rest: on a CPU rasterizer a copied pixel costs a share of
/// a row `memcpy`, a shaded one its texture reads in floats.
///
/// The output holds the image's top row first and the images' textures their bottom row first,
/// so a copy turns its rows over. A GPU blits that mirrored; Mesa's software rasterizer draws a
/// mirrored blit as a textured quad, but copies a blit of one row as memory. There a still image
/// gets, on its second frame, an upright twin made with one such blit per row, so that each
/// later copy from it is one plain blit; a clip's picture, new every frame, is copied row by row.
final class RegionCopier {
    private let context: GLContext
    private var regions = FrameRegions()
    /// What each image is copied from, by source; made again when its texture is.
    private var readers: [ObjectIdentifier: Reader] = [:]
    /// A frame of one colour that fills are copied from: llvmpipe clears a scissored rectangle
    /// by drawing it, but copies it as memory.
    private var colourFrame: (colour: SIMD4<Float>, framebuffer: Framebuffer)?
    /// Draws an image blended over the frame, made the first time a layout blends.
    private var blender: BlendedImageDrawer?
    /// Draws an image as a face in perspective, made the first time a layout has one.
    private var faceDrawer: PerspectiveQuadDrawer?

    /// A framebuffer over an image's texture and, for a still, an upright copy.
    private struct Reader {
        var framebuffer: Framebuffer
        var upright: Framebuffer?
        /// Whether its pixels changed after the first frame: a clip's picture, or a live
        /// snapshot, which is copied row by row rather than through twins made again and again.
        var isStreaming = false
    }

    init(context: GLContext) {
        self.context = context
    }

    /// Copies and fills what `copies` takes from the images into `target`, given the values
    /// the frame's uniforms were set to (by parameter index), and returns the rectangles left to
    /// shade; nil when this frame must be shaded whole: an image with transparent pixels (its
    /// texture holds premultiplied colour where the output wants straight), or thin columns that
    /// would be copied a row at a time. Call on the GL thread.
    func draw(
        _ copies: PassCopies, values: (Int) -> ParameterValue?, plan: RenderPlan, sources: SourceUploads,
        changedSources: Set<Int>, into target: Framebuffer
    ) throws -> [PixelRegion]? {
        func reader(_ input: RenderPlan.Input) throws -> Reader? {
            try self.reader(of: input, plan: plan, sources: sources, changed: changedSources, size: target.descriptor)
        }
        guard let from = try reader(copies.images[0]), let to = try reader(copies.images[1]) else { return nil }
        let (width, height) = (target.descriptor.width, target.descriptor.height)
        regions.start(width: width, height: height)
        copies.layout.regions(
            values: { name in copies.parameterNames.firstIndex(of: name).flatMap(values) }, into: &regions)
        // Copied a row at a time, thin columns would cost far more blits than shading them.
        let rowBlits = regions.copies.reduce(0) { $0 + $1.target.height }
        if context.info.isSoftwareRasterizer, from.upright == nil || to.upright == nil, rowBlits > 4 * height {
            return nil
        }
        regions.findShaded()
        for copy in regions.copies {
            let rows = PixelRegion(
                x: copy.sourceX, y: copy.sourceY, width: copy.target.width, height: copy.target.height)
            self.copy(rows, of: copy.image == .from ? from : to, toX: copy.target.x, y: copy.target.y, into: target)
        }
        for fill in regions.fills {
            let source = try colourFrame(fill.colour, size: target.descriptor)
            target.copy(
                fill.target, of: source, toX: fill.target.x, y: fill.target.y, flippingRows: false, rowByRow: false)
        }
        if let blend = regions.blend {
            let image = blend.image == .from ? from : to
            if blender == nil { blender = try BlendedImageDrawer(context: context) }
            blender?.draw(image.framebuffer.texture, over: target, opacity: blend.opacity)
        }
        if let blend = regions.colourBlend {
            let colour = try colourFrame(blend.colour, size: target.descriptor)
            if blender == nil { blender = try BlendedImageDrawer(context: context) }
            blender?.draw(colour.texture, over: target, opacity: blend.opacity)
        }
        for face in regions.faces {
            let image = face.image == .from ? from : to
            if faceDrawer == nil { faceDrawer = try PerspectiveQuadDrawer(context: context) }
            faceDrawer?.draw(
                image.framebuffer.texture, corners: face.corners.array, shade: face.shade, opacity: face.opacity,
                into: target)
        }
        return regions.shaded
    }

    /// Whether `input`'s image can be drawn whole into a target described by `size` (an opaque
    /// RGBA image of its size), readying what it is copied from; call once a frame, before
    /// `drawImage`. Call on the GL thread.
    func prepareImage(
        _ input: RenderPlan.Input, plan: RenderPlan, sources: SourceUploads, changedSources: Set<Int>,
        size: TextureDescriptor
    ) throws -> Bool {
        guard try reader(of: input, plan: plan, sources: sources, changed: changedSources, size: size) != nil else {
            return false
        }
        // Made now rather than at the first blend, which may come any frame later.
        if blender == nil { blender = try BlendedImageDrawer(context: context) }
        return true
    }

    /// Draws `input`'s image, readied by `prepareImage`, over `pixels` of `target` (top row
    /// first; nil: all of it) from the same pixels of the image: copied at `opacity` 1, mixed
    /// over what is there by the device's blending below it (whole only). Call on the GL thread.
    func drawImage(
        _ input: RenderPlan.Input, opacity: Float, pixels: PixelRegion?, plan: RenderPlan, into target: Framebuffer
    ) {
        guard case .source(let index) = input, let reader = readers[ObjectIdentifier(plan.sources[index])] else {
            preconditionFailure("prepareImage readies an image before it is drawn")
        }
        guard opacity < 1 else {
            let rows =
                pixels ?? PixelRegion(x: 0, y: 0, width: target.descriptor.width, height: target.descriptor.height)
            copy(rows, of: reader, toX: rows.x, y: rows.y, into: target)
            return
        }
        precondition(pixels == nil, "only an image over the whole frame is blended")
        blender?.draw(reader.framebuffer.texture, over: target, opacity: opacity)
    }

    /// Copies `rows` of `reader`'s image, counted in the output's row order (the top row first),
    /// to (`x`, `y`) of `target`.
    private func copy(_ rows: PixelRegion, of reader: Reader, toX x: Int, y: Int, into target: Framebuffer) {
        if let upright = reader.upright {
            target.copy(rows, of: upright, toX: x, y: y, flippingRows: false, rowByRow: false)
        } else {
            var flipped = rows
            flipped.y = target.descriptor.height - rows.y - rows.height
            target.copy(
                flipped, of: reader.framebuffer, toX: x, y: y, flippingRows: true,
                rowByRow: context.info.isSoftwareRasterizer)
        }
    }

    /// What `input` is copied from, if it is an opaque RGBA image of the target's size; a still
    /// gets its upright twin on its second frame, and an image whose pixels change after its
    /// first never keeps one.
    private func reader(
        of input: RenderPlan.Input, plan: RenderPlan, sources: SourceUploads, changed: Set<Int>,
        size: TextureDescriptor
    ) throws -> Reader? {
        guard case .source(let index) = input, sources.isOpaque(input, in: plan),
            let texture = sources.texture(of: plan.sources[index]),
            texture.descriptor.width == size.width, texture.descriptor.height == size.height,
            texture.descriptor.format == .rgba8, size.format == .rgba8
        else { return nil }
        let key = ObjectIdentifier(plan.sources[index])
        guard var reader = readers[key], reader.framebuffer.texture === texture else {
            let reader = Reader(framebuffer: try Framebuffer(attaching: [texture], context: context))
            readers[key] = reader
            return reader
        }
        if changed.contains(index) {
            (reader.isStreaming, reader.upright) = (true, nil)
        } else if reader.upright == nil, !reader.isStreaming, context.info.isSoftwareRasterizer {
            reader.upright = try makeUpright(reader.framebuffer)
        }
        readers[key] = reader
        return reader
    }

    /// A frame of `size` wholly `colour`, kept for the next fill of that colour.
    private func colourFrame(_ colour: SIMD4<Float>, size: TextureDescriptor) throws -> Framebuffer {
        if let colourFrame, colourFrame.colour == colour, colourFrame.framebuffer.descriptor == size {
            return colourFrame.framebuffer
        }
        let kept = colourFrame.map(\.framebuffer).flatMap { $0.descriptor == size ? $0 : nil }
        let framebuffer = try kept ?? Framebuffer(size, context: context)
        framebuffer.fill(PixelRegion(x: 0, y: 0, width: size.width, height: size.height), with: colour)
        colourFrame = (colour, framebuffer)
        return framebuffer
    }

    /// A copy of `image` with its rows the other way up, as the output holds them.
    private func makeUpright(_ image: Framebuffer) throws -> Framebuffer {
        let upright = try Framebuffer(image.descriptor, context: context)
        let whole = PixelRegion(x: 0, y: 0, width: image.descriptor.width, height: image.descriptor.height)
        upright.copy(whole, of: image, toX: 0, y: 0, flippingRows: true, rowByRow: true)
        return upright
    }

    /// Forgets what it made for images the current plan no longer reads.
    func keepOnly(sourcesOf plan: RenderPlan) {
        let planned = Set(plan.sources.map(ObjectIdentifier.init))
        readers = readers.filter { planned.contains($0.key) }
    }
}
