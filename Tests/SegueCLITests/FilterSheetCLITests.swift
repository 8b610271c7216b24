import Foundation
import Segue
import Testing

/// `segue sheet --filters`: one captioned tile per filter, blend and generator, each the effect
/// with its defaults as the library renders it.
struct FilterSheetCLITests {
    static let tile = (width: 24, height: 16), columns = 5

    @Test(.enabled(if: CLITests.gpuUsable)) func everyFilterHasItsTile() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("filters.png").path
        let result = CLITests.run(
            ["sheet"] + ArgumentTests.images + [
                "--filters", "--columns", "\(Self.columns)", "--tile", "24x16", "--out", out,
            ])
        #expect(result.status == 0, "\(result.stderr)")

        let library = try EffectLibrary(environment: [:])
        let effects = library.effects.values.filter { $0.kind != .transition }.sorted { $0.name < $1.name }
        #expect(result.stdout.contains("\(effects.count) filters, blends and generators"), "\(result.stdout)")
        let engine = try Engine(library: library)
        let sheet = try engine.image(contentsOfFile: out)
        // Margins of 8, gaps of 4, a caption of 7 + 4 under each tile.
        let rows = (effects.count + Self.columns - 1) / Self.columns
        #expect(sheet.width == 16 + Self.columns * (Self.tile.width + 4) - 4)
        #expect(sheet.height == 16 + rows * (Self.tile.height + 11 + 4) - 4)

        // A filter's and a blend's tiles are what the engine draws for them.
        let from = try engine.image(contentsOfFile: "examples/coffee.png")
        let to = try engine.image(contentsOfFile: "examples/chelsea.png")
        for name in ["ColorInversion", "MultiplyBlend"] {
            let index = try #require(effects.firstIndex { $0.name == name })
            let effect = try library.effect(named: name)
            let node = EffectNode(effect)
            for image in [from, to].prefix(effect.inputs.count) { ImageSource(image) --> node }
            let output = FrameOutput()
            node --> output
            let expected = try engine.makeRenderer(for: output, width: Self.tile.width, height: Self.tile.height)
                .renderImage()
            let x0 = 8 + (index % Self.columns) * (Self.tile.width + 4)
            let y0 = 8 + (index / Self.columns) * (Self.tile.height + 11 + 4)
            for y in 0..<Self.tile.height {
                for x in 0..<Self.tile.width where sheet[x0 + x, y0 + y] != expected[x, y] {
                    Issue.record(
                        "\(name): tile pixel (\(x), \(y)) is \(sheet[x0 + x, y0 + y]), the effect draws \(expected[x, y])"
                    )
                    return
                }
            }
        }
    }

    @Test func filtersDoNotCombineWithTransitions() {
        ArgumentTests.expectOneErrorLine(
            ["sheet"] + ArgumentTests.images + ["--filters", "--all", "--out", "/tmp/never.png"],
            mentioning: "--filters shows every filter; it does not combine with --transition or --all")
    }
}
