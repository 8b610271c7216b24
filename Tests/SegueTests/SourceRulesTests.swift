import Foundation
import Testing

/// Rules of the architecture that the compiler does not check, read from the sources.
struct SourceRulesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func swiftFiles(under folder: String) throws -> [(path: String, text: String)] {
        let base = root.appendingPathComponent(folder)
        let paths = try FileManager.default.subpathsOfDirectory(atPath: base.path).filter { $0.hasSuffix(".swift") }
        return try paths.sorted().map {
            ("\(folder)/\($0)", try String(contentsOf: base.appendingPathComponent($0), encoding: .utf8))
        }
    }

    /// Every Swift module's folder: each folder of `Sources/` with Swift in it, the benchmark's
    /// two and the tests' shared programs. Listed from the disk, so a new module is covered.
    static let swiftModules: [String] = {
        let sources =
            (try? FileManager.default.contentsOfDirectory(
                atPath: root.appendingPathComponent("Sources").path)) ?? []
        let listed = sources.sorted().map { "Sources/\($0)" }
            .filter { (try? swiftFiles(under: $0).isEmpty) == false }
        return listed + ["Benchmarks/segue-bench", "Benchmarks/BrowserDriver", "Tests/TestPrograms"]
    }()

    /// The one module that may call GL or EGL.
    static let glModules: Set = ["Sources/SegueGL"]

    @Test func everyModuleIsListed() {
        #expect(Self.swiftModules.contains("Sources/SeguePreview"))
        #expect(Self.swiftModules.count >= 10)
    }

    @Test(arguments: swiftModules.filter { !glModules.contains($0) })
    func noGLOutsideSegueGL(folder: String) throws {
        let files = try Self.swiftFiles(under: folder)
        #expect(!files.isEmpty)
        // GL and EGL entry points by their API prefixes (the effect format's own `glTransition` is not one).
        let glCall = try Regex(
            #"(^|[^A-Za-z0-9_.])(gl(Active|Attach|Begin|Bind|Blit|Buffer|Check|Clear|Client|Compile|Create|Delete|Detach|Disable|Draw|Enable|End|Fence|Finish|Flush|Framebuffer|Gen|Get|Link|Map|Pixel|Read|Sampler|Shader|Tex|Uniform|Unmap|Use|Viewport|Wait)[A-Za-z0-9]*|egl[A-Z][A-Za-z0-9]*)\("#
        )
        for (path, text) in files {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                #expect(
                    !line.contains("import CGLES3") && !line.contains("import CEGL") && !line.contains("import CGBM"),
                    "\(path):\(number + 1)")
                #expect(!line.contains(glCall), "\(path):\(number + 1): \(line)")
            }
        }
    }

    @Test func onlyTheFrontDoorSitsAtTheTopOfSegue() throws {
        let top = try FileManager.default.contentsOfDirectory(
            atPath: Self.root.appendingPathComponent("Sources/Segue").path)
        #expect(top.filter { $0.hasSuffix(".swift") } == ["Engine.swift"])
    }

    @Test(arguments: swiftModules)
    func everyUncheckedSendableSaysWhyItIsSafe(folder: String) throws {
        for (path, text) in try Self.swiftFiles(under: folder) {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            for (number, line) in lines.enumerated()
            where line.contains("@unchecked Sendable") && !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                let around = lines[max(0, number - 3)...min(lines.count - 1, number + 3)].joined(separator: "\n")
                #expect(
                    around.contains("Sendable is sound"),
                    "\(path):\(number + 1) has @unchecked Sendable with no reason beside it")
            }
        }
    }
}
