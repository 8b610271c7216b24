import Foundation
import Testing

@testable import SeguePreview

/// A preview only its owner can use: every request shows the token `segue preview` printed, in
/// the URL or the cookie the page got with it.
@Suite(.requiresGPU, .serialized)
struct PreviewAccessTests {
    @Test func tokensAreRandomAndComparedWhole() {
        let (a, b) = (PreviewToken.random(), PreviewToken.random())
        #expect(a.count == 64 && a.allSatisfy(\.isHexDigit))
        #expect(a != b)
        #expect(PreviewToken.matches(a[...], a))
        #expect(!PreviewToken.matches(a.dropLast(), a))
        #expect(!PreviewToken.matches((a.dropLast() + "x")[...], a))
        #expect(!PreviewToken.matches("", a))
        #expect(PreviewToken.isValid("abc-DEF_1.2~3"))
        for bad in ["", "a b", "a;b", "a=b", "ä", String(repeating: "a", count: 257)] {
            #expect(!PreviewToken.isValid(bad), "\(bad)")
        }
    }

    /// The page, the API, the samples, the exports and uploads: none is served without the token,
    /// and the refusal is one line that says what to open without giving the token away.
    @Test func everyRequestNeedsTheToken() async throws {
        try await PreviewTestServer.with { server in
            let token = try #require(server.token)
            let client = try server.connect()
            let session = try await client.nextText("hello").session ?? ""
            _ = try await client.nextFrame()
            let requests: [(method: String, path: String)] = [
                ("GET", "/"), ("GET", "/api/library"), ("GET", "/api/samples/from.png"),
                ("GET", "/api/exports/\(UUID().uuidString).mp4"), ("POST", "/api/sessions/\(session)/images/from"),
                ("GET", "/ws"), ("GET", "/no/such/page"),
            ]
            let origin = ["Origin": server.origin]
            for (method, path) in requests {
                let what = "\(method) \(path)"
                let bare = try await server.send(
                    method: method, path: path, headers: origin.merging(["Cookie": ""]) { $1 })
                #expect(bare.status == 401, "\(what)")
                #expect(bare.text.hasPrefix("segue preview: this page needs the token printed by `segue preview`"))
                #expect(bare.text.contains("(http://127.0.0.1:\(server.port)/?token=…)"), "\(bare.text)")
                #expect(bare.text.split(separator: "\n").count == 1 && !bare.text.contains(token), "\(bare.text)")
                let separator = path.contains("?") ? "&" : "?"
                for wrong in [
                    try await server.send(method: method, path: path + separator + "token=abc", headers: origin),
                    try await server.send(
                        method: method, path: path,
                        headers: origin.merging(PreviewTestServer.cookie(port: server.port, token: "abc")) { $1 }),
                    try await server.send(
                        method: method, path: path,
                        headers: origin.merging(["Cookie": "segue-preview-\(server.port)=\(token.dropLast())"]) { $1 }),
                ] {
                    #expect(wrong.status == 401, "\(what)")
                    #expect(wrong.text.hasPrefix("segue preview: wrong token"), "\(what): \(wrong.text)")
                }
            }
            // Another server's cookie (another port) is no token here.
            let neighbour = try await server.send(
                path: "/", headers: ["Cookie": "segue-preview-\(server.port + 1)=\(token); theme=dark"])
            #expect(neighbour.status == 401 && neighbour.text.contains("needs the token"))
            await client.close()
        }
    }

    /// The printed URL opens the page and gives the browser the token in a cookie no script reads
    /// and no other site's request carries, which then opens everything else.
    @Test func theTokenInTheURLOpensThePageAndLeavesACookie() async throws {
        try await PreviewTestServer.with { server in
            let token = try #require(server.token)
            let page = try await server.send(path: "/?token=\(token)", headers: ["Cookie": ""])
            #expect(page.status == 200)
            #expect(page.text.contains("<canvas id=\"frame\""))
            let cookie = try #require(page.headers["set-cookie"])
            #expect(cookie.hasPrefix("segue-preview-\(server.port)=\(token);"), "\(cookie)")
            #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict") && cookie.contains("Path=/"))
            let jar = ["Cookie": "theme=dark; " + String(cookie.prefix { $0 != ";" })]
            let library = try await server.send(path: "/api/library", headers: jar)
            #expect(library.status == 200 && library.text.contains("pixellate"))
            #expect(library.headers["set-cookie"] == nil, "the cookie is set once, from the URL")
            #expect(
                try await server.send(path: "/api/samples/to.png?token=\(token)", headers: ["Cookie": ""]).status == 200
            )
        }
    }

    @Test func aWebSocketWithoutTheTokenIsRefused() async throws {
        try await PreviewTestServer.with { server in
            let token = try #require(server.token)
            let port = server.port
            for wrong in [nil, "abc", String(token.dropFirst())] {
                let error = #expect(throws: PreviewTestFailure.self, "token \(wrong ?? "none")") {
                    try PreviewClient(port: port, origin: server.origin, token: wrong)
                }
                // Hummingbird answers a refused upgrade 400 with no body; a browser shows none anyway.
                #expect(error?.description.contains("400") == true, "\(error?.description ?? "")")
            }
            #expect(throws: PreviewTestFailure.self) {
                try PreviewClient(port: port, path: "/ws?token=abc", origin: server.origin, token: token)
            }
            let byCookie = try PreviewClient(port: port, origin: server.origin, token: token)
            _ = try await byCookie.nextFrame()
            let byURL = try PreviewClient(port: port, path: "/ws?token=\(token)", origin: server.origin, token: nil)
            _ = try await byURL.nextFrame()
            #expect(await server.hub.sessionCount == 2)
            await byCookie.close()
            await byURL.close()
        }
    }

    /// A preview started with the token turned off serves anyone that the host and origin checks let in.
    @Test func withoutATokenTheOriginChecksStillHold() async throws {
        try await PreviewTestServer.with({ $0.token = nil }) { server in
            #expect(server.token == nil)
            #expect(try await server.send(path: "/").status == 200)
            #expect(try await server.send(path: "/api/library").headers["set-cookie"] == nil)
            let client = try server.connect()
            _ = try await client.nextFrame()
            #expect(throws: PreviewTestFailure.self) {
                try PreviewClient(port: server.port, origin: "http://evil.example", token: nil)
            }
            await client.close()
        }
    }
}
