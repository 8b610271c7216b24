import BrowserDriver
import Foundation
import Synchronization

/// The preview's measurements: drags at a steady input rate and file saves, each round side by
/// side in one run, reported as medians.
struct PreviewBench: Sendable {
    /// The `segue` program to run, and what it previews.
    let segue, size, transition: String
    let rounds: Int
    let inputRate: Double

    /// One drag's figures, from the page's own clock.
    struct Drag: Codable {
        var framesPerSecond, pointerToFrameMilliseconds, engineMilliseconds: Double
        var frames, inputs: Int
    }

    struct Report: Codable {
        var size, transition: String
        var inputRate: Double
        var drags: [Drag]
        var saveToScreenMilliseconds: [Double]

        private func median(_ values: [Double]) -> Double { Statistics.median(values) ?? .nan }

        var table: String {
            let fps = median(drags.map(\.framesPerSecond))
            let latency = median(drags.map(\.pointerToFrameMilliseconds))
            let save = median(saveToScreenMilliseconds)
            func verdict(_ ok: Bool) -> String { ok ? "meets" : "MISSES" }
            return """
                segue preview, \(size), \(transition), \(drags.count) drags at \(Int(inputRate)) mouse events a second
                frames a second while dragging   \(String(format: "%6.1f", fps))   (target ≥ 30: \(verdict(fps >= 30)))
                pointer to frame, median         \(String(format: "%6.1f", latency)) ms (target ≤ 50 ms: \(verdict(latency <= 50)))
                engine draw + readback, median   \(String(format: "%6.1f", median(drags.map(\.engineMilliseconds)))) ms
                file save to screen, median      \(String(format: "%6.0f", save)) ms (target ≤ 1000 ms: \(verdict(save <= 1000)))
                per drag (fps / ms): \(drags.map { String(format: "%.1f/%.1f", $0.framesPerSecond, $0.pointerToFrameMilliseconds) }.joined(separator: " "))
                per save (ms): \(saveToScreenMilliseconds.map { String(format: "%.0f", $0) }.joined(separator: " "))
                """
        }

        func json() throws -> Data {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            return try encoder.encode(self)
        }
    }

    /// Where the detached run leaves its result for the command's thread.
    final class Outcome: Sendable {
        private let result = Mutex<Result<Report, any Error>?>(nil)
        func set(_ value: Result<Report, any Error>) { result.withLock { $0 = value } }
        func get() throws -> Report { try result.withLock { $0! }.get() }
    }

    func run() async throws -> Report {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "segue-bench-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let shader = folder.appendingPathComponent("bench-colour.glsl")
        try Self.colourShader(0).write(to: shader, atomically: true, encoding: .utf8)
        let (server, url) = try ServerProcess.start(
            segue, arguments: ["preview", "--size", size, "--shaders", folder.path]
        ) {
            line in line.range(of: "Segue preview: ").map { String(line[$0.upperBound...].prefix { $0 != " " }) }
        }
        defer { server.stop() }
        let driver = try ChromeDriver()
        defer { driver.stop() }
        let page = try await driver.newSession()
        try await page.open(url)
        try await page.wait(until: "window.seguePreview.state().framesShown > 0", timeout: 30, "the first frame")
        var drags: [Drag] = []
        var saves: [Double] = []
        for round in 1...rounds {
            drags.append(try await drag(page))
            saves.append(try await save(page, shader: shader, colour: round))
        }
        await page.close()
        return Report(
            size: size, transition: transition, inputRate: inputRate, drags: drags, saveToScreenMilliseconds: saves)
    }

    /// Drags across the whole frame and back at `inputRate`; the page's histories give the figures.
    private func drag(_ page: BrowserSession) async throws -> Drag {
        try await select(transition, on: page)
        let box = try await page.run(
            "const r = document.getElementById('frame').getBoundingClientRect(); const e = document.getElementById('extent');"
                + "e.value = Math.round(r.width); e.dispatchEvent(new Event('change'));"
                + "window.seguePreview.resetTimings(); return [r.left, r.top, r.width, r.height]", as: [Double].self)
        let (left, y, width) = (box[0], box[1] + box[3] / 2, box[2])
        let steps = Int(inputRate * 1.5)
        let start = try await page.run("return performance.now()", as: Double.self)
        try await page.mouse(.pressed, x: left + width - 2, y: y)
        let clock = ContinuousClock()
        let began = clock.now
        for step in 1...steps {
            // Right to left and back, so that progress goes 0 → 1 → 0 and every move changes it.
            let phase = Double(step) / Double(steps)
            let x = left + width - 2 - (width - 4) * (phase < 0.5 ? phase * 2 : 2 - phase * 2)
            try await clock.sleep(until: began + .seconds(Double(step) / inputRate))
            try await page.mouse(.moved, x: x, y: y)
        }
        let end = try await page.run("return performance.now()", as: Double.self)
        try await page.mouse(.released, x: left + width - 2, y: y)
        try await Task.sleep(for: .milliseconds(600))
        let timings = try await page.run("return window.seguePreview.timings()", as: PageTimings.self)
        let during = timings.frameTimes.filter { $0 >= start && $0 <= end }
        return Drag(
            framesPerSecond: Double(during.count) / ((end - start) / 1000),
            pointerToFrameMilliseconds: Statistics.median(timings.latencies) ?? .nan,
            engineMilliseconds: Statistics.median(timings.engine) ?? .nan, frames: during.count, inputs: steps)
    }

    private struct PageTimings: Decodable {
        var latencies: [Double]
        var engine: [Double]
        var frameTimes: [Double]
    }

    /// Saves the shader with a new colour and times until the canvas shows it.
    private func save(_ page: BrowserSession, shader: URL, colour: Int) async throws -> Double {
        try await select("bench-colour", on: page)
        let expected = Self.rgb(colour)
        let check = """
            const c = document.getElementById('frame'); const p = c.getContext('2d').getImageData(c.width >> 1, c.height >> 1, 1, 1).data;
            return Math.abs(p[0] - \(expected.0)) < 12 && Math.abs(p[1] - \(expected.1)) < 12 && Math.abs(p[2] - \(expected.2)) < 12
            """
        let saved = ContinuousClock.now
        try Self.colourShader(colour).write(to: shader, atomically: true, encoding: .utf8)
        while ContinuousClock.now - saved < .seconds(10) {
            if try await page.run(check, as: Bool.self) {
                let elapsed = ContinuousClock.now - saved
                return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
            }
        }
        throw BenchFailure(message: "the saved colour did not reach the page within 10 s")
    }

    private func select(_ name: String, on page: BrowserSession) async throws {
        guard try await page.run("return window.seguePreview.state().transition", as: String?.self) != name else {
            return
        }
        let shown = try await page.run("return window.seguePreview.state().framesShown", as: Int.self)
        try await page.run("window.seguePreview.select(arguments[0])", [name])
        try await page.wait(
            until:
                "window.seguePreview.state().transition === '\(name)' && window.seguePreview.state().framesShown > \(shown)",
            timeout: 30, "\(name)'s first frame")
    }

    /// A distinct, saturated colour for each save.
    static func rgb(_ index: Int) -> (Int, Int, Int) {
        let colours = [(230, 40, 40), (40, 200, 60), (40, 80, 230), (230, 200, 40), (200, 40, 200), (40, 200, 200)]
        return colours[index % colours.count]
    }

    static func colourShader(_ index: Int) -> String {
        let (r, g, b) = rgb(index)
        return """
            // The benchmark's file: one colour, changed on each save.
            vec4 transition(vec2 uv) {
              return vec4(\(Double(r) / 255), \(Double(g) / 255), \(Double(b) / 255), 1.0);
            }
            """
    }
}
