import Foundation
import Testing

@testable import SegueTime

@Suite("Gesture track")
struct GestureTrackTests {
    @Test func decodesTheDocumentedFormat() throws {
        let track = try GestureTrack(
            json: """
                {"axis": "horizontal", "direction": "negative", "extent": 400,
                 "samples": [{"t": 0.0, "x": 380, "y": 200}, {"t": 0.016, "x": 371, "y": 201}]}
                """)
        #expect(track.axis == .horizontal)
        #expect(track.direction == .negative)
        #expect(track.extent == 400)
        #expect(track.samples == [TouchSample(t: 0, x: 380, y: 200), TouchSample(t: 0.016, x: 371, y: 201)])
    }

    @Test func theFixturesDecode() throws {
        #expect(try GestureTrack(json: GestureFixtures.fastSwipeJSON).samples.count == 11)
        #expect(try GestureTrack(json: GestureFixtures.slowDragJSON).samples.count == 25)
    }

    @Test func roundTripsThroughJSON() throws {
        let track = try GestureTrack(json: GestureFixtures.slowDragJSON)
        #expect(try GestureTrack(json: track.jsonData()) == track)
    }

    @Test(arguments: [
        ("{\"axis\": \"horizontal\", \"direction\": \"negative\", \"samples\": []}", "missing key \"extent\""),
        ("{\"axis\": \"diagonal\", \"direction\": \"negative\", \"extent\": 4, \"samples\": []}", "axis"),
        (
            "{\"axis\": \"vertical\", \"direction\": \"negative\", \"extent\": \"wide\", \"samples\": []}",
            "extent has the wrong type"
        ),
        (
            "{\"axis\": \"vertical\", \"direction\": \"negative\", \"extent\": 4, \"samples\": [{\"t\": 0, \"x\": 1}]}",
            "missing key \"y\" in samples[0]"
        ),
        (
            "{\"axis\": \"vertical\", \"direction\": \"negative\", \"extent\": 4, \"samples\": [{\"t\": 0, \"x\": 1, \"y\": null}]}",
            "samples[0].y is null"
        ),
        ("{\"axis\": \"vertical\", ", "not valid JSON"),
    ])
    func malformedTracksNameTheProblem(json: String, mentions: String) {
        do {
            _ = try GestureTrack(json: json)
            Issue.record("decoded a malformed track")
        } catch {
            guard case .malformedTrack(let reason) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(reason.contains(mentions), "reason: \(reason)")
            #expect(error.description.contains("\"samples\""), "the message shows the expected format")
        }
    }

    @Test func invalidValuesAreReportedAsSuch() {
        #expect(throws: TimingError.invalidExtent(-4)) {
            try GestureTrack(
                json:
                    "{\"axis\": \"vertical\", \"direction\": \"positive\", \"extent\": -4, \"samples\": [{\"t\": 0, \"x\": 1, \"y\": 1}]}"
            )
        }
        #expect(throws: TimingError.emptyTrack) {
            try GestureTrack(
                json: "{\"axis\": \"vertical\", \"direction\": \"positive\", \"extent\": 4, \"samples\": []}")
        }
        #expect(throws: TimingError.samplesOutOfOrder(index: 1, previousTime: 1, time: 0)) {
            try GestureTrack(
                json:
                    "{\"axis\": \"vertical\", \"direction\": \"positive\", \"extent\": 4, \"samples\": [{\"t\": 1, \"x\": 1, \"y\": 1}, {\"t\": 0, \"x\": 1, \"y\": 1}]}"
            )
        }
    }
}
