import Foundation
import Segue
import Testing

/// Lookup tables from the command line: `--param lookupImage=FILE`, `cube=FILE.cube` and
/// `toneCurve=FILE.acv` (or curves written in the value) feed the filters, and an unusable file
/// is one line naming it.
struct LookupTableCLITests {
    /// A 2³ table that swaps red and blue.
    static let swapCube =
        "LUT_3D_SIZE 2\n" + (0..<8).map { "\($0 >> 2) \(($0 >> 1) & 1) \($0 & 1)" }.joined(separator: "\n") + "\n"
    /// An `.acv` file inverting blue: version 4, one curve each for composite, red, green and blue.
    static let invertBlueACV: [UInt8] = [
        0, 4, 0, 4, 0, 2, 0, 0, 0, 0, 0, 255, 0, 255, 0, 2, 0, 0, 0, 0, 0, 255, 0, 255,
        0, 2, 0, 0, 0, 0, 0, 255, 0, 255, 0, 2, 0, 255, 0, 0, 0, 0, 0, 255,
    ]

    static func write(_ bytes: [UInt8], _ name: String, in folder: URL) -> String {
        let path = folder.appendingPathComponent(name).path
        FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return path
    }

    @Test(.enabled(if: CLITests.gpuUsable)) func cubeAndACVFilesRecolourAnImage() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cube = Self.write(Array(Self.swapCube.utf8), "swap.cube", in: folder)
        let acv = Self.write(Self.invertBlueACV, "blue.acv", in: folder)
        for (effect, parameter) in [("CubeLookup", "cube=\(cube)"), ("ToneCurveFilter", "toneCurve=\(acv)")] {
            let out = folder.appendingPathComponent("\(effect).png").path
            let result = CLITests.run([
                "apply", "--input", "examples/coffee.png", "--effect", effect, "--param", parameter, "--out", out,
            ])
            #expect(result.status == 0, "\(effect): \(result.stderr)")
            #expect(FileManager.default.fileExists(atPath: out))
        }
    }

    /// Tone curves written in the value draw what the same curves from an `.acv` file draw.
    @Test(.enabled(if: CLITests.gpuUsable)) func toneCurvePointsInTheValueMatchTheFile() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let acv = Self.write(Self.invertBlueACV, "blue.acv", in: folder)
        var outputs: [Image] = []
        for parameter in ["toneCurve=\(acv)", "toneCurve=blue: 0,1 1,0"] {
            let out = folder.appendingPathComponent("\(outputs.count).png").path
            let result = CLITests.run([
                "apply", "--input", "examples/coffee.png", "--effect", "ToneCurveFilter", "--param", parameter, "--out",
                out,
            ])
            #expect(result.status == 0, "\(parameter): \(result.stderr)")
            outputs.append(try Image(contentsOfFile: out))
        }
        #expect(outputs[0] == outputs[1])
        #expect(outputs[0] != (try Image(contentsOfFile: "examples/coffee.png")))
    }

    @Test func aMistakeInToneCurvePointsIsOneLine() {
        #expect(
            Self.failure("ToneCurveFilter", "toneCurve=rgb: 0,0 x 1,1")
                == "segue: error: ToneCurveFilter.toneCurve = x is invalid: expected a point as input,output (two numbers from 0 to 1) in rgb\n"
        )
    }

    /// Identity tables of each kind, through the CLI, give the image back within a level.
    @Test(.enabled(if: CLITests.gpuUsable)) func identityTablesGiveTheImageBack() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var lookup = try Image(width: 512, height: 512)
        for b in 0..<64 {
            for g in 0..<64 {
                for r in 0..<64 {
                    func level(_ i: Int) -> UInt8 { UInt8((Double(i) * 255 / 63).rounded()) }
                    lookup[(b % 8) * 64 + r, (b / 8) * 64 + g] = RGBA(level(r), level(g), level(b), 255)
                }
            }
        }
        let png = folder.appendingPathComponent("identity.png").path
        try lookup.writePNG(toFile: png)
        let cube = Self.write(
            Array(
                ("LUT_3D_SIZE 2\n" + (0..<8).map { "\($0 & 1) \(($0 >> 1) & 1) \($0 >> 2)" }.joined(separator: "\n"))
                    .utf8),
            "identity.cube", in: folder)
        let acv = Self.write([0, 4, 0, 1, 0, 2, 0, 0, 0, 0, 0, 255, 0, 255], "identity.acv", in: folder)
        let input = try Image(contentsOfFile: "examples/coffee.png")
        for (effect, parameter) in [
            ("LookupFilter", "lookupImage=\(png)"), ("CubeLookup", "cube=\(cube)"),
            ("ToneCurveFilter", "toneCurve=\(acv)"),
        ] {
            let out = folder.appendingPathComponent("\(effect).png").path
            let result = CLITests.run([
                "apply", "--input", "examples/coffee.png", "--effect", effect, "--param", parameter, "--out", out,
            ])
            #expect(result.status == 0, "\(effect): \(result.stderr)")
            let output = try Image(contentsOfFile: out)
            let worst = zip(output.pixels, input.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 255
            #expect(worst <= 1, "\(effect) with an identity table changed a level by \(worst)")
        }
    }

    /// Runs `apply` with one `--param` for `effect` and returns its stderr, expecting one line.
    static func failure(_ effect: String, _ parameter: String) -> String {
        let result = CLITests.run([
            "apply", "--input", "examples/coffee.png", "--effect", effect, "--param", parameter, "--out",
            "/tmp/segue-unused.png",
        ])
        #expect(result.status != 0)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        return result.stderr
    }

    @Test func aLookupImageOfTheWrongSizeIsOneLineNamingIt() {
        #expect(
            Self.failure("LookupFilter", "lookupImage=examples/coffee.png")
                == "segue: error: examples/coffee.png: a LookupFilter image is 600x400; expected 512x512 (GPUImage's 8x8 tiles of 64x64)\n"
        )
    }

    @Test func aBrokenCubeOrACVFileIsOneLineNamingIt() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cube = Self.write(Array("LUT_3D_SIZE 2\n0 0 0\n0 0 zero\n".utf8), "bad.cube", in: folder)
        #expect(Self.failure("CubeLookup", "cube=\(cube)") == "segue: error: \(cube):3: 'zero' is not a number\n")
        let acv = Self.write(Array(Self.invertBlueACV.prefix(9)), "short.acv", in: folder)
        #expect(
            Self.failure("ToneCurveFilter", "toneCurve=\(acv)")
                == "segue: error: \(acv): is truncated: it ends after 9 bytes, before point 1 of curve 1\n")
        #expect(Self.failure("CubeLookup", "cube=\(folder.path)/missing.cube").contains("missing.cube: cannot read: "))
    }
}
