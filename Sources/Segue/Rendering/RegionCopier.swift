import SegueGL

/// Draws the parts of a frame that are its images' pixels (`PassCopies`) as copies and fills,
/// leaving the renderer to shade the rest: on a CPU rasterizer a copied pixel costs a share of
/// a row `memcpy`, a shaded one its texture reads in floats.
///
/// The output holds the image's top row first and the images' textures their bottom row first,
/// so each copy turns its rows over; on a software rasterizer one blit per row, which Mesa does
/// as a memory copy (a mirrored blit it draws as a textured quad).
final class RegionCopier {
    private let context: GLContext
    private var regions = FrameRegions()
    /// A framebuffer over each image's texture, to copy from; made again when the texture is.
    private var readers: [ObjectIdentifier: Framebuffer] = [:]

    init(context: GLContext) {
        self.context = context
    }

    /// Copies and fills what `copies` takes from the images into `target`, given the values
    /// the frame's uniforms were set to (by parameter index), and returns the rectangles left to
    /// shade; nil when this frame must be shaded whole: an image with transparent pixels (its
    /// texture holds premultiplied colour where the output wants straight). Call on the GL thread.
    func draw(
        _ copies: PassCopies, values: (Int) -> ParameterValue?, plan: RenderPlan, sources: SourceUploads,
        into target: Framebuffer
    ) throws -> [PixelRegion]? {
        guard let from = try reader(of: copies.images[0], plan: plan, sources: sources, size: target.descriptor),
            let to = try reader(of: copies.images[1], plan: plan, sources: sources, size: target.descriptor)
        else { return nil }
        let (width, height) = (target.descriptor.width, target.descriptor.height)
        regions.start(width: width, height: height)
        copies.layout.regions(
            values: { name in copies.parameterNames.firstIndex(of: name).flatMap(values) }, into: &regions)
        regions.findShaded()
        let rowByRow = context.info.isSoftwareRasterizer
        for copy in regions.copies {
            let source = copy.image == .from ? from : to
            let rows = PixelRegion(
                x: copy.sourceX, y: height - copy.sourceY - copy.target.height, width: copy.target.width,
                height: copy.target.height)
            target.copy(rows, of: source, toX: copy.target.x, y: copy.target.y, flippingRows: true, rowByRow: rowByRow)
        }
        for fill in regions.fills { target.fill(fill.target, with: fill.colour) }
        return regions.shaded
    }

    /// A framebuffer reading `input`'s texture, if it is an opaque RGBA image of the target's size.
    private func reader(
        of input: RenderPlan.Input, plan: RenderPlan, sources: SourceUploads, size: TextureDescriptor
    ) throws -> Framebuffer? {
        guard case .source(let index) = input, sources.isOpaque(input, in: plan),
            let texture = sources.texture(of: plan.sources[index]),
            texture.descriptor.width == size.width, texture.descriptor.height == size.height,
            texture.descriptor.format == .rgba8, size.format == .rgba8
        else { return nil }
        let key = ObjectIdentifier(plan.sources[index])
        if let reader = readers[key], reader.texture === texture { return reader }
        let reader = try Framebuffer(attaching: [texture], context: context)
        readers[key] = reader
        return reader
    }

    /// Forgets the framebuffers of images the current plan no longer reads.
    func keepOnly(sourcesOf plan: RenderPlan) {
        let planned = Set(plan.sources.map(ObjectIdentifier.init))
        readers = readers.filter { planned.contains($0.key) }
    }
}
