import Foundation
import Segue
import Testing

/// The lookup-table files users download: `.cube` and `.acv` parsing, GPUImage's spline, and one
/// exact error for each way a file can be unusable. No GPU needed.
struct LookupTableFileTests {
    static func cube(_ lines: [String]) -> String { lines.joined(separator: "\n") + "\n" }

    /// The entries of a 2³ identity table.
    static let entries2 = (0..<8).map { "\($0 & 1) \(($0 >> 1) & 1) \($0 >> 2)" }

    @Test func aCubeFileGivesItsSizeAndDomainToTheFilter() throws {
        let text = Self.cube(
            ["TITLE \"x\"", "# comment", "DOMAIN_MIN 0 0 -0.5", "DOMAIN_MAX 1 2 1", "LUT_3D_SIZE 2", ""] + Self.entries2
        )
        let table = try LookupTable(cubeText: text, file: "x.cube")
        #expect(table.input == "cube")
        #expect(table.parameters["size"] == .int(2))
        #expect(table.parameters["domainMin"] == .vec3(SIMD3(0, 0, -0.5)))
        #expect(table.parameters["domainMax"] == .vec3(SIMD3(1, 2, 1)))
        #expect(table.image.width == 4 && table.image.height == 2)  // two 2x2 tiles side by side
        #expect(table.image[1, 0] == RGBA(255, 0, 0, 255) && table.image[2, 1] == RGBA(0, 255, 255, 255))
    }

    @Test func resolvesInputRangeAndCarriageReturns() throws {
        let text = (["LUT_3D_SIZE 2", "LUT_3D_INPUT_RANGE -1 3"] + Self.entries2).joined(separator: "\r\n")
        let table = try LookupTable(cubeText: text, file: "r.cube")
        #expect(
            table.parameters["domainMin"] == .vec3(SIMD3(repeating: -1))
                && table.parameters["domainMax"] == .vec3(SIMD3(repeating: 3)))
    }

    static let cubeErrors: [(String, EffectError)] = [
        (
            cube(["TITLE \"no size\""] + entries2),
            .malformedLookupTable(
                file: "bad.cube", line: 2,
                message: "a table entry before LUT_3D_SIZE; the header must give the size first")
        ),
        (
            cube(["TITLE \"empty\""]),
            .malformedLookupTable(
                file: "bad.cube", line: nil, message: "no LUT_3D_SIZE line; a .cube file must give its size")
        ),
        (
            cube(["LUT_3D_SIZE 2"] + entries2.dropLast()),
            .malformedLookupTable(file: "bad.cube", line: nil, message: "7 entries; LUT_3D_SIZE 2 needs 8")
        ),
        (
            cube(["LUT_3D_SIZE 2"] + entries2 + ["1 1 1"]),
            .malformedLookupTable(file: "bad.cube", line: 10, message: "more entries than LUT_3D_SIZE 2 allows (8)")
        ),
        (
            cube(["LUT_3D_SIZE 2", "0 0 0", "1 x 0"]),
            .malformedLookupTable(file: "bad.cube", line: 3, message: "'x' is not a number")
        ),
        (
            cube(["LUT_3D_SIZE 2", "0 0 0", "1 nan 0"]),
            .malformedLookupTable(file: "bad.cube", line: 3, message: "'nan' is not a number")
        ),
        (
            cube(["LUT_3D_SIZE 2", "nan 0 0"]),
            .malformedLookupTable(
                file: "bad.cube", line: 2,
                message: "unknown keyword nan; known: TITLE, LUT_3D_SIZE, DOMAIN_MIN, DOMAIN_MAX, LUT_3D_INPUT_RANGE")
        ),
        (
            cube(["LUT_3D_SIZE 2", "0 0 0", "1 1e99 0"]),
            .malformedLookupTable(file: "bad.cube", line: 3, message: "'1e99' is not a number")
        ),
        (
            cube(["LUT_3D_SIZE 2", "0 0"]),
            .malformedLookupTable(file: "bad.cube", line: 2, message: "an entry takes 3 numbers, found 2")
        ),
        (
            cube(["LUT_3D_SIZE 1"]),
            .malformedLookupTable(
                file: "bad.cube", line: 1, message: "LUT_3D_SIZE 1 is out of range: expected 2 to 256")
        ),
        (
            cube(["LUT_3D_SIZE 257"]),
            .malformedLookupTable(
                file: "bad.cube", line: 1, message: "LUT_3D_SIZE 257 is out of range: expected 2 to 256")
        ),
        (
            cube(["LUT_3D_SIZE 99999999999999999999"]),
            .malformedLookupTable(file: "bad.cube", line: 1, message: "LUT_3D_SIZE takes one whole number")
        ),
        (
            cube(["LUT_3D_SIZE 2", "LUT_3D_SIZE 2"]),
            .malformedLookupTable(file: "bad.cube", line: 2, message: "LUT_3D_SIZE is given twice")
        ),
        (
            cube(["LUT_1D_SIZE 1024"]),
            .malformedLookupTable(
                file: "bad.cube", line: 1,
                message: "1D lookup tables (LUT_1D_SIZE) are not supported; CubeLookup takes a 3D table (LUT_3D_SIZE)")
        ),
        (
            cube(["LUT_3D_SIZE 2", "0 0 0", "DOMAIN_MIN 0 0 0"]),
            .malformedLookupTable(
                file: "bad.cube", line: 3, message: "DOMAIN_MIN after the table's entries; keywords come first")
        ),
        (
            cube(["DOMAIN_MIN 0 0", "LUT_3D_SIZE 2"]),
            .malformedLookupTable(file: "bad.cube", line: 1, message: "DOMAIN_MIN takes 3 numbers, found 2")
        ),
        (
            cube(["DOMAIN_MIN 1 0 0", "DOMAIN_MAX 1 1 1", "LUT_3D_SIZE 2"] + entries2),
            .malformedLookupTable(
                file: "bad.cube", line: 2, message: "DOMAIN_MIN must be below DOMAIN_MAX in every channel")
        ),
        (
            "\u{89}PNG\r\n\u{1A}\n",
            .malformedLookupTable(
                file: "bad.cube", line: 1,
                message: "a table entry before LUT_3D_SIZE; the header must give the size first")
        ),
    ]

    @Test(arguments: cubeErrors.indices)
    func aBrokenCubeFileIsOneLineNamingFileAndLine(index: Int) {
        let (text, expected) = Self.cubeErrors[index]
        #expect(throws: expected) { try LookupTable(cubeText: text, file: "bad.cube") }
    }

    @Test func aLookupImageOfTheWrongSizeNamesTheFileAndTheSize() throws {
        let image = try Image(width: 64, height: 64)
        #expect(
            throws: EffectError.malformedLookupTable(
                file: "small.png", line: nil,
                message: "a LookupFilter image is 64x64; expected 512x512 (GPUImage's 8x8 tiles of 64x64)")
        ) {
            try LookupTable(gpuImageLookup: image, file: "small.png")
        }
        #expect(try LookupTable(gpuImageLookup: Image(width: 512, height: 512), file: "ok.png").input == "lookupImage")
    }

    // MARK: tone curves

    @Test func straightCurvesLeaveEveryLevel() throws {
        let levels = try ToneCurve(
            red: [SIMD2(0, 0), SIMD2(1, 1)], rgbComposite: [SIMD2(1, 1), SIMD2(0, 0), SIMD2(0.2, 0.2)]
        ).levels()
        #expect(levels == (0..<256).map { SIMD3(repeating: UInt8($0)) })
    }

    @Test func theSplineIsGPUImagesNaturalCubic() throws {
        // Three points (0,0), (127.5, 191.25), (255, 255): the middle second derivative M solves
        // (2h/3)·M = (255 − 191.25)/h − 191.25/h with h = 127.5, and the ends are zero.
        let h = 127.5
        let m = ((255 - 191.25) / h - 191.25 / h) / (2 * h / 3)
        let levels = try ToneCurve(rgbComposite: [SIMD2(0, 0), SIMD2(0.5, 0.75), SIMD2(1, 1)]).levels()
        for x in [10, 64, 127, 128, 200, 250] {
            let expected: Double
            if Double(x) <= h {
                let b = Double(x) / h
                let a = 1 - b
                expected = b * 191.25 + h * h / 6 * (b * b * b - b) * m + 0 * a
            } else {
                let b = (Double(x) - h) / h
                let a = 1 - b
                expected = a * 191.25 + b * 255 + h * h / 6 * (a * a * a - a) * m
            }
            #expect(Int(levels[x].x) == Int(min(max(expected, 0), 255).rounded()), "level \(x)")
        }
        // The ends hold the first and last points' levels.
        let held = try ToneCurve(green: [SIMD2(0.2, 0.3), SIMD2(0.8, 0.6)]).levels()
        #expect(held[0].y == 77 && held[51].y == 77 && held[204].y == 153 && held[255].y == 153)
    }

    @Test func unusablePointsAreRefusedByName() {
        #expect(
            throws: EffectError.invalidParameterValue(
                effect: "ToneCurveFilter", name: "blueControlPoints", value: "(0.5, 0.5)",
                expected: "two points or more")
        ) {
            try ToneCurve(blue: [SIMD2(0.5, 0.5)])
        }
        #expect(throws: EffectError.self) { try ToneCurve(red: [SIMD2(0, 0), SIMD2(0, 1)]) }
        #expect(throws: EffectError.self) { try ToneCurve(red: [SIMD2(0, 0), SIMD2(1.5, 1)]) }
    }

    /// An `.acv` file's bytes: version, count, then each curve's points as (output, input) words.
    static func acv(version: Int = 4, _ curves: [[(input: Int, output: Int)]]) -> [UInt8] {
        var words = [version, curves.count]
        for curve in curves { words += [curve.count] + curve.flatMap { [$0.output, $0.input] } }
        return words.flatMap { [UInt8(truncatingIfNeeded: $0 >> 8), UInt8(truncatingIfNeeded: $0)] }
    }

    static let acvCurves: [[(input: Int, output: Int)]] = [
        [(0, 0), (64, 40), (192, 230), (255, 255)],  // composite
        [(0, 20), (255, 240)], [(0, 0), (128, 100), (255, 255)], [(0, 255), (255, 0)],  // red, green, blue
        [(0, 0), (255, 255)],  // a fifth curve, as Photoshop writes: ignored
    ]

    @Test func anACVFileGivesTheCurvesOfItsPoints() throws {
        func points(_ curve: [(input: Int, output: Int)]) -> [SIMD2<Float>] {
            curve.map { SIMD2(Float($0.input) / 255, Float($0.output) / 255) }
        }
        let fromFile = try ToneCurve(acv: Self.acv(Self.acvCurves), file: "c.acv")
        let fromPoints = try ToneCurve(
            red: points(Self.acvCurves[1]), green: points(Self.acvCurves[2]), blue: points(Self.acvCurves[3]),
            rgbComposite: points(Self.acvCurves[0]))
        #expect(fromFile == fromPoints)
        // Read from disk, as the CLI does.
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("segue-\(UUID()).acv").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        FileManager.default.createFile(atPath: path, contents: Data(Self.acv(Self.acvCurves)))
        #expect(try LookupTable(acvFile: path).image == LookupTable(toneCurve: fromPoints).image)
    }

    static var acvErrors: [([UInt8], String)] {
        let whole = acv(acvCurves)
        return [
            ([], "is truncated: it ends after 0 bytes, before the version"),
            (Array(whole.prefix(3)), "is truncated: it ends after 3 bytes, before the curve count"),
            (Array(whole.prefix(21)), "is truncated: it ends after 21 bytes, before point 4 of curve 1"),
            (Array(whole.prefix(22)), "is truncated: it ends after 22 bytes, before the point count of curve 2"),
            (acv(version: 2, acvCurves), "version 2 is not an .acv version (1 or 4); is this a Photoshop curves file?"),
            (acv([]), "holds no curves"),
            (acv([[(0, 0)]]), "curve 1 has 1 points; expected 2 to 256"),
            (acv([[(0, 0), (300, 255)]]), "point 2 of curve 1 is (300, 255); levels go from 0 to 255"),
            (acv([[(0, 0), (-1, 255)]]), "point 2 of curve 1 is (-1, 255); levels go from 0 to 255"),
            (acv([[(0, 0), (0, 255)]]), "curve 1 is unusable: it needs no two points at the same input level"),
            (
                Array("\u{89}PNG\r\n".utf8),
                "version -15735 is not an .acv version (1 or 4); is this a Photoshop curves file?"
            ),
        ]
    }

    @Test(arguments: acvErrors.indices)
    func aBrokenACVFileIsOneLineNamingTheFile(index: Int) {
        let (bytes, message) = Self.acvErrors[index]
        #expect(throws: EffectError.malformedLookupTable(file: "bad.acv", line: nil, message: message)) {
            try ToneCurve(acv: bytes, file: "bad.acv")
        }
    }
}
