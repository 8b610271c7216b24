import Testing

@testable import Segue

/// A `vec4` parameter that is a layer's `region` or a `move`'s value is a rectangle of the frame:
/// its default, and every value set, must lie inside the frame with a positive size, as a region
/// written in the file must. A value past the frame is one line naming the parameter and the
/// frame, from the library itself, so the CLI and the Swift API say the same.
struct FrameRectangleParameterTests {
    /// A user's file: `$box` only as a `move`'s end, `$crop` only as a region, `$spare` unused.
    static let userFile = #"""
        {"name": "boxes",
         "params": [{"name": "box", "type": "vec4", "default": [0.25, 0.25, 0.5, 0.5]},
                    {"name": "crop", "type": "vec4", "default": [0, 0, 0.5, 1]},
                    {"name": "spare", "type": "vec4", "default": [2, 2, 2, 2]}],
         "layers": [{"source": "to"},
                    {"source": "from", "region": "$crop",
                     "behaviours": [{"type": "move", "from": [0, 0, 0.5, 1], "to": "$box"}]}]}
        """#

    static func photoZoom() throws -> LayerTransition {
        try LayerTransition(
            contentsOfBehaviourFile: SourceRulesTests.root.appendingPathComponent(
                "Shaders/Behaviours/photo-zoom.json"
            ).path)
    }

    static func parameter(_ name: String, of transition: LayerTransition) throws -> EffectParameter {
        try #require(transition.parametersCheckingRectangles.first { $0.name == name })
    }

    static func message(_ name: String, _ value: String, _ problem: String) -> String {
        "photo-zoom.\(name) = \(value) is invalid: expected x,y,width,height inside the frame (0 to 1) with a positive size, but \(problem)"
    }

    @Test func theRectanglesAreTheRegionAndMoveParameters() throws {
        #expect(try Self.photoZoom().frameRectangleParameters == ["sourceRect", "destinationRect"])
        let user = try LayerTransition(behaviourFile: Array(Self.userFile.utf8), file: "boxes.json")
        #expect(user.frameRectangleParameters == ["box", "crop"])
        #expect(user.parametersCheckingRectangles.map(\.isFrameRectangle) == [true, true, false])
        // Only the graph's copies are marked: the file reads as it is written.
        #expect(user.parameters.allSatisfy { !$0.isFrameRectangle })
    }

    @Test(arguments: [
        SIMD4<Float>(0, 0, 1, 1), SIMD4<Float>(0.2, 0, 0.8, 1), SIMD4<Float>(0, 0.3, 1, 0.7),
        SIMD4<Float>(0.9, 0.9, 0.1, 0.1), SIMD4<Float>(0.5, 0, 0.5000001, 1),
    ])
    func rectanglesInsideTheFrameAreTaken(_ value: SIMD4<Float>) throws {
        let zoom = try Self.photoZoom()
        for name in ["sourceRect", "destinationRect"] {
            try Self.parameter(name, of: zoom).validate(.vec4(value), effect: "photo-zoom")
        }
    }

    @Test(arguments: [
        (SIMD4<Float>(0.5, 0.5, 0.6, 0.6), "0.5,0.5,0.6,0.6", "x + width is 1.1"),
        (SIMD4<Float>(-0.1, 0, 0.5, 0.5), "-0.1,0.0,0.5,0.5", "x is -0.1"),
        (SIMD4<Float>(0, -0.25, 0.5, 0.5), "0.0,-0.25,0.5,0.5", "y is -0.25"),
        (SIMD4<Float>(0.2, 0.2, 0, 0.5), "0.2,0.2,0.0,0.5", "width is 0.0"),
        (SIMD4<Float>(0.2, 0.2, 0.5, -0.5), "0.2,0.2,0.5,-0.5", "height is -0.5"),
        (SIMD4<Float>(0.5, 0, 0.50001, 1), "0.5,0.0,0.50001,1.0", "x + width is 1.00001"),
        (SIMD4<Float>(0, 0.75, 1, 0.2501), "0.0,0.75,1.0,0.2501", "y + height is 1.0001"),
    ])
    func rectanglesPastTheFrameAreOneLineNamingTheParameter(
        _ value: SIMD4<Float>, written: String, problem: String
    ) throws {
        let zoom = try Self.photoZoom()
        for name in ["sourceRect", "destinationRect"] {
            let parameter = try Self.parameter(name, of: zoom)
            let error = #expect(throws: EffectError.self) {
                try parameter.validate(.vec4(value), effect: "photo-zoom")
            }
            #expect(error?.description == Self.message(name, written, problem))
            #expect(throws: EffectError.self) { _ = try parameter.value(from: written, effect: "photo-zoom") }
        }
    }

    @Test func aRectangleDefaultPastTheFrameIsAnErrorAtItsUse() throws {
        let moved = Self.userFile.replacingOccurrences(of: "[0.25, 0.25, 0.5, 0.5]", with: "[0.25, 0.25, 0.5, 0.8]")
        let error = #expect(throws: EffectError.self) {
            _ = try LayerTransition(behaviourFile: Array(moved.utf8), file: "boxes.json")
        }
        #expect(
            error?.description
                == "boxes.json:7:76: 'to' of 'move': $box's default 0.25,0.25,0.5,0.8 must lie in the frame (0 to 1) with a positive size: y + height is 1.05"
        )
        let cropped = Self.userFile.replacingOccurrences(of: "[0, 0, 0.5, 1]}", with: "[0.6, 0, 0.5, 1]}")
        let region = #expect(throws: EffectError.self) {
            _ = try LayerTransition(behaviourFile: Array(cropped.utf8), file: "boxes.json")
        }
        #expect(
            region?.description
                == "boxes.json:6:42: 'region': $crop's default 0.6,0.0,0.5,1.0 must lie in the frame (0 to 1) with a positive size: x + width is 1.1"
        )
    }
}

/// The same refusals through the engine: `set` on a built transition, both ways, and a Swift
/// transition whose rectangle default lies past the frame.
@Suite(.requiresGPU)
struct FrameRectangleTransitionTests {
    @Test(arguments: [false, true])
    func settingARectanglePastTheFrameIsRefusedAndChangesNothing(reversed: Bool) throws {
        let image = try Image(width: 64, height: 48, color: RGBA(200, 100, 50, 255))
        let transition = try TestEngine.engine().makeTransition(
            "photo-zoom", from: image, to: image, reversed: reversed)
        let error = #expect(throws: EffectError.self) {
            try transition.set("destinationRect", ParameterValue.vec4(SIMD4(0.5, 0.5, 0.6, 0.6)))
        }
        #expect(
            error?.description
                == FrameRectangleParameterTests.message("destinationRect", "0.5,0.5,0.6,0.6", "x + width is 1.1"))
        #expect(try transition.graph.value(of: "destinationRect") == .vec4(SIMD4(0, 0, 1, 1)))
        try transition.set("destinationRect", ParameterValue.vec4(SIMD4(0, 0, 1, 1)))
        try transition.set("sourceRect", ParameterValue.vec4(SIMD4(0.8, 0.8, 0.2, 0.2)))
        #expect(throws: EffectError.self) {
            try transition.set("sourceRect", ParameterValue.vec4(SIMD4(0.8, 0.8, 0.2, 0.3)))
        }
    }

    @Test func aSwiftTransitionWithARegionPastTheFrameIsRefused() throws {
        let wide = LayerTransition(
            name: "wide",
            parameters: [
                EffectParameter(
                    name: "piece", type: .vec4, defaultValue: .vec4(SIMD4(0.5, 0, 0.75, 1)), range: nil, summary: "")
            ],
            layers: [Layer(source: .from, regionParameter: "piece")])
        let image = try Image(width: 64, height: 48, color: RGBA(200, 100, 50, 255))
        let error = #expect(throws: EffectError.self) {
            _ = try TestEngine.engine().makeTransition(wide, from: image, to: image)
        }
        #expect(
            error?.description
                == "wide.piece = 0.5,0.0,0.75,1.0 is invalid: expected x,y,width,height inside the frame (0 to 1) with a positive size, but x + width is 1.25"
        )
    }
}
