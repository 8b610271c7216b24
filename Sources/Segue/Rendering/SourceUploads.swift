import SegueGL

/// The textures of a plan's image sources: each image uploaded when its version changes, and
/// frames streamed into existing textures through a pixel-unpack buffer per source. Kept across
/// re-plans, so a new plan uploads nothing that is already there. Used on the GL thread only.
final class SourceUploads {
    private let context: GLContext
    /// Each source's texture (and chroma plane, for 4:2:0 pictures) with the image version it holds.
    private var textures: [ObjectIdentifier: SourceTexture] = [:]
    /// Frames given by `show(_:layout:on:opaque:)` for the frame being drawn.
    private var pendingFrames:
        [(source: ImageSource, pixels: UnsafeRawBufferPointer, layout: PictureLayout, opaque: Bool)] = []
    /// One pixel-unpack buffer per source that streams frames (a clip).
    private var unpackBuffers: [ObjectIdentifier: GLBuffer] = [:]
    /// Reused for flipping images into GL's row order on upload.
    private var scratch: [UInt8] = []

    private struct SourceTexture {
        var texture: Texture
        /// The Cb, Cr plane of a `PictureLayout.nv12` picture, whose luma is `texture`.
        var chroma: Texture?
        var version: Int
        /// Whether every texel's alpha is 1, found when premultiplying it at upload.
        var isOpaque = false
    }

    init(context: GLContext) {
        self.context = context
    }

    /// For the frame being drawn: `source` shows `pixels`, laid out as `layout`; the bytes must
    /// stay valid until `update(_:)` uploaded them.
    func show(_ pixels: UnsafeRawBufferPointer, layout: PictureLayout, on source: ImageSource, opaque: Bool) {
        pendingFrames.append((source, pixels, layout, opaque))
    }

    /// Forgets the frames `show` gave, whose memory is valid only for the frame they were given for.
    func forgetShownFrames() {
        pendingFrames = []
    }

    /// Drops the textures of sources `plan` no longer reads.
    func keepOnly(sourcesOf plan: RenderPlan) {
        let planned = Set(plan.sources.map(ObjectIdentifier.init))
        textures = textures.filter { planned.contains($0.key) }
    }

    /// Uploads each source whose image changed, or the frame `show` gave it; returns the
    /// indices of the sources whose textures changed.
    func update(_ plan: RenderPlan) throws -> Set<Int> {
        var changed: Set<Int> = []
        for (index, source) in plan.sources.enumerated() {
            let (image, version) = source.versionedImage
            if let frame = pendingFrames.last(where: { $0.source === source }) {
                try stream(
                    frame.pixels, layout: frame.layout, opaque: frame.opaque, size: image.size, version: version,
                    of: source)
                changed.insert(index)
            } else if textures[ObjectIdentifier(source)]?.version != version {
                try upload(image, version: version, of: source)
                changed.insert(index)
            }
        }
        return changed
    }

    /// The texture holding `source`'s image (its luma, for a 4:2:0 picture).
    func texture(of source: ImageSource) -> Texture? {
        textures[ObjectIdentifier(source)]?.texture
    }

    /// The chroma plane of `source`'s 4:2:0 picture, or its only texture.
    func chroma(of source: ImageSource) -> Texture? {
        let held = textures[ObjectIdentifier(source)]
        return held?.chroma ?? held?.texture
    }

    /// Whether `input` is a source texture with no alpha below 1.
    func isOpaque(_ input: RenderPlan.Input?, in plan: RenderPlan) -> Bool {
        guard case .source(let source)? = input else { return false }
        return textures[ObjectIdentifier(plan.sources[source])]?.isOpaque ?? false
    }

    /// Uploads `image` into `source`'s texture, premultiplied.
    func upload(_ image: Image, version: Int, of source: ImageSource) throws {
        let texture = try reusedTexture(textures[ObjectIdentifier(source)]?.texture, size: image.size)
        // Textures hold premultiplied colour (ShaderGenerator.alphaHelpers says why).
        let premultiplied = image.premultipliedPixels()
        try (premultiplied ?? image.pixels).withUnsafeBytes {
            try texture.upload(flippingRowsOf: $0, scratch: &scratch)
        }
        textures[ObjectIdentifier(source)] = SourceTexture(
            texture: texture, version: version, isOpaque: premultiplied == nil)
    }

    /// Uploads a streamed frame into `source`'s textures through the source's unpack buffer.
    private func stream(
        _ pixels: UnsafeRawBufferPointer, layout: PictureLayout, opaque: Bool, size: FrameSize, version: Int,
        of source: ImageSource
    ) throws {
        let key = ObjectIdentifier(source)
        let bytes = layout.byteCount(of: size)
        guard pixels.count == bytes else { throw GLError.pixelCountMismatch(expected: bytes, actual: pixels.count) }
        if unpackBuffers[key]?.size != bytes {
            unpackBuffers[key] = try GLBuffer(pixelUnpackSize: bytes, context: context)
        }
        let buffer = unpackBuffers[key]!
        let existing = textures[key]
        switch layout {
        case .rgba:
            let texture = try reusedTexture(existing?.texture, size: size)
            // Premultiplied like every texture; a clip without alpha goes in as it is.
            let premultiplied = opaque ? nil : Image.premultiplied(pixels)
            if let premultiplied {
                try premultiplied.withUnsafeBytes { try buffer.fill(with: $0) }
            } else {
                try buffer.fill(with: pixels)
            }
            try texture.upload(from: buffer)
            textures[key] = SourceTexture(texture: texture, version: version, isOpaque: premultiplied == nil)
        case .nv12:
            // Two planes from one buffer: luma, then the chroma pairs (opaque, so nothing to premultiply).
            let luma = try reusedTexture(existing?.texture, size: size, format: .r8)
            let chroma = try reusedTexture(existing?.chroma, size: PictureLayout.chromaSize(of: size), format: .rg8)
            try buffer.fill(with: pixels)
            try luma.upload(from: buffer)
            try chroma.upload(from: buffer, offset: size.width * size.height, countsAsUpload: false)
            textures[key] = SourceTexture(texture: luma, chroma: chroma, version: version, isOpaque: true)
        }
    }

    /// `existing` if it has this size and format, or a new texture that has.
    private func reusedTexture(_ existing: Texture?, size: FrameSize, format: TextureFormat = .rgba8) throws -> Texture
    {
        let descriptor = TextureDescriptor(width: size.width, height: size.height, filter: .linear, format: format)
        if let existing, existing.descriptor == descriptor { return existing }
        return try Texture(descriptor, context: context)
    }
}
