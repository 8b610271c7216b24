import Foundation
import Testing

@testable import SegueTime

@Suite("Interaction track")
struct InteractionTrackTests {
    @Test func aTrackWithoutAKindIsAPan() throws {
        let track = try InteractionTrack(json: GestureFixtures.fastSwipeJSON)
        #expect(track.kind == .pan)
        #expect(track.samples.count == 11)
        #expect(track.handler is PanInteractionHandler)
    }

    @Test func eachKindReadsItsOptions() throws {
        let swipe = try InteractionTrack(
            json: """
                {"kind": "vertical-swipe", "direction": "any", "distance": 150, "samples": [{"t": 0, "x": 1, "y": 2}]}
                """)
        let handler = try #require(swipe.handler as? SwipeInteractionHandler)
        #expect(handler.axis == .vertical && handler.opening == .any && handler.distance == 150)
        let pan = try InteractionTrack(
            json: """
                {"kind": "vertical-pan", "height": 640, "upPresents": false, "topInset": 40, "rollback": 0.25,
                 "samples": [{"t": 0, "touches": [{"x": 1, "y": 2}]}]}
                """)
        let vertical = try #require(pan.handler as? VerticalPanInteractionHandler)
        #expect(vertical.viewHeight == 640 && !vertical.upPresents && vertical.topInset == 40)
        #expect(vertical.bottomInset == 0 && vertical.rollback == 0.25)
        let pinch = try InteractionTrack(
            json: """
                {"kind": "pinch", "samples": [{"t": 0, "touches": [{"x": 1, "y": 2}, {"x": 9, "y": 2}]}]}
                """)
        #expect(pinch.kind == .pinch && pinch.samples[0].touches.count == 2)
    }

    @Test(arguments: [
        (
            "{\"kind\": \"twirl\", \"samples\": []}",
            "unknown gesture kind \"twirl\"; the kinds are pan, horizontal-swipe"
        ),
        ("{\"kind\": \"vertical-pan\", \"samples\": [{\"t\": 0, \"x\": 1, \"y\": 1}]}", "missing key \"height\""),
        ("{\"kind\": \"pinch\"}", "missing key \"samples\""),
        ("{\"kind\": \"pinch\", \"samples\": []}", "no samples"),
        (
            "{\"kind\": \"horizontal-swipe\", \"direction\": \"up\", \"samples\": [{\"t\": 0, \"x\": 1, \"y\": 1}]}",
            "direction is \"up\", expected positive, negative or any"
        ),
        (
            "{\"kind\": \"horizontal-swipe\", \"samples\": [{\"t\": 0, \"x\": 1}]}",
            "samples[0] needs x and y, or touches"
        ),
        (
            "{\"kind\": \"pinch\", \"samples\": [{\"t\": 0, \"touches\": [{\"x\": 1, \"y\": 1}]}]}",
            "touch sample #0 has 1 touch where this gesture takes 2"
        ),
        (
            "{\"kind\": \"pinch\", \"samples\": [{\"t\": 0, \"touches\": [{\"x\": 1, \"y\": 1}, {\"x\": 1, \"y\": 1}]}]}",
            "both fingers at one point"
        ),
        ("{\"kind\": 3, \"samples\": []}", "kind has the wrong type"),
        ("{\"kind\": \"vertical-pan\", \"height\": -5, \"samples\": [{\"t\": 0, \"x\": 1, \"y\": 1}]}", "-5"),
    ])
    func mistakesAreNamed(json: String, message: String) {
        #expect {
            try InteractionTrack(json: json)
        } throws: { error in
            String(describing: error).contains(message)
        }
    }

    @Test func theExampleTracksFinish() throws {
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../examples").standardized
        for name in ["pinch.json", "swipe-left.json"] {
            let track = try InteractionTrack(json: Data(contentsOf: examples.appendingPathComponent(name)))
            let replay = try GestureReplay(track: track, fps: 30, duration: 0.5)
            #expect(replay.began, "\(name)")
            #expect(replay.outcome == .finished, "\(name)")
        }
    }
}
