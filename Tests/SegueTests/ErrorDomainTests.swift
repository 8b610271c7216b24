import Foundation
import SegueGL
import Testing

@testable import Segue

/// Each domain throws its own error type, and the cause reaches the caller unchanged.
struct ErrorDomainTests {
    @Test func anUnreadableImageKeepsTheSystemsReason() throws {
        #expect(throws: ImageError.unreadableFile(path: "/nonexistent/x.png", reason: "No such file or directory")) {
            _ = try Image(contentsOfFile: "/nonexistent/x.png")
        }
        #expect(throws: ImageError.unreadableFile(path: "/tmp", reason: "Is a directory")) {
            _ = try Image(contentsOfFile: "/tmp")
        }
    }

    @Test func anUnwritableImageKeepsTheSystemsReason() throws {
        #expect(throws: ImageError.unwritableFile(path: "/nonexistent/out.png", reason: "No such file or directory")) {
            try TestImages.pattern(width: 2, height: 2).writePNG(toFile: "/nonexistent/out.png")
        }
    }

    @Test func anUnreadableShaderFolderKeepsTheSystemsReason() throws {
        #expect(throws: EffectError.unreadableFile(path: "/nonexistent", reason: "No such file or directory")) {
            _ = try EffectLibrary(directories: ["/nonexistent"], environment: [:])
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "segue-not-a-folder-\(UUID().uuidString)"
        ).path
        #expect(FileManager.default.createFile(atPath: file, contents: Data("x".utf8)))
        defer { try? FileManager.default.removeItem(atPath: file) }
        #expect(throws: EffectError.unreadableFile(path: file, reason: "Not a directory")) {
            _ = try EffectLibrary(directories: [file], environment: [:])
        }
    }

    @Test func noUsableEGLNamesEachPlatformTriedAndWhy() throws {
        do {
            _ = try Engine(platforms: [.gbm])
            // A machine with a render node opens it; nothing to check there.
        } catch let error as GLError {
            guard case .noUsableEGL(let attempts) = error else { throw error }
            #expect(attempts.map(\.platform) == [.gbm])
            #expect(!attempts[0].reason.isEmpty)
        }
    }

    @Test(.requiresGPU) func aCompileErrorThroughTheRendererStaysAnEffectError() throws {
        let directory = try ShaderDirectory()
        let file = try directory.write(
            "Broken.glsl", "// @name Broken\n// @kind filter\nvec4 effect(vec2 uv) { return nope; }\n")
        let engine = try Engine(library: try directory.library())
        let node = EffectNode(try engine.library.effect(named: "Broken"))
        let output = FrameOutput()
        ImageSource(TestImages.pattern(width: 2, height: 2)) --> node --> output
        do {
            _ = try engine.makeRenderer(for: output, width: 2, height: 2)
            Issue.record("a broken shader compiled")
        } catch EffectError.shaderCompile(let diagnostics) {
            #expect(diagnostics.first?.file == file && diagnostics.first?.line == 3)
        }
    }

    @Test func graphMistakesAreRenderErrors() throws {
        let output = FrameOutput(name: "out")
        #expect(throws: RenderError.missingInput(node: "out", input: "input 0")) {
            _ = try Engine.plan(output, width: 2, height: 2)
        }
        #expect(throws: RenderError.invalidOutputSize(width: 0, height: 2)) {
            _ = try Engine.plan(output, width: 0, height: 2)
        }
    }
}
