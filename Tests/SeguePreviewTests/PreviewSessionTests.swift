import Foundation
import Segue
import Testing

@testable import SeguePreview

/// Sessions as a page lives them: drags through the interactive controller, hot reload, many
/// pages at once, pages that go, and export.
@Suite(.requiresGPU, .serialized)
struct PreviewSessionTests {
    /// Pointer samples as the page sends them: `x` positions `interval` seconds apart.
    private func drag(
        _ client: PreviewClient, from start: Double, positions: [Double], interval: Double, release: Bool
    )
        throws
    {
        try client.send(["type": "pointer", "phase": "down", "t": start, "x": positions[0], "y": 100])
        for (index, x) in positions.enumerated().dropFirst() {
            let phase = release && index == positions.count - 1 ? "up" : "move"
            try client.send([
                "type": "pointer", "phase": phase, "t": start + Double(index) * interval, "x": x, "y": 100,
            ])
        }
    }

    @Test func aDragMovesProgressWithTheFingerAndASlowReleaseBeforeTheMiddleCancels() async throws {
        try await PreviewTestServer.withPage { _, client in
            try client.send(["type": "gesture", "axis": "horizontal", "direction": "negative", "extent": 400])
            // 120 points leftwards in 2 s: 0.3 of the way, slowly.
            try drag(
                client, from: 10, positions: stride(from: 500.0, through: 380, by: -6).map { $0 }, interval: 0.1,
                release: false)
            _ = try await client.next("the drag's last frame") { abs(($0.frame?.progress ?? 0) - 0.3) < 1e-9 }
            let during = client.received.compactMap(\.frame).dropFirst().map(\.progress)
            #expect(during == during.sorted(), "progress follows the finger monotonically: \(during)")
            try client.send(["type": "pointer", "phase": "up", "t": 12.1, "x": 380, "y": 100])
            #expect(try await client.nextText("gesture").outcome == "cancelled")
            _ = try await client.next("the cancelled drag's last frame") { $0.frame?.progress == 0 }
        }
    }

    @Test func aFastFlickFinishes() async throws {
        try await PreviewTestServer.withPage { _, client in
            // 60 points in 50 ms: 0.15 of the way, at 1200 points a second.
            try drag(client, from: 3, positions: [500, 480, 460, 440], interval: 1.0 / 60, release: true)
            #expect(try await client.nextText("gesture").outcome == "finished")
            _ = try await client.next("the flick's last frame") { $0.frame?.progress == 1 }
        }
    }

    @Test func aVerticalPositiveGestureReadsDownwardDrags() async throws {
        try await PreviewTestServer.withPage { _, client in
            try client.send(["type": "gesture", "axis": "vertical", "direction": "positive", "extent": 200])
            try client.send(["type": "pointer", "phase": "down", "t": 1, "x": 50, "y": 10])
            try client.send(["type": "pointer", "phase": "move", "t": 1.5, "x": 50, "y": 60, "seq": 4])
            #expect(abs(try await client.nextFrame(seq: 4).progress - 0.25) < 1e-9)
        }
    }

    /// A saved file is on the page at once; a broken one shows file:line with its source while the
    /// last good version keeps drawing; fixing it brings frames of the new version back.
    @Test func savingAFileRedrawsAndABrokenOneKeepsTheLastGoodVersion() async throws {
        try await PreviewTestServer.with(shaders: ["my-wipe.glsl": wipeShader]) { server, folder in
            let file = folder.appendingPathComponent("my-wipe.glsl")
            let client = try server.connect()
            try client.send(["type": "select", "name": "my-wipe"])
            _ = try await client.nextState(showing: "my-wipe")
            try client.send(["type": "progress", "progress": 0.5, "seq": 1])
            let good = try Image(encoded: try await client.nextFrame(seq: 1).jpeg)

            try write(wipeShader.replacingOccurrences(of: "return mix(", with: "return mixx("), to: file)
            let broken = try await client.next("the compile error") { $0.text?.error != nil }.text!.error!
            #expect(broken.file == file.path)
            #expect(broken.line == 5)
            #expect(broken.text.hasPrefix("\(file.path):5:"))
            #expect(broken.source?.contains { $0.contains("mixx(") } == true)
            #expect(broken.firstLine.map { 5 - $0 }.map { broken.source?[$0].contains("mixx") } == true)
            try client.send(["type": "progress", "progress": 0.5, "seq": 2])
            let lastGood = try Image(encoded: try await client.nextFrame(seq: 2).jpeg)
            #expect(difference(good, lastGood).mean < 1, "the last good version keeps drawing")

            try write(
                wipeShader.replacingOccurrences(
                    of: "mix(getToColor(uv), getFromColor(uv), edge)", with: "vec4(0.0, 1.0, 0.0, 1.0)"), to: file)
            let fixed = try await client.next("the fixed version's state") {
                $0.text?.type == "state" && $0.text?.error == nil
            }
            #expect(fixed.text?.selection == "my-wipe")
            let frame = try Image(encoded: try await client.nextFrame().jpeg)
            #expect(frame.pixels[1] > 230 && frame.pixels[0] < 30, "the new version is drawn")
            await client.close()
        }
    }

    /// A user's layer transition (a behaviour file) reloads too, and its mistakes show their line.
    @Test func aBehaviourFileReloadsAndShowsItsMistakes() async throws {
        let behaviour = """
            {
              "name": "my-slide",
              "summary": "The new view slides in from the right.",
              "layers": [
                {"source": "from", "behaviours": []},
                {"source": "to", "behaviours": [{"type": "translate", "from": [1, 0], "to": [0, 0], "start": 0, "duration": 1}]}
              ]
            }
            """
        try await PreviewTestServer.with(shaders: ["my-slide.json": behaviour]) { server, folder in
            let file = folder.appendingPathComponent("my-slide.json")
            let client = try server.connect()
            try client.send(["type": "select", "name": "my-slide"])
            #expect(try await client.nextState(showing: "my-slide").kind == "transition")
            try client.send(["type": "progress", "progress": 0.5, "seq": 1])
            let before = try Image(encoded: try await client.nextFrame(seq: 1).jpeg)

            try write(
                behaviour.replacingOccurrences(of: "\"duration\": 1}", with: "\"duration\": 1, \"wobble\": 3}"),
                to: file)
            let problem = try await client.next("the behaviour file's mistake") { $0.text?.error != nil }.text!.error!
            #expect(problem.file == file.path)
            #expect(problem.line == 6, "\(problem.text)")

            try write(behaviour.replacingOccurrences(of: "\"from\": [1, 0]", with: "\"from\": [0, 1]"), to: file)
            _ = try await client.next("the fixed state") { $0.text?.type == "state" && $0.text?.error == nil }
            try client.send(["type": "progress", "progress": 0.5, "seq": 2])
            let after = try Image(encoded: try await client.nextFrame(seq: 2).jpeg)
            #expect(difference(before, after).mean > 10, "the slide now comes from below")
            await client.close()
        }
    }

    /// An image parameter (a gl-transitions `uniform sampler2D`) takes an image uploaded for it,
    /// and a value the file no longer takes after a save is dropped rather than breaking the build.
    @Test func anImageParameterTakesAnUpload() async throws {
        let lumaWipe = """
            uniform sampler2D luma;
            uniform float spread; // = 0.1
            vec4 transition(vec2 uv) {
              float edge = texture2D(luma, uv).r;
              return mix(getFromColor(uv), getToColor(uv), smoothstep(edge - spread, edge + spread, progress));
            }
            """
        try await PreviewTestServer.with(shaders: ["luma-wipe.glsl": lumaWipe]) { server, folder in
            let client = try server.connect()
            let session = try await client.nextText("hello").session ?? ""
            try client.send(["type": "select", "name": "luma-wipe"])
            let state = try await client.nextState(showing: "luma-wipe")
            #expect(state.parameters?.contains { $0.name == "luma" && $0.type == "image" } == true)
            try client.send(["type": "param", "name": "spread", "value": "0.01"])
            try client.send(["type": "progress", "progress": 0.5, "seq": 1])
            let before = try Image(encoded: try await client.nextFrame(seq: 1).jpeg)
            // Left half white (revealed late), right half black (revealed early).
            var pixels = [UInt8](repeating: 255, count: 64 * 64 * 4)
            for y in 0..<64 { for x in 32..<64 { pixels[(y * 64 + x) * 4..<(y * 64 + x) * 4 + 3] = [0, 0, 0] } }
            let mask = try Image(width: 64, height: 64, pixels: pixels).pngData()
            let upload = try await server.send(
                method: "POST", path: "/api/sessions/\(session)/images/luma?name=mask.png",
                headers: ["Origin": server.origin], body: mask)
            #expect(upload.status == 200, "\(upload.text)")
            _ = try await client.next("the state after the upload") { $0.text?.type == "state" }
            try client.send(["type": "progress", "progress": 0.5, "seq": 2])
            let after = try Image(encoded: try await client.nextFrame(seq: 2).jpeg)
            #expect(difference(before, after).mean > 5, "the mask changed the frame")

            let saved = lumaWipe.replacingOccurrences(
                of: "uniform float spread; // = 0.1", with: "uniform int spread; // = 1"
            )
            .replacingOccurrences(
                of: "edge - spread, edge + spread", with: "edge - 0.1 * float(spread), edge + 0.1 * float(spread)")
            try write(saved, to: folder.appendingPathComponent("luma-wipe.glsl"))
            let reloaded = try await client.next("the state of the saved file") {
                $0.text?.type == "state"
                    && $0.text?.parameters?.contains { $0.name == "spread" && $0.type == "int" } == true
            }
            #expect(reloaded.text?.error == nil, "\(reloaded.text?.error?.text ?? "")")
            #expect(reloaded.text?.command?.contains("spread=0.01") == false, "a value of the old type is dropped")
            await client.close()
        }
    }

    @Test func aNewFileJoinsThePickerAndADeletedOneLeavesIt() async throws {
        let folder = try shaderFolder(["my-wipe.glsl": wipeShader])
        defer { try? FileManager.default.removeItem(at: folder) }
        try await PreviewTestServer.withPage({ $0.shaderDirectories = [folder.path] }) { _, client in
            try write(wipeShader, to: folder.appendingPathComponent("second-wipe.glsl"))
            _ = try await client.next("the library with the new file") {
                $0.text?.type == "library" && $0.text?.effects?.contains { $0.name == "second-wipe" } == true
            }
            try FileManager.default.removeItem(at: folder.appendingPathComponent("second-wipe.glsl"))
            _ = try await client.next("the library without it") {
                $0.text?.type == "library" && $0.text?.effects?.contains { $0.name == "second-wipe" } == false
            }
        }
    }

    @Test func twentyPagesAtOnceAllGetTheirFrames() async throws {
        try await PreviewTestServer.with({ $0.maximumPages = 20 }) { server in
            let clients = try (0..<20).map { _ in try server.connect() }
            let names = ["fade", "cube", "card-stack", "Sepia", "wipeleft"]
            for (index, client) in clients.enumerated() {
                try client.send([
                    "type": "select",
                    "name": names[index % names.count] == "Sepia" ? "SepiaToneFilter" : names[index % names.count],
                ])
                try client.send(["type": "progress", "progress": Double(index) / 20, "seq": 1000 + index])
            }
            for (index, client) in clients.enumerated() {
                let frame = try await client.nextFrame(seq: UInt32(1000 + index), timeout: 60)
                #expect(frame.progress == Double(index) / 20)
            }
            #expect(await server.hub.sessionCount == 20)
            for client in clients { await client.close() }
            #expect(await PreviewTestServer.eventually { await server.hub.sessionCount == 0 })
        }
    }

    /// A page that goes, even mid-frame, lets go of its renderer: every GL object it made is deleted.
    @Test func aPageThatGoesFreesItsRendererAndTextures() async throws {
        try await PreviewTestServer.with { server in
            let baseline = server.liveObjects
            let client = try server.connect()
            _ = try await client.nextFrame()
            try client.send(["type": "select", "name": "cube"])
            _ = try await client.nextState(showing: "cube")
            _ = try await client.nextFrame()
            #expect(server.liveObjects > baseline)
            try client.send(["type": "play", "duration": 5, "curve": "linear"])
            _ = try await client.nextFrame()
            client.drop()
            #expect(await PreviewTestServer.eventually { await server.hub.sessionCount == 0 })
            #expect(
                await PreviewTestServer.eventually { server.liveObjects == baseline },
                "\(server.liveObjects) alive, \(baseline) before")
        }
    }

    @Test func exportWritesAnMP4OfTheTransitionAsShown() async throws {
        guard let ffprobe = ChildProcess.locate("ffprobe") else {
            #expect(ProcessInfo.processInfo.environment["SEGUE_REQUIRE_GPU"] != "1", "CI installs ffmpeg")
            return
        }
        try await PreviewTestServer.withPage { server, client in
            try client.send(["type": "export", "fps": 12, "duration": 1])
            let exported = try await client.nextText("exported", timeout: 60)
            let url = try #require(exported.url)
            #expect(url.hasPrefix("/api/exports/") && url.hasSuffix(".mp4"))
            let response = try await server.send(path: url)
            #expect(response.status == 200)
            #expect(response.headers["content-type"] == "video/mp4")
            let file = FileManager.default.temporaryDirectory.appendingPathComponent(
                "preview-export-\(UUID().uuidString).mp4")
            defer { try? FileManager.default.removeItem(at: file) }
            #expect(try probedVideo(response.body, ffprobe: ffprobe, in: file) == "160,90,13")
        }
    }
}
