import BrowserDriver
import Foundation
import Segue
import TestPrograms
import Testing

@testable import SeguePreview

/// The page in a real browser (Debian's headless Chromium through chromedriver) against the real
/// `segue preview`: frames, drags, controls, hot reload and export as a user meets them.
///
/// Runs where chromium and chromedriver are installed; `.ci/run` installs them and sets
/// `SEGUE_REQUIRE_BROWSER=1`, so that a missing browser fails there instead of skipping.
@Suite(.requiresGPU, .requiresBrowser, .serialized)
struct PreviewBrowserTests {
    /// A page open on a `segue preview` of two generated images and a folder with `my-wipe`.
    struct Page {
        let browser: BrowserSession
        let driver: ChromeDriver
        let server: ServerProcess
        /// The URL `segue preview` printed, with its token.
        let url: String
        let port: Int
        let folder: URL
        let images: (from: String, to: String)

        func state() async throws -> PageState {
            try await browser.run("return window.seguePreview.state()", as: PageState.self)
        }

        /// The canvas's pixels, as the page drew them.
        func canvas() async throws -> Image {
            let url = try await browser.run(
                "return document.getElementById('frame').toDataURL('image/png')", as: String.self)
            let data = try #require(Data(base64Encoded: String(url.dropFirst("data:image/png;base64,".count))))
            return try Image(encoded: Array(data))
        }

        /// Waits for a frame showing `progress` (and, with `after`, more frames than that count).
        func waitForFrame(progress: Double? = nil, after count: Int? = nil, _ what: String) async throws {
            var conditions = ["window.seguePreview.state().framesShown > \(count ?? 0)"]
            if let progress {
                conditions.append("Math.abs(window.seguePreview.state().lastFrameProgress - \(progress)) < 1e-9")
            }
            try await browser.wait(until: conditions.joined(separator: " && "), timeout: 60, what)
        }

        /// The middle of the frame, in the window's CSS pixels.
        func frameCentre() async throws -> (x: Int, y: Int) {
            let centre = try await browser.run(
                "const r = document.getElementById('frame').getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]",
                as: [Double].self)
            return (Int(centre[0]), Int(centre[1]))
        }
    }

    struct PageState: Decodable {
        var transition: String?
        var progress: Double
        var framesShown: Int
        var lastFrameProgress: Double?
        var error: String?
    }

    static let size = "320x180"

    /// Starts chromedriver and `segue preview`, opens the page, runs `body`, and stops both.
    func withPage(_ body: (Page) async throws -> Void) async throws {
        let folder = try shaderFolder(["my-wipe.glsl": wipeShader])
        defer { try? FileManager.default.removeItem(at: folder) }
        let from = folder.appendingPathComponent("a.png").path
        let to = folder.appendingPathComponent("b.png").path
        try Self.pattern(width: 400, height: 225, seed: 1).writePNG(toFile: from)
        try Self.pattern(width: 400, height: 225, seed: 2).writePNG(toFile: to)
        let (server, url) = try PreviewCLITests.start(
            ["--shaders", folder.path, "--from", from, "--to", to, "--size", Self.size])
        defer { server.stop() }
        let driver = try ChromeDriver()
        defer { driver.stop() }
        let browser = try await driver.newSession()
        do {
            try await browser.open(url)
            let page = Page(
                browser: browser, driver: driver, server: server, url: url, port: URL(string: url)!.port!,
                folder: folder, images: (from, to))
            try await page.waitForFrame("the first frame")
            try await body(page)
        } catch {
            await browser.close()
            throw error
        }
        await browser.close()
    }

    /// A picture with edges and colours everywhere, so that a wrong frame cannot pass for a right one.
    static func pattern(width: Int, height: Int, seed: Int) -> Image {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let index = (y * width + x) * 4
                let check = ((x / (20 + seed * 7)) + (y / (15 + seed * 5))) % 2 == 0
                pixels[index] = UInt8((x * 255) / width)
                pixels[index + 1] = check ? 220 : 40
                pixels[index + 2] = UInt8(((y * 255) / height) ^ (seed * 60))
            }
        }
        return try! Image(width: width, height: height, pixels: pixels)
    }

    /// The canvas shows the frame `segue render --progress` draws at the progress `state()` reports.
    @Test func theCanvasShowsWhatSegueRenderDraws() async throws {
        try await withPage { page in
            for (name, progress) in [("pixellate-dissolve", 0.37), ("my-wipe", 0.62), ("card-stack", 0.5)] {
                let shown = try await page.state().framesShown
                try await page.browser.run("window.seguePreview.select(arguments[0])", [name])
                try await page.waitForFrame(after: shown, "a frame of \(name)")
                try await page.browser.run("window.seguePreview.setProgress(arguments[0])", [progress])
                try await page.waitForFrame(progress: progress, "\(name) at \(progress)")
                let state = try await page.state()
                #expect(state.transition == name)
                #expect(state.error == nil)
                let canvas = try await page.canvas()
                let out = page.folder.appendingPathComponent("\(name).png").path
                let render = PreviewCLITests.segue.run([
                    "render", "--shaders", page.folder.path, "--from", page.images.from, "--to", page.images.to,
                    "--transition", name, "--progress", "\(state.progress)", "--size", Self.size, "--out", out,
                ])
                #expect(render.status == 0, "\(render.stderr)")
                // The page shows JPEGs at the server's quality: the same loss, then the browser's decoder.
                let expected = try Image(
                    encoded: try Image(contentsOfFile: out).jpegData(quality: PreviewConfiguration().jpegQuality))
                let (mean, largest) = difference(canvas, expected)
                // Chromium decodes with libjpeg-turbo as the server encodes: the same pixels, bar rounding.
                #expect(mean < 0.5, "\(name): the canvas differs from segue render by \(mean) levels on average")
                #expect(largest <= 12, "\(name): the canvas differs from segue render by up to \(largest) levels")
            }
        }
    }

    /// A slow drag moves progress with the finger, monotonically, and released before the middle
    /// cancels; a fast flick finishes.
    @Test func dragsDriveTheTransitionLikeAnInteractiveOne() async throws {
        try await withPage { page in
            try await page.browser.run(
                "const e = document.getElementById('extent'); e.value = 400; e.dispatchEvent(new Event('change'))")
            let (x, y) = try await page.frameCentre()
            let before = try await page.state().framesShown
            try await page.browser.perform(
                [.moveTo(x: x + 100, y: y), .down] + Array(repeating: .moveBy(x: -4, y: 0, milliseconds: 40), count: 30)
            )
            try await page.browser.wait(
                until: "Math.abs(window.seguePreview.state().lastFrameProgress - 0.3) < 0.02",
                "the drag's frames, up to 0.3 of the way")
            let during = try await page.browser.run(
                "return window.seguePreview.timings().progresses", as: [Double].self)
            let dragged = Array(during.suffix(try await page.state().framesShown - before))
            #expect(dragged.count >= 5, "\(dragged)")
            #expect(dragged == dragged.sorted(), "progress follows the finger monotonically: \(dragged)")
            try await page.browser.perform([.pause(milliseconds: 300), .up])
            try await page.browser.wait(until: "window.seguePreview.lastGesture() === 'cancelled'", "the cancel")
            try await page.waitForFrame(progress: 0, "the cancelled drag's last frame")

            #expect(try await flick(page, from: (Double(x + 100), Double(y))) == "finished")
            try await page.waitForFrame(progress: 1, "the flick's last frame")
        }
    }

    /// 150 points leftwards in 48 ms, released at once, as mouse events at 60 a second; the
    /// outcome the page was told. Each event carries the time the hand made it, so that a loaded
    /// machine (CI runs every suite at once) delivering them late cannot turn the flick into a
    /// slow drag; the page's `event.timeStamp`s are checked to keep that spacing.
    private func flick(_ page: Page, from start: (x: Double, y: Double)) async throws -> String {
        let count = try await page.browser.run("return window.seguePreview.gestures().length", as: Int.self)
        try await page.browser.run(
            "window.__times = []; const f = document.getElementById('frame');"
                + "for (const n of ['pointerdown', 'pointermove', 'pointerup'])"
                + " f.addEventListener(n, e => window.__times.push(e.timeStamp))"
        )
        let down = Date().timeIntervalSince1970
        try await page.browser.mouse(.pressed, x: start.x, y: start.y, timestamp: down)
        for step in 1...3 {
            try await Task.sleep(for: .milliseconds(16))
            try await page.browser.mouse(
                .moved, x: start.x - 50 * Double(step), y: start.y, timestamp: down + 0.016 * Double(step))
        }
        try await page.browser.mouse(.released, x: start.x - 150, y: start.y, timestamp: down + 0.048)
        try await page.browser.wait(until: "window.seguePreview.gestures().length > \(count)", "the flick's outcome")
        let times = try await page.browser.run("return window.__times", as: [Double].self)
        #expect(
            times.count >= 3 && times.last! - times.first! < 60,
            "the page saw the flick's events at the times they carry: \(times)")
        return try await page.browser.run("return window.seguePreview.gestures()[\(count)]", as: String.self)
    }

    /// With the pinch chosen, ctrl+wheel (a trackpad's pinch) closing in finishes and opening out
    /// cancels; two touch points pinching in finish too; a swipe the wrong way never begins.
    @Test func theOtherHandlersDriveItFromThePage() async throws {
        try await withPage { page in
            let centre = try await page.frameCentre()
            let (x, y) = (Double(centre.x), Double(centre.y))
            func choose(_ kind: String) async throws {
                try await page.browser.run(
                    "const h = document.getElementById('handler'); h.value = '\(kind)'; h.dispatchEvent(new Event('change'))"
                )
            }
            func outcome(after count: Int, _ what: String) async throws -> String {
                try await page.browser.wait(until: "window.seguePreview.gestures().length > \(count)", what)
                return try await page.browser.run("return window.seguePreview.gestures()[\(count)]", as: String.self)
            }
            // The page lifts a wheel pinch when the wheel rests 200 ms. The wheel events are
            // dispatched in one task of the page, as a trackpad's burst, so that a loaded machine
            // cannot split one pinch into two with a stall between two events from the driver.
            func wheel(_ deltaY: Double, times: Int) async throws -> String {
                let count = try await page.browser.run("return window.seguePreview.gestures().length", as: Int.self)
                try await page.browser.run(
                    "const f = document.getElementById('frame');"
                        + "for (let i = 0; i < \(times); i++) f.dispatchEvent(new WheelEvent('wheel', "
                        + "{ deltaY: \(deltaY), ctrlKey: true, clientX: \(x), clientY: \(y), bubbles: true, cancelable: true }))"
                )
                return try await outcome(after: count, "the wheel pinch's outcome")
            }
            try await choose("pinch")
            #expect(try await wheel(120, times: 5) == "finished")
            try await page.waitForFrame(progress: 1, "the pinch's last frame")
            #expect(try await wheel(-120, times: 5) == "cancelled")
            try await page.waitForFrame(progress: 0, "the opened pinch's last frame")

            let count = try await page.browser.run("return window.seguePreview.gestures().length", as: Int.self)
            func touch(_ type: String, spread: Double) async throws {
                let points: [[String: any Sendable]] =
                    type == "touchEnd"
                    ? []
                    : [["x": x - spread / 2, "y": y, "id": 1], ["x": x + spread / 2, "y": y, "id": 2]]
                try await page.browser.devTools("Input.dispatchTouchEvent", ["type": type, "touchPoints": points])
            }
            try await touch("touchStart", spread: 300)
            for step in 1...6 {
                try await Task.sleep(for: .milliseconds(16))
                try await touch("touchMove", spread: 300 - 40 * Double(step))
            }
            try await touch("touchEnd", spread: 0)
            #expect(try await outcome(after: count, "the two-finger pinch's outcome") == "finished")
            try await page.waitForFrame(progress: 1, "the two-finger pinch's last frame")

            try await choose("horizontal-swipe")
            let swipes = try await page.browser.run("return window.seguePreview.gestures().length", as: Int.self)
            try await page.browser.mouse(.pressed, x: x - 100, y: y)
            for step in 1...6 {
                try await Task.sleep(for: .milliseconds(16))
                try await page.browser.mouse(.moved, x: x - 100 + 30 * Double(step), y: y)
            }
            try await page.browser.mouse(.released, x: x + 80, y: y)
            #expect(try await outcome(after: swipes, "the wrong-way swipe's outcome") == "cancelled")
            #expect(try await page.state().lastFrameProgress == 0, "a swipe the wrong way shows the first image")
        }
    }

    /// The page opened with the printed URL keeps its token: reloading that URL or the bare one
    /// draws again; a browser that never had the token is shown why it is refused.
    @Test func thePageKeepsItsTokenAndAPageWithoutItIsRefused() async throws {
        try await withPage { page in
            let bare = "http://127.0.0.1:\(page.port)/"
            #expect(page.url.hasPrefix(bare + "?token="))
            for url in [page.url, bare] {
                try await page.browser.open(url)
                try await page.waitForFrame("a frame after opening \(url == bare ? "the bare URL" : "the printed URL")")
                #expect(try await page.state().error == nil)
            }
            let stranger = try await page.driver.newSession()
            do {
                try await stranger.open(bare)
                let text = try await stranger.run("return document.body.innerText", as: String.self)
                #expect(text.contains("this page needs the token printed by `segue preview`"), "\(text)")
                #expect(!text.contains(page.url), "the refusal does not give the token away")
                try await stranger.open(bare + "?token=not-the-token")
                let wrong = try await stranger.run("return document.body.innerText", as: String.self)
                #expect(wrong.contains("wrong token"), "\(wrong)")
            } catch {
                await stranger.close()
                throw error
            }
            await stranger.close()
        }
    }

    @Test func aParameterControlChangesTheFrame() async throws {
        try await withPage { page in
            var shown = try await page.state().framesShown
            try await page.browser.run("window.seguePreview.select('Vignette')")
            try await page.waitForFrame(after: shown, "the filter's frame")
            try await page.browser.wait(until: "document.querySelector('[data-param=start]')", "the start slider")
            let before = try await page.canvas()
            shown = try await page.state().framesShown
            let type = try await page.browser.run(
                "return document.querySelector('[data-param=start]').type", as: String.self)
            #expect(type == "range", "a number with a range is a slider")
            try await page.browser.run(
                "const s = document.querySelector('[data-param=start]'); s.value = 0.05; s.dispatchEvent(new Event('input'))"
            )
            try await page.waitForFrame(after: shown, "the frame with the new start")
            let (mean, _) = difference(before, try await page.canvas())
            #expect(mean > 2, "the slider changed the frame by \(mean) levels")
        }
    }

    @Test func aBrokenFileShowsItsLineAndFixingItBringsFramesBack() async throws {
        try await withPage { page in
            var shown = try await page.state().framesShown
            try await page.browser.run("window.seguePreview.select('my-wipe')")
            try await page.waitForFrame(after: shown, "my-wipe's frame")
            let file = page.folder.appendingPathComponent("my-wipe.glsl")
            try write(wipeShader.replacingOccurrences(of: "return mix(", with: "return mixx("), to: file)
            try await page.browser.wait(until: "window.seguePreview.state().error", timeout: 5, "the error")
            let error = try #require(try await page.state().error)
            #expect(error.hasPrefix("\(file.path):5:"), "\(error)")
            let highlighted = try await page.browser.run(
                "return document.querySelector('#errorSource .line.at').textContent", as: String.self)
            #expect(highlighted.contains("mixx("))
            shown = try await page.state().framesShown
            try write(
                wipeShader.replacingOccurrences(of: "smoothstep(progress", with: "smoothstep(1.0 - progress"), to: file)
            try await page.browser.wait(
                until:
                    "window.seguePreview.state().error === null && window.seguePreview.state().framesShown > \(shown)",
                timeout: 5, "frames of the fixed file")
            let shownPanel = try await page.browser.run(
                "return document.getElementById('error').classList.contains('shown')", as: Bool.self)
            #expect(!shownPanel)
        }
    }

    @Test func exportGivesAnMP4ThatFFprobeReads() async throws {
        let ffprobe = try #require(ChildProcess.locate("ffprobe"), "ffprobe (ffmpeg) is needed")
        try await withPage { page in
            try await page.browser.run(
                "document.getElementById('exportFps').value = 10; document.getElementById('duration').value = 0.5")
            try await page.browser.click("#export")
            try await page.browser.wait(until: "window.seguePreview.lastExport()", timeout: 60, "the export")
            let url = try await page.browser.run("return window.seguePreview.lastExport()", as: String.self)
            let link = try await page.browser.run("return document.querySelector('#download a').href", as: String.self)
            #expect(link.hasSuffix(url))
            let token = try #require(URLComponents(string: page.url)?.queryItems?.first?.value)
            let response = try LoopbackHTTP.send(
                port: page.port, path: url, headers: PreviewTestServer.cookie(port: page.port, token: token))
            #expect(response.status == 200)
            let file = page.folder.appendingPathComponent("export.mp4")
            #expect(try probedVideo(response.body, ffprobe: ffprobe, in: file) == "320,180,6")
        }
    }
}

extension Trait where Self == ConditionTrait {
    /// Browser tests need chromium and chromedriver; with `SEGUE_REQUIRE_BROWSER=1` they must run.
    static var requiresBrowser: Self {
        .enabled(
            if: ChromeDriver.programs != nil || ProcessInfo.processInfo.environment["SEGUE_REQUIRE_BROWSER"] == "1",
            "no chromium and chromedriver here (set SEGUE_REQUIRE_BROWSER=1 to fail instead)")
    }
}
