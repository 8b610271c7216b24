import Foundation
import Segue
import Testing

/// The README's library example compiles (it is copied here verbatim) and runs.
@Suite(.requiresGPU)
struct ReadmeExampleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func readmeExample() throws {
        let engine = try Engine()  // headless EGL: NVIDIA, a render node, or llvmpipe
        let from = try Image(contentsOfFile: "examples/coffee.png")
        let to = try Image(contentsOfFile: "examples/chelsea.png")
        let transition = try engine.makeTransition(.pixellateDissolve(smooth: true), from: from, to: to)
        let frame = try transition.render(progress: 0.5)  // RGBA8, top row first
        try frame.writePNG(toFile: "halfway.png")
    }

    func graphExample(_ engine: Engine, _ from: Image) throws -> Image {
        let pixellate = try EffectNode(.pixellate(fractionalWidthOfAPixel: 0.02))
        let output = FrameOutput()
        ImageSource(from) --> pixellate --> output
        let renderer = try engine.makeRenderer(for: output, width: from.width, height: from.height)
        let pixellated = try renderer.renderImage()
        pixellate.pixellate.fractionalWidthOfAPixel = 0.03  // typed; a refused value throws at the next frame
        try pixellate.set("smooth", true)  // by name, as for an effect from your own files
        return pixellated
    }

    @Test func graphExampleRunsAndMatchesTheReadme() throws {
        let example = try CompiledCopy.text(after: "-> Image {\n", before: "\n        return pixellated")
        #expect(try ReadmeUseFromSwiftTests.readme().contains(example), "README's graph example differs")
        let image = TestImages.pattern(width: 40, height: 30)
        #expect(try graphExample(TestEngine.engine(), image).width == 40)
    }

    func gestureExample(_ transition: TransitionRenderer) throws -> TransitionOutcome {
        let controller = try InteractiveTransitionController(duration: 0.4)
        var frame = try transition.render(progress: 0)
        for translation in [12.0, 40, 95, 150] {  // your pan gesture's callbacks
            controller.update(translation / 400)
            try transition.render(progress: controller.percentComplete, into: &frame)
        }
        let outcome = controller.end(velocity: 1.5, startingAt: 0)  // lifted: finish or cancel
        let ticker = try Ticker(mode: .offline(rate: 60))  // .realtime(rate: 60) paces to the clock
        try ticker.run { tick in
            try transition.render(progress: controller.progress(at: tick.timestamp), into: &frame)
            return controller.state == .ended(outcome) ? .stop : .proceed
        }
        #expect(frame == (try transition.render(progress: 1)))
        return outcome
    }

    @Test func gestureExampleRunsAndMatchesTheReadme() throws {
        let example = try CompiledCopy.text(after: "-> TransitionOutcome {\n", before: "\n        #expect")
        #expect(
            try ReadmeUseFromSwiftTests.readme().contains(example),
            "README's gesture example differs from the compiled copy")
        let transition = try TestEngine.transition("crossfade", width: 20, height: 10)
        #expect(try gestureExample(transition) == .finished)
    }

    @Test func exampleRunsAndMatchesTheReadme() throws {
        let example = try CompiledCopy.text(after: "func readmeExample() throws {\n", before: "\n    }\n")
        #expect(
            try ReadmeUseFromSwiftTests.readme().contains(example), "README's example differs from the compiled copy")

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("segue-readme-\(getpid())")
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("examples"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["coffee.png", "chelsea.png"] {
            try FileManager.default.copyItem(
                at: Self.root.appendingPathComponent("examples/\(name)"),
                to: directory.appendingPathComponent("examples/\(name)"))
        }
        let previous = FileManager.default.currentDirectoryPath
        _ = FileManager.default.changeCurrentDirectoryPath(directory.path)
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        try readmeExample()
        #expect(try Image(contentsOfFile: directory.appendingPathComponent("halfway.png").path).width == 600)
    }

    func parameterExample(_ transition: TransitionRenderer) throws {
        try transition.set("smooth", true)
        print(transition.parameters.map(\.name))  // ["smooth"]
    }

    @Test func parameterExampleRunsAndMatchesTheReadme() throws {
        let example = try CompiledCopy.text(
            after: "func parameterExample(_ transition: TransitionRenderer) throws {\n", before: "\n    }\n")
        #expect(
            try ReadmeUseFromSwiftTests.readme().contains(example),
            "README's parameter example differs from the compiled copy")
        let image = TestImages.pattern(width: 8, height: 8)
        let transition = try TestEngine.engine().makeTransition("pixellate-dissolve", from: image, to: image)
        try parameterExample(transition)
        #expect(transition.parameters.map(\.name) == ["smooth"])
        #expect(try transition.graph.value(of: "smooth") == .bool(true))
    }
}
