import BrowserDriver
import Foundation
import Testing

@testable import SeguePreview

/// What one client can make the server hold: a body bigger than an upload may be is refused
/// before it is read, and pages past `--max-pages` are told why and closed.
@Suite(.requiresGPU, .serialized)
struct PreviewLimitsTests {
    /// Posts an upload to `session` as the page does (its origin, the token's cookie) with the
    /// extra `headers` and as much of `body` as the server takes; the answer's status line, its
    /// body as text, and how long it took.
    ///
    /// Over a raw socket of its own, not `LoopbackHTTP`: that sends a `Content-Length` of the body
    /// it is given and the whole body, while these tests announce a length they never send, or
    /// send chunks of their own framing.
    private static func post(
        _ server: PreviewTestServer, session: String, headers: String, body: [UInt8]
    ) async throws -> (status: String, text: String, seconds: Double) {
        try await offThePool { try postBlocking(server, session: session, headers: headers, body: body) }
    }

    private static func postBlocking(
        _ server: PreviewTestServer, session: String, headers: String, body: [UInt8]
    ) throws -> (status: String, text: String, seconds: Double) {
        let socket = try LoopbackSocket(port: server.port, timeout: 20)
        defer { socket.close() }
        var head = "POST /api/sessions/\(session)/images/from?name=big.png HTTP/1.1\r\n"
        head += "Host: 127.0.0.1:\(server.port)\r\nOrigin: \(server.origin)\r\n"
        head += "Cookie: segue-preview-\(server.port)=\(server.token ?? "")\r\n\(headers)\r\n"
        let started = Date()
        // The server may answer and close before it has all of the body.
        try? socket.write(Array(head.utf8) + body)
        let answer = try socket.readHead()
        let seconds = Date().timeIntervalSince(started)
        let status = String(answer.prefix { $0 != "\r" })
        let length = answer.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
            .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) }
        let text = try length.map { String(decoding: try socket.read($0), as: UTF8.self) } ?? ""
        return (status, text, seconds)
    }

    /// A `Content-Length` past the limit is answered 413 before any of the body is waited for,
    /// however little of it arrives (it was held open for over a minute).
    @Test func aBodyAnnouncedOverTheLimitIsRefusedAtOnce() async throws {
        try await PreviewTestServer.with({ $0.maximumUploadBytes = 200_000 }) { server in
            let client = try server.connect()
            let session = try await client.nextText("hello").session ?? ""
            for length in ["1000000000000000", "200001"] {
                let answer = try await Self.post(
                    server, session: session, headers: "Content-Length: \(length)\r\n",
                    body: [UInt8](repeating: 0, count: 1000))
                #expect(answer.status.hasPrefix("HTTP/1.1 413"), "Content-Length: \(length): \(answer.status)")
                #expect(answer.seconds < 5, "answered after \(answer.seconds) s")
                #expect(
                    answer.text.contains("segue preview: an upload may have at most 200000 bytes"), "\(answer.text)")
            }
            await client.close()
        }
    }

    /// A body sent in chunks, which announces no length, is cut off where it passes the limit.
    @Test func aChunkedBodyOverTheLimitIsRefused() async throws {
        try await PreviewTestServer.with({ $0.maximumUploadBytes = 200_000 }) { server in
            let client = try server.connect()
            let session = try await client.nextText("hello").session ?? ""
            let chunk = Array("4000\r\n".utf8) + [UInt8](repeating: 7, count: 0x4000) + Array("\r\n".utf8)
            let body = Array(Array(repeating: chunk, count: 20).joined()) + Array("0\r\n\r\n".utf8)
            let answer = try await Self.post(
                server, session: session, headers: "Transfer-Encoding: chunked\r\n", body: body)
            #expect(answer.status.hasPrefix("HTTP/1.1 413"), "\(answer.status)")
            #expect(answer.text.contains("at most 200000 bytes"), "\(answer.text)")
            // Under the limit, chunks are an upload like any other (this one is no image).
            let small = Array(chunk.prefix(6 + 0x4000 + 2)) + Array("0\r\n\r\n".utf8)
            let refused = try await Self.post(
                server, session: session, headers: "Transfer-Encoding: chunked\r\n", body: small)
            #expect(refused.status.hasPrefix("HTTP/1.1 400"), "\(refused.status)")
            #expect(refused.text.contains("big.png"), "\(refused.text)")
            await client.close()
        }
    }

    /// One page past `maximumPages` gets one line saying why and is closed, holding no renderer;
    /// once a page goes, another may come.
    @Test func aPagePastTheLimitIsToldWhyAndClosed() async throws {
        try await PreviewTestServer.with({ $0.maximumPages = 2 }) { server in
            let pages = try (0..<2).map { _ in try server.connect() }
            for page in pages { _ = try await page.nextFrame() }
            let objects = server.liveObjects
            let extra = try server.connect()
            let refusal = try await extra.nextText("refused")
            #expect(
                refusal.message
                    == "segue preview: 2 pages are open already, the most it serves at once (--max-pages): "
                    + "close one and reload")
            #expect(await PreviewTestServer.eventually(timeout: 5) { extra.isClosed }, "the connection is closed")
            #expect(extra.received.count == 1, "nothing but the refusal: no hello, no frame")
            #expect(await server.hub.sessionCount == 2)
            #expect(server.liveObjects == objects, "the refused page made no GL objects")
            await pages[0].close()
            #expect(await PreviewTestServer.eventually { await server.hub.sessionCount == 1 })
            let next = try server.connect()
            _ = try await next.nextFrame()
            await next.close()
            await pages[1].close()
        }
    }
}
