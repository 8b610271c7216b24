import Foundation
import Testing

/// `apply` and `sheet` write the format their `--out` names, as `render --progress` does, and
/// refuse other names in one line before any work.
struct SingleImageOutputCLITests {
    static let apply = ["apply", "--input", "examples/coffee.png", "--effect", "Sepia"]
    static let sheet =
        ["sheet"] + ArgumentTests.images + ["--transition", "crossfade", "--columns", "2", "--tile", "32x24"]

    static let pngMagic: [UInt8] = [0x89, 0x50, 0x4E, 0x47], jpegMagic: [UInt8] = [0xFF, 0xD8, 0xFF]

    @Test(arguments: [(apply, "apply"), (sheet, "sheet")])
    func otherExtensionsAreRefused(command: [String], name: String) {
        for out in ["notes.txt", "clip.mp4", "frames/"] {
            let result = CLITests.run(command + ["--out", out])
            #expect(result.status == 2)
            #expect(
                result.stderr
                    == "segue: error: --out \(out): segue \(name) writes one image; give a .png, .jpg or .jpeg file\n")
            #expect(result.stdout.isEmpty)
        }
    }

    @Test(.enabled(if: CLITests.gpuUsable), arguments: [apply, sheet])
    func theExtensionNamesTheFormat(command: [String]) throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["out.jpg", "out.JPEG", "out.png"] {
            let file = folder.appendingPathComponent(name).path
            let result = CLITests.run(command + ["--out", file])
            #expect(result.status == 0, "\(result.stderr)")
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
            let magic = name.hasSuffix("png") ? Self.pngMagic : Self.jpegMagic
            #expect(Array(bytes.prefix(magic.count)) == magic, "\(command[0]) \(name)")
        }
    }
}
