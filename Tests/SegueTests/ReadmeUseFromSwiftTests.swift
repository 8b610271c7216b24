import Foundation
import Segue
import Testing

/// The README's "Use it from Swift" section: its async example compiles (copied here verbatim)
/// and runs, its package snippet names what Package.swift declares, and its files exist.
@Suite(.requiresGPU)
struct ReadmeUseFromSwiftTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func readme() throws -> String {
        try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    }

    func asyncExample(_ transition: TransitionRenderer, folder: URL) async throws {
        try await transition.writeFrames(to: folder, fps: 30, duration: 1, curve: .easeInOut) { report in
            print("\(report.completed) of \(report.total) frames")  // frames/frame_0000.png … frame_0030.png
        }
        for try await frame in transition.frames(count: 3) {  // drawn as the loop asks, a few frames ahead
            print(frame.index, frame.progress)
        }
        let bytesPerRow = 640 * 4  // your own buffer, its rows longer than the image's; padding is left alone
        var pixels = [UInt8](repeating: 0, count: bytesPerRow * transition.renderer.height)
        try pixels.withUnsafeMutableBytes { try transition.render(progress: 0.5, into: $0, bytesPerRow: bytesPerRow) }
    }

    @Test func asyncExampleRunsAndMatchesTheReadme() async throws {
        let example = try CompiledCopy.text(after: "folder: URL) async throws {\n", before: "\n    }\n")
        #expect(
            try Self.readme().contains("let folder = URL(fileURLWithPath: \"frames\")\n" + example),
            "README's async example differs from the compiled copy")

        let transition = try TestEngine.transition("crossfade", width: 20, height: 10)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "segue-readme-async-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try await asyncExample(transition, folder: folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names.count == 31 && names.first == "frame_0000.png" && names.last == "frame_0030.png")
    }

    @Test func packageSnippetNamesTheDeclaredProduct() throws {
        let readme = try Self.readme()
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".library(name: \"Segue\", targets: [\"Segue\"])"))
        // The package identity is the URL's last path component, which the product reference names.
        #expect(
            readme.contains(
                ".package(url: \"https://github.com/your-org/segue\", from: \"0.3.0\"),  // placeholder URL"))
        #expect(readme.contains(".product(name: \"Segue\", package: \"segue\")"))
    }

    @Test func everyExampleFileTheReadmeNamesExists() throws {
        let paths = try Self.readme().matches(of: try Regex(#"examples/[A-Za-z0-9_.-]+"#)).map {
            String($0.output[0].substring!)
        }
        #expect(Set(paths).isSuperset(of: ["examples/coffee.png", "examples/chelsea.png"]))
        for path in Set(paths) {
            #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path), "\(path)")
        }
    }

    /// The packages the Install section offers carry both programs, and the build it names makes both.
    @Test func installStepNamesBothBuiltPrograms() throws {
        let readme = try Self.readme()
        #expect(readme.contains("swift build -c release\n"))
        #expect(readme.contains("bash scripts/package.sh"))
        let script = try String(
            contentsOf: Self.root.appendingPathComponent("scripts/package.sh"), encoding: .utf8)
        #expect(script.contains("for product in segue segue-bench generate-manual"))
        #expect(script.contains("for program in segue segue-bench"))
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(
            manifest.contains(".executable(name: \"segue\"") && manifest.contains(".executable(name: \"segue-bench\""))
    }
}
