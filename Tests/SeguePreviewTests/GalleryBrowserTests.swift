import BrowserDriver
import Foundation
import Synchronization
import TestPrograms
import Testing

/// `segue gallery` as a visitor meets it: the page opened from disk in headless Chromium, every
/// tile's clip or stills decoded, and the search box hiding the tiles that do not match.
///
/// The gallery is drawn small and short (32 pixels wide, two frames a loop) to keep the test
/// quick; `scripts/gallery.sh` draws the real one.
@Suite(.requiresGPU, .requiresBrowser)
struct GalleryBrowserTests {
    static let segue = BuiltProgram("segue")

    /// An effect as `segue list --json` gives it.
    struct Listed: Decodable {
        var name: String
        var summary: String
    }

    @Test func everyTileLoadsAndTheSearchFilters() async throws {
        let folder = try GalleryCLITests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("gallery")
        let made = Self.segue.run(GalleryCLITests.smallGallery(out: out.path))
        try #require(made.status == 0, "\(made.stderr)")
        let listing = Self.segue.run(["list", "--json"])
        let listed = try JSONDecoder().decode([Listed].self, from: Data(listing.stdout.utf8))

        let driver = try ChromeDriver()
        defer { driver.stop() }
        let browser = try await driver.newSession()
        do {
            try await browser.open(out.appendingPathComponent("index.html").absoluteString)
            let names = try await visibleTiles(browser)
            #expect(names == Set(listed.map(\.name)), "one tile per effect `segue list` lists")
            try await expectMediaLoaded(browser)
            let overflow = try await browser.run(
                "return document.documentElement.scrollWidth - document.documentElement.clientWidth", as: Int.self)
            #expect(overflow <= 0, "nothing wider than the window")
            try await expectSearchFilters(browser, listed: listed)
        } catch {
            await browser.close()
            throw error
        }
        await browser.close()
    }

    /// Every still is decoded and every clip has frames to show: none missing, none undecodable.
    func expectMediaLoaded(_ browser: BrowserSession) async throws {
        let ready = """
            Array.from(document.querySelectorAll('.tile img')).every(i => i.complete && i.naturalWidth > 0) \
            && Array.from(document.querySelectorAll('.tile video')).every(v => v.readyState >= 2 && !v.error)
            """
        do {
            try await browser.wait(until: ready, timeout: 30, "every tile's pictures")
        } catch {
            let broken = try await browser.run(
                """
                return Array.from(document.querySelectorAll('.tile img')).filter(i => !(i.complete && i.naturalWidth > 0))
                  .concat(Array.from(document.querySelectorAll('.tile video')).filter(v => v.readyState < 2 || v.error))
                  .map(m => m.closest('.tile').id + ': ' + m.getAttribute('src'))
                """, as: [String].self)
            Issue.record("not loaded: \(broken.joined(separator: ", "))")
        }
        let counts = try await browser.run(
            "return [document.querySelectorAll('.tile video').length, document.querySelectorAll('.tile img').length]",
            as: [Int].self)
        #expect(counts[0] > 80, "a clip for every transition")
        #expect(counts[1] > 200, "stills before and after for every filter and blend")
    }

    /// Typing keeps the tiles whose name or summary holds every word, and says when none does.
    func expectSearchFilters(_ browser: BrowserSession, listed: [Listed]) async throws {
        for query in ["cube", "ffmpeg wipe", "Blur"] {
            try await type(query, into: browser)
            let words = query.lowercased().split(separator: " ")
            let expected = listed.filter { entry in
                words.allSatisfy { (entry.name + " " + entry.summary).lowercased().contains($0) }
            }
            #expect(try await visibleTiles(browser) == Set(expected.map(\.name)), "searching '\(query)'")
            #expect(!expected.isEmpty)
        }
        try await type("no-such-effect", into: browser)
        #expect(try await visibleTiles(browser).isEmpty)
        #expect(try await browser.run("return !document.getElementById('nothing').hidden", as: Bool.self))
        try await type("", into: browser)
        #expect(try await visibleTiles(browser).count == listed.count)
    }

    /// Sets the search box's text as typing does, firing its input event.
    func type(_ text: String, into browser: BrowserSession) async throws {
        try await browser.run(
            "const s = document.getElementById('search'); s.value = arguments[0]; s.dispatchEvent(new Event('input'))",
            [text])
    }

    /// The names of the tiles shown.
    func visibleTiles(_ browser: BrowserSession) async throws -> Set<String> {
        Set(
            try await browser.run(
                "return Array.from(document.querySelectorAll('.tile')).filter(t => !t.hidden).map(t => t.id)",
                as: [String].self))
    }
}

/// `segue gallery`'s mistakes: one line, a status, and no folder half written.
@Suite(.requiresGPU)
struct GalleryCLITests {
    /// The arguments of a gallery drawn as small and short as it can be.
    static func smallGallery(out: String, from: String = "examples/coffee.png") -> [String] {
        [
            "gallery", "--from", from, "--to", "examples/chelsea.png", "--width", "32", "--duration", "0.1",
            "--fps", "10", "--quiet", "--out", out,
        ]
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "segue-gallery-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func mistakesAreOneLineAndLeaveNothing() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let occupied = folder.appendingPathComponent("occupied")
        try FileManager.default.createDirectory(at: occupied, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: occupied.appendingPathComponent("notes.txt"))
        let gallery = folder.appendingPathComponent("gallery").path
        let cases: [([String], Int32, String)] = [
            (Self.smallGallery(out: gallery, from: "/no/such.png"), 1, "/no/such.png"),
            (Self.smallGallery(out: occupied.path), 2, "not a segue gallery"),
            (Self.smallGallery(out: folder.appendingPathComponent("no/such/gallery").path), 2, "does not exist"),
            (Self.smallGallery(out: gallery) + ["--width", "4"], 2, "--width must be between 16 and 1920"),
        ]
        for (arguments, status, message) in cases {
            let result = GalleryBrowserTests.segue.run(arguments)
            #expect(result.status == status, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count == 1, "\(arguments): \(result.stderr)")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(left == ["occupied"], "only the folder that was there: \(left)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: occupied.path) == ["notes.txt"])
    }

    /// A gallery killed with SIGKILL at any point (which no cleanup survives) leaves its hidden
    /// folder, and the next gallery there removes it: after kills early, midway and late, one
    /// full run leaves the gallery alone beside nothing.
    @Test(.requiresGPU) func aKilledGallerysLeftoversGoWithTheNextRun() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let gallery = folder.appendingPathComponent("gallery").path
        for delay in [0.3, 1.5, 3.0] {
            let process = Process()
            process.executableURL = GalleryBrowserTests.segue.url
            process.arguments = Self.smallGallery(out: gallery)
            process.currentDirectoryURL = BuiltProgram.packageRoot
            (process.standardOutput, process.standardError) = (FileHandle.nullDevice, FileHandle.nullDevice)
            try process.run()
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        let result = GalleryBrowserTests.segue.run(Self.smallGallery(out: gallery))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["gallery"])
        #expect(FileManager.default.fileExists(atPath: gallery + "/index.html"))
    }

    /// Three galleries at once from a corrupt image each fail with one line, and leave nothing.
    @Test(.requiresGPU) func threeFailingAtOnceEachSayOneLineAndLeaveNothing() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let corrupt = folder.appendingPathComponent("corrupt.jpg")
        try Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 16, 0x4A, 0x46, 0x49, 0x46, 0, 1]).write(to: corrupt)
        let results = Mutex<[BuiltProgram.Output]>([])
        DispatchQueue.concurrentPerform(iterations: 3) { index in
            let out = folder.appendingPathComponent("gallery-\(index)").path
            let result = GalleryBrowserTests.segue.run(Self.smallGallery(out: out, from: corrupt.path))
            results.withLock { $0.append(result) }
        }
        for result in results.withLock({ $0 }) {
            #expect(result.status == 1, "\(result.stderr)")
            #expect(result.stderr.hasPrefix("segue: error: ") && result.stderr.split(separator: "\n").count == 1)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["corrupt.jpg"])
    }
}
