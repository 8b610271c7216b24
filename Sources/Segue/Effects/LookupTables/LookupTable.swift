/// A lookup table as the image its filter reads: GPUImage's 512×512 LUT image (`LookupFilter`),
/// a `.cube` file's 3D table (`CubeLookup`) or tone curves (`ToneCurveFilter`).
///
/// ```swift
/// let grade = EffectNode(try library.effect(named: "CubeLookup"))
/// try LookupTable(cubeFile: "grade.cube").feed(grade)   // the table and its size
/// ImageSource(photo) --> grade --> output
/// ```
public struct LookupTable: Sendable {
    /// The input of its filter that reads it: `lookupImage`, `cube` or `toneCurve`.
    public let input: String
    /// The table, laid out as the filter's shader reads it.
    public let image: Image
    /// Parameters of the filter the table fixes (CubeLookup's size and domain).
    public let parameters: [String: ParameterValue]

    /// The side GPUImage's lookup images have: 8×8 tiles of 64×64.
    public static let gpuImageSide = 512

    /// GPUImage's 512×512 lookup image, checked for its size; `file` names it in errors.
    public init(gpuImageLookup image: Image, file: String) throws(EffectError) {
        guard image.width == Self.gpuImageSide, image.height == Self.gpuImageSide else {
            throw .malformedLookupTable(
                file: file, line: nil,
                message:
                    "a LookupFilter image is \(image.width)x\(image.height); expected 512x512 (GPUImage's 8x8 tiles of 64x64)"
            )
        }
        input = "lookupImage"
        self.image = image
        parameters = [:]
    }

    /// A `.cube` file's 3D table, read from `path`.
    public init(cubeFile path: String) throws(EffectError) {
        try self.init(cube: CubeFileParser.parse(try Self.read(path), file: path))
    }

    /// A `.cube` table given as text; `file` names it in errors.
    public init(cubeText text: String, file: String) throws(EffectError) {
        try self.init(cube: CubeFileParser.parse(Array(text.utf8), file: file))
    }

    /// Tone curves, as the 256-entry row ToneCurveFilter reads.
    public init(toneCurve: ToneCurve) {
        input = "toneCurve"
        image = toneCurve.tableImage()
        parameters = [:]
    }

    /// A Photoshop `.acv` curves file, read from `path`.
    public init(acvFile path: String) throws(EffectError) {
        self.init(toneCurve: try ToneCurve(acv: try Self.read(path), file: path))
    }

    private init(cube: CubeTable) throws(EffectError) {
        input = "cube"
        image = try cube.tiledImage()
        parameters = [
            "size": .int(Int32(cube.size)), "domainMin": .vec3(cube.domainMin), "domainMax": .vec3(cube.domainMax),
        ]
    }

    /// The table for `input` of a lookup filter read from `path` (a PNG or JPEG for
    /// `lookupImage`, a `.cube` file for `cube`, an `.acv` file for `toneCurve`); nil when
    /// `input` is not one of those, so the file is a plain image.
    public init?(contentsOfFile path: String, forInput input: String, limits: ImageLimits = ImageLimits()) throws {
        switch input {
        case "lookupImage": try self.init(gpuImageLookup: Image(contentsOfFile: path, limits: limits), file: path)
        case "cube": try self.init(cubeFile: path)
        case "toneCurve": try self.init(acvFile: path)
        default: return nil
        }
    }

    /// The table for `input` (`lookupImage`, `cube` or `toneCurve`) that leaves every colour as it
    /// is, what a lookup filter shows until it is given one; nil for another input.
    public static func identity(forInput input: String) -> LookupTable? {
        switch input {
        case "lookupImage":
            var pixels = [UInt8](repeating: 255, count: gpuImageSide * gpuImageSide * 4)
            for y in 0..<gpuImageSide {
                for x in 0..<gpuImageSide {
                    // Tile (x/64, y/64) is blue level tileY·8 + tileX; red and green step across and down it.
                    let offset: Int = (y * gpuImageSide + x) * 4
                    pixels[offset] = identityLevel(x % 64)
                    pixels[offset + 1] = identityLevel(y % 64)
                    pixels[offset + 2] = identityLevel((y / 64) * 8 + x / 64)
                }
            }
            guard let image = try? Image(width: gpuImageSide, height: gpuImageSide, pixels: pixels) else { return nil }
            return try? LookupTable(gpuImageLookup: image, file: "identity")
        case "cube":
            // The eight corners of the colour cube, red fastest: each maps to itself.
            let entries: [SIMD3<Float>] = [
                SIMD3(0, 0, 0), SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(1, 1, 0),
                SIMD3(0, 0, 1), SIMD3(1, 0, 1), SIMD3(0, 1, 1), SIMD3(1, 1, 1),
            ]
            return try? LookupTable(cube: CubeTable(size: 2, entries: entries))
        case "toneCurve":
            return (try? ToneCurve()).map { LookupTable(toneCurve: $0) }
        default:
            return nil
        }
    }

    /// Step `index` of 64 as an 8-bit level.
    private static func identityLevel(_ index: Int) -> UInt8 {
        UInt8((Double(index) * 255 / 63).rounded())
    }

    /// Feeds the table to its input of `node` and sets the parameters it fixes. The table is read
    /// texel for texel whatever the output's size (stretched, never cropped to the output's shape).
    @discardableResult
    public func feed(_ node: EffectNode) throws(EffectError) -> ImageSource {
        let effect = node.effect
        guard let slot = effect.inputs.firstIndex(of: input), slot > 0 else {
            throw .unknownParameter(effect: effect.name, name: input, valid: effect.userParameters.map(\.name))
        }
        for (name, value) in parameters.sorted(by: { $0.key < $1.key }) { try node.set(name, value) }
        let source = ImageSource(image, name: input)
        source.resize = .stretch
        node.connect(source, to: slot)
        return source
    }

    private static func read(_ path: String) throws(EffectError) -> [UInt8] {
        do throws(FileAccess.Failure) {
            return try FileAccess.read(path)
        } catch {
            throw .unreadableFile(path: path, reason: error.reason)
        }
    }
}
