import BrowserDriver
import Foundation
import Segue
import Testing

@testable import SeguePreview

/// A preview server run inside the test process on a free loopback port, with its hub at hand
/// (counters, sessions); stopped by cancelling its task.
struct PreviewTestServer: Sendable {
    let hub: PreviewHub
    let port: Int
    private let task: Task<Void, any Error>

    /// The configuration tests start from: small frames, a quiet log; `configure` changes the rest.
    static func configuration(_ configure: (inout PreviewConfiguration) -> Void = { _ in }) -> PreviewConfiguration {
        var configuration = PreviewConfiguration()
        configuration.size = FrameSize(width: 160, height: 90)
        // Stopping by cancellation makes the HTTP server log errors that say only that.
        configuration.serverLogLevel = .critical
        configure(&configuration)
        return configuration
    }

    /// Runs `body` against a server configured by `configure`, then stops it.
    static func with(
        _ configure: (inout PreviewConfiguration) -> Void = { _ in }, _ body: (PreviewTestServer) async throws -> Void
    ) async throws {
        let server = PreviewServer(configuration: configuration(configure))
        let hub = try server.makeHub()
        let (ready, readiness) = AsyncStream<String>.makeStream()
        let task = Task {
            defer { try? FileManager.default.removeItem(at: hub.exports) }
            try await server.serve(hub, handlingSignals: false) { url in
                readiness.yield(url)
                readiness.finish()
            }
        }
        guard let url = await ready.first(where: { _ in true }), let port = URL(string: url)?.port else {
            task.cancel()
            _ = await task.result
            throw PreviewTestFailure("the server did not start")
        }
        let running = PreviewTestServer(hub: hub, port: port, task: task)
        do {
            try await body(running)
        } catch {
            await running.stop()
            throw error
        }
        await running.stop()
    }

    func stop() async {
        task.cancel()
        _ = await task.result
    }

    var origin: String { "http://127.0.0.1:\(port)" }

    /// The token every request must show.
    var token: String? { hub.configuration.token }

    /// The header of the cookie a browser keeps the token in, for a server on `port`.
    static func cookie(port: Int, token: String) -> [String: String] {
        ["Cookie": "segue-preview-\(port)=\(token)"]
    }

    /// A page's connection, from this server's own origin unless told otherwise, with the token.
    func connect(origin: String? = nil) throws -> PreviewClient {
        try PreviewClient(port: port, origin: origin ?? self.origin, token: token)
    }

    /// Runs `body` against a server watching a folder of the user's `files` (`shaderFolder`),
    /// removed after.
    static func with(
        shaders files: [String: String], _ body: (PreviewTestServer, URL) async throws -> Void
    ) async throws {
        let folder = try shaderFolder(files)
        defer { try? FileManager.default.removeItem(at: folder) }
        try await with({ $0.shaderDirectories = [folder.path] }) { try await body($0, folder) }
    }

    /// Runs `body` with a page connected to a server configured by `configure`, once the page has
    /// its first frame; closes the page after.
    static func withPage(
        _ configure: (inout PreviewConfiguration) -> Void = { _ in },
        _ body: (PreviewTestServer, PreviewClient) async throws -> Void
    ) async throws {
        try await with(configure) { server in
            let page = try server.connect()
            _ = try await page.nextFrame()
            try await body(server, page)
            await page.close()
        }
    }

    /// A request as the page sends it, with the token's cookie (a `Cookie` in `headers` replaces it).
    func send(
        method: String = "GET", path: String, host: String? = nil, headers: [String: String] = [:],
        body: [UInt8] = []
    ) async throws -> LoopbackHTTP.Response {
        let cookie = token.map { Self.cookie(port: port, token: $0) } ?? [:]
        return try await Self.request(
            port: port, method: method, path: path, host: host, headers: cookie.merging(headers) { $1 }, body: body)
    }

    /// One request to the server on 127.0.0.1:`port`, on a connection of its own, over a plain
    /// socket: its `Host` is `host` (the server's own address when nil), and its path goes as
    /// written, `..`, escapes, `\\` and all, as a hostile client would send it.
    static func request(
        port: Int, method: String = "GET", path: String, host: String? = nil, headers: [String: String] = [:],
        body: [UInt8] = []
    ) async throws -> LoopbackHTTP.Response {
        try await offThePool {
            try LoopbackHTTP.send(port: port, method: method, path: path, host: host, headers: headers, body: body)
        }
    }

    /// GL objects alive now in the server's engine, less the programs its cache keeps for the
    /// next renderer of the same passes (`Engine.cachedPrograms`), which no page holds.
    var liveObjects: Int {
        let counters = hub.engine.counters
        return counters.objectsCreated - counters.objectsDeleted - hub.engine.cachedPrograms
    }

    /// Polls `condition` every 20 ms for up to `timeout` seconds.
    static func eventually(timeout: Double = 10, _ condition: () async throws -> Bool) async rethrows -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try await condition() { return true }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return try await condition()
    }
}

/// Runs `body`, which blocks on a socket, on a thread of its own: blocking the cooperative pool
/// (two threads on a two-core machine) would starve the server, whose handlers run there, while
/// another suite's test blocks the other thread.
func offThePool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try body() }) }.start()
    }
}

struct PreviewTestFailure: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
