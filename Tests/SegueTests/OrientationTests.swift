import Foundation
import Segue
import Testing

/// Images come back upright and unmirrored, and `uv` (0,0) is the bottom-left in shaders.
@Suite(.requiresGPU)
struct OrientationTests {
    /// An image whose four corners differ, with a marker off the diagonal.
    static func asymmetric(width: Int = 37, height: Int = 23) -> Image {
        var image = try! Image(width: width, height: height, color: RGBA(10, 10, 10))
        image[0, 0] = RGBA(255, 0, 0)  // top-left red
        image[width - 1, 0] = RGBA(0, 255, 0)  // top-right green
        image[0, height - 1] = RGBA(0, 0, 255)  // bottom-left blue
        image[width - 1, height - 1] = RGBA(255, 255, 0)  // bottom-right yellow
        image[3, 1] = RGBA(255, 0, 255, 128)  // half-transparent marker near the top-left
        return image
    }

    @Test(arguments: [true, false])
    func imageComesBackUprightThroughAChain(fuse: Bool) throws {
        let engine = try TestEngine.engine()
        let image = Self.asymmetric()
        let first = EffectNode(try engine.library.effect(named: "Pixellate"))
        try first.set("fractionalWidthOfAPixel", .float(0))
        let second = EffectNode(try engine.library.effect(named: "Copy"))
        let output = FrameOutput()
        ImageSource(image) --> first --> second --> output
        let result = try engine.makeRenderer(
            for: output, width: image.width, height: image.height, options: PlanOptions(fuse: fuse)
        ).renderImage()
        #expect(
            result == image, "corners: \(result[0, 0]) \(result[image.width - 1, 0]) \(result[0, image.height - 1])")
    }

    @Test func uvOriginIsBottomLeft() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("segue-uv-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try """
        // @name ShowUV
        // @kind filter
        vec4 effect(vec2 uv) { return vec4(uv, 0.0, 1.0) + 0.0 * getInputColor(uv); }
        """.write(to: directory.appendingPathComponent("ShowUV.glsl"), atomically: true, encoding: .utf8)
        let engine = try TestEngine.engine()
        var library = engine.library
        try library.addDirectory(directory.path)
        let node = EffectNode(try library.effect(named: "ShowUV"))
        let output = FrameOutput()
        ImageSource(Self.asymmetric(width: 10, height: 10)) --> node --> output
        let result = try engine.makeRenderer(for: output, width: 10, height: 10).renderImage()
        // Top-left: u small, v near 1. Bottom-right: u near 1, v small.
        #expect(result[0, 0] == RGBA(13, 242, 0))
        #expect(result[9, 9] == RGBA(242, 13, 0))
    }
}
