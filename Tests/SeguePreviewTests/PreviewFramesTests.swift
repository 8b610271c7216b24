import Foundation
import Segue
import Testing

@testable import SeguePreview

/// What a page receives: the greeting, the library, the state, and frames that answer its inputs,
/// drawn only when something changed and only the newest.
@Suite(.requiresGPU, .serialized)
struct PreviewFramesTests {
    @Test func aPageIsGreetedWithTheLibraryTheStateAndAFrame() async throws {
        try await PreviewTestServer.with { server in
            let client = try server.connect()
            let hello = try await client.nextText("hello")
            #expect(UUID(uuidString: hello.session ?? "") != nil)
            let library = try await client.nextText("library")
            let names = Set((library.effects ?? []).map(\.name))
            #expect(names.isSuperset(of: ["pixellate-dissolve", "fade", "card-stack", "SepiaToneFilter"]))
            let state = try await client.nextText("state")
            #expect(state.selection == "pixellate-dissolve")
            #expect(state.plan?.contains("pass 0") == true)
            #expect(
                state.command?.hasPrefix("segue render --from from.png --to to.png --transition pixellate-dissolve")
                    == true)
            let frame = try await client.nextFrame()
            #expect(frame.progress == 0)
            #expect(frame.engineMilliseconds > 0)
            await client.close()
        }
    }

    /// The frame for a progress is the engine's own, as `TransitionRenderer` draws it, within JPEG's loss.
    @Test func aFrameIsTheEnginesFrameAtTheProgressAsked() async throws {
        try await PreviewTestServer.withPage { server, client in
            try client.send(["type": "progress", "progress": 0.4, "seq": 7])
            let frame = try await client.nextFrame(seq: 7)
            #expect(frame.progress == 0.4)
            let shown = try Image(encoded: frame.jpeg)
            let images = server.hub.defaultImages
            let expected = try server.hub.engine.makeTransition(
                "pixellate-dissolve", from: images.from, to: images.to, width: 160, height: 90
            ).render(progress: 0.4)
            let (mean, _) = difference(shown, expected)
            #expect(mean < 4, "mean difference \(mean) levels")
        }
    }

    @Test func nothingIsDrawnWhileNothingChanges() async throws {
        try await PreviewTestServer.withPage { server, client in
            let before = server.hub.engine.counters
            try await Task.sleep(for: .milliseconds(600))
            #expect(server.hub.engine.counters.since(before).drawCalls == 0)
            #expect(client.received.compactMap(\.frame).count == 1)
        }
    }

    /// Inputs faster than frames fold into the newest: fewer frames than inputs, the last one
    /// answering the last input, none queued without bound.
    @Test func inputsArrivingFasterThanFramesFoldIntoTheNewest() async throws {
        try await PreviewTestServer.withPage({ $0.size = FrameSize(width: 640, height: 360) }) { _, client in
            for seq in 1...200 {
                try client.send(["type": "progress", "progress": Double(seq) / 200, "seq": seq])
            }
            let last = try await client.nextFrame(seq: 200)
            #expect(last.progress == 1)
            try await Task.sleep(for: .milliseconds(300))
            let frames = client.received.compactMap(\.frame)
            #expect(frames.count < 100, "\(frames.count) frames for 200 inputs")
            #expect(frames.last?.seq == 200)
        }
    }

    @Test func aParameterChangesTheFrame() async throws {
        try await PreviewTestServer.with { server in
            let client = try server.connect()
            try client.send(["type": "select", "name": "Vignette"])
            let state = try await client.nextState(showing: "Vignette")
            #expect(state.kind == "filter")
            #expect(state.parameters?.contains { $0.name == "color" && $0.type == "color" } == true)
            let before = try await client.nextFrame()
            try client.send(["type": "param", "name": "color", "value": "#ff0000", "seq": 3])
            let changed = try await client.nextText("state")
            #expect(changed.command?.contains("--param color=#ff0000") == true)
            let after = try await client.nextFrame(seq: 3)
            let (mean, _) = difference(try Image(encoded: before.jpeg), try Image(encoded: after.jpeg))
            #expect(mean > 2)
            await client.close()
        }
    }

    @Test func playAnimatesFromZeroToOneOnTheTicker() async throws {
        try await PreviewTestServer.withPage { _, client in
            // Long enough for a few frames on a realtime ticker when CI runs every suite at once.
            try client.send(["type": "play", "duration": 1.5, "curve": "linear"])
            _ = try await client.next(timeout: 30, "the last frame of play") { $0.frame?.progress == 1 }
            let progresses = client.received.compactMap(\.frame).dropFirst().map(\.progress)
            #expect(progresses.count >= 4, "\(progresses)")
            #expect(progresses == progresses.sorted(), "\(progresses)")
        }
    }
}
