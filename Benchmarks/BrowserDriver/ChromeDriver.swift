import Foundation
import Segue

/// Debian's chromedriver and headless Chromium, spoken to over WebDriver's HTTP protocol.
public final class ChromeDriver: Sendable {
    private let server: ServerProcess
    let endpoint: URL
    let chromium: String
    /// The driver's and its browsers' temporary folder: killed browsers leave their scoped
    /// folders behind, and here `stop()` takes them away instead of `/tmp` keeping them.
    private let temporary: URL

    /// Why no browser could be had.
    public struct Unavailable: Error, CustomStringConvertible {
        public var description: String
    }

    /// The chromedriver and chromium on PATH (or `CHROMEDRIVER` and `CHROMIUM`), or nil.
    public static var programs: (driver: String, browser: String)? {
        let environment = ProcessInfo.processInfo.environment
        guard let driver = environment["CHROMEDRIVER"] ?? ChildProcess.locate("chromedriver"),
            let browser = environment["CHROMIUM"] ?? ChildProcess.locate("chromium")
                ?? ChildProcess.locate("chromium-browser") ?? ChildProcess.locate("google-chrome")
        else { return nil }
        return (driver, browser)
    }

    /// Starts chromedriver on a free port.
    public init() throws {
        guard let (driver, browser) = Self.programs else {
            throw Unavailable(
                description: "no chromedriver and chromium on PATH (apt-get install chromium chromium-driver)")
        }
        let temporary = FileManager.default.temporaryDirectory.appendingPathComponent("segue-chromium-\(UUID())")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let started: (server: ServerProcess, ready: String)
        do {
            started = try ServerProcess.start(
                driver, arguments: ["--port=0"], environment: ["TMPDIR": temporary.path], timeout: 30
            ) { line in
                guard let range = line.range(of: "started successfully on port ") else { return nil }
                return String(line[range.upperBound...].prefix { $0.isNumber })
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        let (server, port) = started
        self.server = server
        self.temporary = temporary
        endpoint = URL(string: "http://127.0.0.1:\(port)")!
        chromium = browser
    }

    /// A new headless browser window of `width`×`height` CSS pixels.
    public func newSession(width: Int = 1400, height: Int = 1000) async throws -> BrowserSession {
        let arguments = [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
            "--window-size=\(width),\(height)",
            "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
        ]
        let capabilities: [String: Any] = [
            "capabilities": [
                "alwaysMatch": [
                    "browserName": "chrome", "goog:chromeOptions": ["binary": chromium, "args": arguments],
                ] as [String: Any]
            ]
        ]
        let value = try await WebDriverRequest.send("POST", endpoint.appendingPathComponent("session"), capabilities)
        guard let id = (value as? [String: Any])?["sessionId"] as? String else {
            throw WebDriverError(description: "chromedriver gave no session id: \(String(describing: value))")
        }
        return BrowserSession(base: endpoint.appendingPathComponent("session").appendingPathComponent(id))
    }

    /// Stops chromedriver and any browser it still runs. Nothing of theirs is worth a graceful
    /// end, and chromedriver takes seconds over SIGTERM once a browser of its has been killed.
    public func stop() {
        server.stop(signal: SIGKILL)
        try? FileManager.default.removeItem(at: temporary)
    }
}

/// An error WebDriver answered with, or a request that did not reach it.
public struct WebDriverError: Error, CustomStringConvertible {
    public var description: String
}
