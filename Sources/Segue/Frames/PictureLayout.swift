/// How the bytes of a picture streamed into a source (a clip's frame) are laid out, and so how
/// the passes reading that source turn its texels into colour.
enum PictureLayout: Hashable, Sendable {
    /// RGBA8, bottom row first, as images are uploaded.
    case rgba
    /// 8-bit 4:2:0 as ffmpeg's `nv12`, top row first: a plane of luma, then a plane of
    /// ⌈width/2⌉×⌈height/2⌉ Cb, Cr pairs. Decoded video needs no conversion on the CPU this way,
    /// and moves 1.5 bytes a pixel instead of 4; the shader converts.
    case nv12(YUVColours)

    /// Bytes of one picture of `size`.
    func byteCount(of size: FrameSize) -> Int {
        switch self {
        case .rgba: return size.pixelCount * 4
        case .nv12: return size.pixelCount + Self.chromaSize(of: size).pixelCount * 2
        }
    }

    /// The size of the chroma plane of a 4:2:0 picture of `size`.
    static func chromaSize(of size: FrameSize) -> FrameSize {
        FrameSize(width: (size.width + 1) / 2, height: (size.height + 1) / 2)
    }
}

/// The colours a YUV picture's numbers stand for: its matrix and whether it uses the full 0…255
/// range (JPEG-style) or the limited 16…235/240 one (video's usual).
struct YUVColours: Hashable, Sendable {
    var matrix: YUVMatrix
    var fullRange: Bool

    /// GLSL computing straight RGB from the three normalized samples `y`, `cb`, `cr`: the
    /// inverse of what `YUVBlocks` writes, with this range's offsets and scales folded in.
    func rgbExpression(y: String, cb: String, cr: String) -> String {
        let weights = matrix.lumaWeights
        let (kr, kb) = (Double(weights.x), Double(weights.z))
        let kg = 1 - kr - kb
        // Y' = (255y - 16) / 219 and C' = (255c - 128) / 224 in limited range; in full range Y' = y and C' = (255c - 128) / 255.
        let lumaScale = fullRange ? 1 : 255.0 / 219
        let lumaOffset = fullRange ? 0 : -16.0 / 219
        let chromaScale = fullRange ? 1 : 255.0 / 224
        let chromaOffset = -128.0 / (fullRange ? 255 : 224)
        let f = GLSLNames.float
        let luma = "(\(y) * \(f(lumaScale)) + \(f(lumaOffset)))"
        let blue = "(\(cb) * \(f(chromaScale)) + \(f(chromaOffset)))"
        let red = "(\(cr) * \(f(chromaScale)) + \(f(chromaOffset)))"
        // R = Y' + 2(1-Kr)Cr', B = Y' + 2(1-Kb)Cb', G from Y' = Kr R + Kg G + Kb B.
        return
            "clamp(vec3(\(luma)) + vec3(\(f(2 * (1 - kr))) * \(red), \(f(-2 * kr * (1 - kr) / kg)) * \(red) + \(f(-2 * kb * (1 - kb) / kg)) * \(blue), \(f(2 * (1 - kb))) * \(blue)), 0.0, 1.0)"
    }
}
