import Foundation
import Segue
import Testing

/// The GPUImage-named filter library from the command line: aliases listed and accepted, a
/// blend without its second image refused in one line.
struct FilterLibraryCLITests {
    @Test func listShowsEachAliasBesideItsEffect() throws {
        let text = CLITests.run(["list"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("\nBrightnessAdjustment (filter; inputs: input; aliases: Brightness) "))
        #expect(text.stdout.contains("\nLuminance (filter; inputs: input; aliases: Grayscale) "))
        #expect(!text.stdout.contains("\nBrightness ("))

        let json = CLITests.run(["list", "--json"])
        let entries = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]] ?? []
        let sepia = entries.first { $0["name"] as? String == "SepiaToneFilter" }
        #expect(sepia?["aliases"] as? [String] == ["Sepia"])
        #expect(entries.first { $0["name"] as? String == "Pixellate" }?["aliases"] == nil)
    }

    /// docs/FILTERS.md ends with the tables the command prints, so it cannot fall behind the files.
    @Test func theFiltersPageHoldsTheGeneratedTables() throws {
        let result = CLITests.run(["list", "--markdown", "--kind", "filter", "--kind", "blend", "--kind", "generator"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains("### Filters (") && result.stdout.contains("### Blends (24)")
                && result.stdout.contains("### Generators (5)"))
        #expect(result.stdout.contains("| `BrightnessAdjustment` | `Brightness` | `brightness` float = 0.0 [-1, 1] | "))
        let page = try String(contentsOfFile: "docs/FILTERS.md", encoding: .utf8)
        #expect(
            page.hasSuffix("\n" + result.stdout),
            "docs/FILTERS.md is stale: replace its tables with the output of segue list --markdown --kind filter --kind blend --kind generator"
        )
    }

    @Test func listKindSelectsAndRefusesUnknownKinds() {
        let blends = CLITests.run(["list", "--kind", "blend"])
        #expect(blends.stdout.contains("\nMultiplyBlend (blend; inputs: first, second) "))
        #expect(!blends.stdout.contains("(filter;") && !blends.stdout.contains("(transition"))
        let wrong = CLITests.run(["list", "--kind", "blends"])
        #expect(
            wrong.status != 0
                && wrong.stderr.contains("--kind 'blends' is not one of filter, blend, transition, generator"))
    }

    @Test(.enabled(if: CLITests.gpuUsable)) func anAliasAndItsEffectGiveTheSameImage() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputs = try CLITests.applyEach(["Sepia", "SepiaToneFilter"], param: "intensity=0.6", in: folder)
        #expect(outputs.count == 2 && outputs[0] == outputs[1])
    }

    /// A filter that measures its input measures what the chain made before it: inverting then
    /// thresholding at the average equals thresholding the inverted image, and a given average wins.
    @Test(.enabled(if: CLITests.gpuUsable)) func aMeasuringFilterMeasuresTheChainBeforeIt() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
        let runs = [
            [
                "apply", "--input", "examples/coffee.png", "--effect", "ColorInversion", "--effect",
                "AverageLuminanceThreshold", "--out", path("chain.png"),
            ],
            ["apply", "--input", "examples/coffee.png", "--effect", "ColorInversion", "--out", path("inverted.png")],
            [
                "apply", "--input", path("inverted.png"), "--effect", "AverageLuminanceThreshold", "--out",
                path("alone.png"),
            ],
            [
                "apply", "--input", "examples/coffee.png", "--effect", "AverageLuminanceThreshold", "--out",
                path("plain.png"),
            ],
            [
                "apply", "--input", "examples/coffee.png", "--effect", "AverageLuminanceThreshold", "--param",
                "averageLuminance=0", "--out", path("white.png"),
            ],
            [
                "apply", "--input", "examples/coffee.png", "--effect", "HistogramEqualization", "--param", "type=4",
                "--out", path("equalized.png"),
            ],
        ]
        for arguments in runs {
            let result = CLITests.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        let data = try ["chain", "alone", "plain", "white", "equalized"].map {
            try Data(contentsOf: URL(fileURLWithPath: path("\($0).png")))
        }
        #expect(data[0] == data[1])
        #expect(data[0] != data[2])
        let white = try Image(contentsOfFile: path("white.png"))
        #expect(white.pixels.allSatisfy { $0 == 255 }, "at an average of 0 every pixel reaches the threshold")
        #expect(data[4].count > 1000)
    }

    /// `segue histogram` prints the GPU's counts as JSON (summing to the pixels) or draws them.
    @Test(.enabled(if: CLITests.gpuUsable)) func histogramPrintsCountsOrDrawsThem() throws {
        let printed = CLITests.run(["histogram", "examples/coffee.png"])
        #expect(printed.status == 0, "\(printed.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(printed.stdout.utf8)) as? [String: Any]
        let red = json?["red"] as? [Int] ?? []
        #expect(red.count == 256 && red.reduce(0, +) == json?["pixels"] as? Int)
        #expect((json?["averageLuminance"] as? Double).map { $0 > 0 && $0 < 1 } == true)
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("h.png").path
        let drawn = CLITests.run(["histogram", "examples/coffee.png", "--out", out, "--height", "64"])
        #expect(drawn.status == 0 && drawn.stdout == "wrote \(out)\n", "\(drawn.stderr)")
        let image = try Image(contentsOfFile: out)
        #expect(image.width == 256 && image.height == 64)
        let refused = CLITests.run(["histogram", "examples/coffee.png", "--downsampling-factor", "0"])
        #expect(refused.status == 2 && refused.stderr.split(separator: "\n").count == 1, "\(refused.stderr)")
    }

    @Test func aBlendWithoutItsSecondImageIsOneLineNamingIt() {
        let result = CLITests.run([
            "apply", "--input", "examples/coffee.png", "--effect", "DissolveBlend", "--out", "/tmp/segue-unused.png",
        ])
        #expect(result.status != 0)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("DissolveBlend") && result.stderr.contains("--with"), "\(result.stderr)")
    }
}
