import BrowserDriver
import Foundation
import Segue
import Testing

@testable import SeguePreview

/// The server trusts nothing from the network: other sites' pages, other host names, paths,
/// sizes and messages.
@Suite(.requiresGPU, .serialized)
struct PreviewSecurityTests {
    /// Cross-site WebSocket hijacking: a page of another origin (or a client with none) is refused.
    @Test func aWebSocketFromAnotherOriginIsRefused() async throws {
        try await PreviewTestServer.with { server in
            let port = server.port
            for origin in [
                "http://evil.example", "http://127.0.0.1:\(port).evil.example", "https://127.0.0.1:\(port)", "null",
                "http://127.0.0.1:\(port + 1)", "ws://127.0.0.1", "ws://localhost", "",
            ] {
                #expect(throws: PreviewTestFailure.self, "Origin: \(origin)") {
                    try PreviewClient(port: port, origin: origin, token: server.token)
                }
            }
            #expect(throws: PreviewTestFailure.self, "no Origin") {
                try PreviewClient(port: port, origin: nil, token: server.token)
            }
            // DNS rebinding: the right origin for a name that is not ours.
            #expect(throws: PreviewTestFailure.self) {
                try PreviewClient(
                    port: port, origin: "http://evil.example:\(port)", host: "evil.example:\(port)", token: server.token
                )
            }
            let refused = try await server.send(path: "/ws", headers: ["Origin": "http://evil.example"])
            #expect(refused.status == 403)
            // The names of loopback itself are the server's own.
            let local = try PreviewClient(
                port: port, origin: "http://localhost:\(port)", host: "localhost:\(port)", token: server.token)
            _ = try await local.nextFrame()
            await local.close()
        }
    }

    @Test func requestsForAnotherHostNameAreRefused() async throws {
        try await PreviewTestServer.with { server in
            #expect(try await server.send(path: "/").status == 200)
            #expect(try await server.send(path: "/", host: "localhost:\(server.port)").status == 200)
            // A name without the port, as some clients send, is no page's either.
            for host in ["evil.example", "evil.example:\(server.port)", "127.0.0.1", "localhost", "127.0.0.1:1"] {
                let response = try await server.send(path: "/api/library", host: host)
                #expect(response.status == 421, "Host: \(host)")
                #expect(!response.text.contains("pixellate"))
            }
        }
    }

    @Test func thePageForbidsOtherSourcesAndFraming() async throws {
        try await PreviewTestServer.with { server in
            let page = try await server.send(path: "/")
            let policy = page.headers["content-security-policy"] ?? ""
            #expect(policy.contains("default-src 'none'"))
            #expect(policy.contains("connect-src 'self'"))
            #expect(policy.contains("frame-ancestors 'none'"))
            #expect(page.text.contains("<canvas id=\"frame\""))
            #expect(
                !page.text.contains("http://") && !page.text.contains("https://"),
                "the page loads nothing from elsewhere")
        }
    }

    /// Nothing but the page and the server's own exports is served, however a path is spelled.
    @Test func noPathReachesAFileOutsideTheServersOwn() async throws {
        let folder = try shaderFolder(["my-wipe.glsl": wipeShader])
        defer { try? FileManager.default.removeItem(at: folder) }
        try await PreviewTestServer.with({ $0.shaderDirectories = [folder.path] }) { server in
            let secret = server.hub.exports.deletingLastPathComponent().appendingPathComponent(
                "secret-\(UUID().uuidString).png")
            try Data("top secret".utf8).write(to: secret)
            defer { try? FileManager.default.removeItem(at: secret) }
            let name = secret.lastPathComponent
            let paths = [
                "/../../../../etc/passwd", "/%2e%2e/%2e%2e/%2e%2e/etc/passwd", "/..%2f..%2f..%2fetc%2fpasswd",
                "/api/exports/../../../etc/passwd", "/api/exports/..%2f..%2f..%2fetc%2fpasswd",
                "/api/exports/%2e%2e%2f\(name)", "/api/exports/..%2F\(name)", "/api/exports/%252e%252e%252f\(name)",
                "/api/exports/....//\(name)", "/api/exports/\(name)",
                "/api/exports/%00\(name)", "//etc/passwd", "/etc/passwd", "/Page/preview.html", "/Samples/from.png",
                "/\(folder.path)/my-wipe.glsl", "/api/exports/" + String(repeating: "../", count: 20) + "etc/passwd",
                "/api/library/../../etc/passwd", "/api/sessions/../../etc/passwd/images/from",
                // `\` is no character of a request-target (RFC 9112), but a hostile client sends it.
                "/api/exports/..\\\(name)",
            ]
            func expectRefused(_ path: String, status: Int, text: String) {
                #expect((400..<500).contains(status), "\(path): \(status)")
                #expect(!text.contains("root:") && !text.contains("top secret"), "\(path)")
                #expect(!text.contains("softness"), "\(path) served a shader file")
            }
            for path in paths {
                let response = try await server.send(path: path)
                expectRefused(path, status: response.status, text: response.text)
            }
        }
    }

    /// A malformed message is answered with an error message, and the connection stays up.
    @Test func aMalformedMessageGetsAnErrorAndTheConnectionStays() async throws {
        try await PreviewTestServer.withPage { _, client in
            let mistakes: [(String, String)] = [
                ("not json at all", "not a message"), ("[1, 2]", "not a message"), (#"{"no":"type"}"#, "not a message"),
                (#"{"type":"warp"}"#, "unknown message type 'warp'"),
                (#"{"type":"progress"}"#, #"a progress message needs "progress""#),
                (#"{"type":"progress","progress":"half"}"#, "not a message"),
                (#"{"type":"select","name":"no-such-effect"}"#, "no-such-effect"),
                (#"{"type":"param","name":"nope","value":"1"}"#, "has no parameter 'nope'"),
                (#"{"type":"param","name":"smooth","value":"maybe"}"#, "smooth"),
                (
                    #"{"type":"gesture","axis":"diagonal","direction":"negative","extent":100}"#,
                    "axis is horizontal or vertical"
                ),
                (
                    #"{"type":"gesture","axis":"horizontal","direction":"negative","extent":-1}"#,
                    "extent and height must be"
                ),
                (
                    #"{"type":"gesture","kind":"twirl","axis":"horizontal","direction":"negative","extent":1}"#,
                    "kind is one of pan, horizontal-swipe"
                ),
                (
                    #"{"type":"pointer","phase":"down","t":0,"touches":[{"x":0,"y":0},{"x":1,"y":1},{"x":2,"y":2}]}"#,
                    "one or two touches"
                ),
                (#"{"type":"play","duration":1e9}"#, "duration must be"),
                (#"{"type":"play","duration":1,"curve":"wobbly"}"#, "wobbly"),
                (#"{"type":"pointer","phase":"hover","t":0,"x":0,"y":0}"#, "phase is"),
                (#"{"type":"export","fps":0}"#, "export takes"),
            ]
            for (text, expected) in mistakes {
                try client.send(raw: text)
                let error = try await client.nextText("error")
                #expect(error.message?.contains(expected) == true, "\(text) → \(error.message ?? "nil")")
            }
            try client.send(binary: [1, 2, 3])
            #expect(try await client.nextText("error").message?.contains("binary") == true)
            try client.send(["type": "progress", "progress": 0.5, "seq": 99])
            #expect(try await client.nextFrame(seq: 99).progress == 0.5)
        }
    }

    /// A message over the limit ends that connection (WebSocket's "message too big"); others go on.
    @Test func aMessageOverTheLimitEndsOnlyItsConnection() async throws {
        try await PreviewTestServer.with({ $0.maximumMessageBytes = 4096 }) { server in
            let bystander = try server.connect()
            _ = try await bystander.nextFrame()
            let client = try server.connect()
            _ = try await client.nextFrame()
            try client.send(raw: #"{"type":"select","name":""# + String(repeating: "x", count: 10_000) + #""}"#)
            #expect(await PreviewTestServer.eventually(timeout: 10) { client.isClosed })
            try bystander.send(["type": "progress", "progress": 0.3, "seq": 5])
            #expect(try await bystander.nextFrame(seq: 5).progress == 0.3)
            await bystander.close()
        }
    }

    @Test func uploadsAreCheckedForSizePixelsAndKind() async throws {
        try await PreviewTestServer.with({
            $0.maximumUploadBytes = 200_000
            $0.maximumPixelCount = 250_000
        }) { server in
            let client = try server.connect()
            let session = try await client.nextText("hello").session ?? ""
            _ = try await client.nextFrame()
            let origin = ["Origin": server.origin]
            func upload(
                _ bytes: [UInt8], slot: String = "from", session: String = session, headers: [String: String] = origin
            )
                async throws -> LoopbackHTTP.Response
            {
                try await server.send(
                    method: "POST", path: "/api/sessions/\(session)/images/\(slot)?name=red.png",
                    headers: headers, body: bytes)
            }
            let red = try Image(width: 120, height: 80, color: RGBA(255, 0, 0)).pngData()
            #expect(try await upload(red, headers: [:]).status == 403, "an upload from no page")
            #expect(try await upload(red, headers: ["Origin": "http://evil.example"]).status == 403)
            #expect(try await upload(red, session: UUID().uuidString).status == 404)
            #expect(try await upload(red, session: "../../etc").status == 404)
            #expect(try await upload(red, slot: "no-such-parameter").status == 400)
            #expect(try await upload([UInt8](repeating: 7, count: 300_000)).status == 413)
            let corrupt = try await upload(Array(red.prefix(60)))
            #expect(corrupt.status == 400)
            #expect(corrupt.text.contains("red.png"), "\(corrupt.text)")
            let huge = try Image(width: 600, height: 500, color: RGBA(0, 0, 255)).pngData()
            let tooManyPixels = try await upload(huge)
            #expect(tooManyPixels.status == 400)
            #expect(tooManyPixels.text.contains("pixels"), "\(tooManyPixels.text)")
            #expect(try await upload(red).status == 200)
            let state = try await client.next("the new image's state") { $0.text?.images?["from"] == "red.png" }
            #expect(state.text?.error == nil)
            try client.send(["type": "progress", "progress": 0, "seq": 2])
            let frame = try Image(encoded: try await client.nextFrame(seq: 2).jpeg)
            let centre = (frame.height / 2 * frame.width + frame.width / 2) * 4
            #expect(
                frame.pixels[centre] > 200 && frame.pixels[centre + 1] < 40, "the frame shows the uploaded red image")
            await client.close()
        }
    }
}
