import Foundation
import Segue
import SegueJobs

/// Tables for the lookup filters, which show nothing without one: each tile gets a cool tint that
/// the tables encode, written beside the inputs so that the tile's command runs as shown.
enum GalleryTables {
    /// The tone curve given as text: an S-curve, more contrast.
    static let toneCurve = "rgb: 0,0 0.25,0.18 0.75,0.85 1,1"
    /// The table files, relative to the gallery.
    static let lookupImage = "inputs/lookup.png"
    static let cube = "inputs/tint.cube"

    /// Writes the table files into `folder` (the gallery's root).
    static func write(into folder: URL) throws {
        try tintedLookupImage().writePNG(toFile: folder.appendingPathComponent(lookupImage).path)
        try Data(tintedCube().utf8).write(to: folder.appendingPathComponent(cube))
    }

    /// The `--param` for each of `effect`'s extra image inputs; paths are under `root`, the
    /// gallery's own folder when run and "" when shown. An input not known here reads the second image.
    static func parameters(for effect: EffectDescription, root: String) -> [ParameterAssignment] {
        effect.extraImageInputs.compactMap { input in
            switch input {
            case "toneCurve": return ParameterAssignment(name: input, value: toneCurve)
            case "lookupImage": return ParameterAssignment(name: input, value: root + lookupImage)
            case "cube": return ParameterAssignment(name: input, value: root + cube)
            // Measured from the input by `segue apply` itself.
            case "equalization": return nil
            default: return ParameterAssignment(name: input, value: root + "inputs/to.png")
            }
        }
    }

    /// The colour every table maps `colour` (0…1 each) to.
    static func tint(_ colour: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(colour.x * 0.85, colour.y * 0.95 + 0.03, colour.z * 0.8 + 0.2)
    }

    /// GPUImage's identity lookup image with every colour passed through `tint`.
    private static func tintedLookupImage() throws -> Image {
        guard var image = LookupTable.identity(forInput: "lookupImage")?.image else {
            preconditionFailure("the library has no identity lookup image")
        }
        for offset in stride(from: 0, to: image.pixels.count, by: 4) {
            let colour = SIMD3((0..<3).map { Double(image.pixels[offset + $0]) / 255 })
            let tinted = tint(colour)
            for channel in 0..<3 {
                image.pixels[offset + channel] = UInt8((min(max(tinted[channel], 0), 1) * 255).rounded())
            }
        }
        return image
    }

    /// A 2×2×2 `.cube` table: the tint is affine, so its eight corners give it exactly.
    private static func tintedCube() -> String {
        var lines = ["TITLE \"segue gallery tint\"", "LUT_3D_SIZE 2"]
        for blue in 0...1 {
            for green in 0...1 {
                for red in 0...1 {
                    let tinted = tint(SIMD3(Double(red), Double(green), Double(blue)))
                    lines.append((0..<3).map { String(format: "%.4f", tinted[$0]) }.joined(separator: " "))
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
