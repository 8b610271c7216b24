import BrowserDriver
import Foundation
import TestPrograms
import Testing

/// `segue preview` as a user runs it: its URL, its mistakes in one line, Ctrl-C, --host, and a
/// shader that hangs the GPU.
@Suite(.requiresGPU)
struct PreviewCLITests {
    static let segue = BuiltProgram("segue")

    /// Starts `segue preview` with `arguments` and `environment`, returning it and the URL it printed.
    static func start(
        _ arguments: [String], environment: [String: String] = [:]
    ) throws -> (server: ServerProcess, url: String) {
        let (server, url) = try ServerProcess.start(
            segue.url.path, arguments: ["preview"] + arguments, environment: environment
        ) { line in
            guard let range = line.range(of: "Segue preview: ") else { return nil }
            return line[range.upperBound...].split(separator: " ").first.map(String.init)
        }
        return (server, url)
    }

    @Test func mistakesAreOneLineAndAStatus() throws {
        let bad = FileManager.default.temporaryDirectory.appendingPathComponent("preview-bad-\(UUID().uuidString).png")
        try Data("not an image".utf8).write(to: bad)
        defer { try? FileManager.default.removeItem(at: bad) }
        let cases: [([String], Int32, String)] = [
            (["--port", "70000"], 2, "--port must be from 0 to 65535"),
            (["--frame-timeout", "0"], 2, "--frame-timeout must be a positive number"),
            (["--shaders", "/no/such/folder"], 1, "/no/such/folder"),
            (["--from", bad.path], 1, "not a PNG or JPEG file"),
            (["--host", "no-such-host.invalid"], 1, "cannot listen on no-such-host.invalid:0: no such host"),
            (["--max-pages", "0"], 2, "--max-pages must be at least 1"),
            (["--token", "a b"], 2, "the token must be 1 to 256 letters, digits"),
            (["--token", "abc", "--no-token"], 2, "give it or a token, not both"),
        ]
        for (arguments, status, message) in cases {
            let result = Self.segue.run(["preview"] + arguments)
            #expect(result.status == status, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
    }

    @Test func aPortInUseIsSaidPlainly() throws {
        let (first, url) = try Self.start([])
        defer { first.stop() }
        let port = try #require(URL(string: url)?.port)
        let second = Self.segue.run(["preview", "--port", "\(port)"])
        #expect(second.status == 1)
        #expect(
            second.stderr.contains("cannot listen on 127.0.0.1:\(port): Address already in use"), "\(second.stderr)")
    }

    /// Ctrl-C stops the server at once, with a page connected, and leaves no exports behind.
    @Test func ctrlCStopsTheServerWithAPageOpen() async throws {
        let (server, url) = try Self.start(["--port", "0"])
        #expect(url.hasPrefix("http://127.0.0.1:"))
        let client = try PreviewClient(url: url)
        _ = try await client.nextFrame()
        let status = server.stop(signal: SIGINT, timeout: 10)
        #expect(status == 0, "\(server.standardError)")
        #expect(server.standardError.isEmpty, "\(server.standardError)")
    }

    /// The printed URL carries a fresh token each run, which the server asks of every request;
    /// `--token` sets it and `--no-token`, with a warning, turns it off.
    @Test func theURLCarriesTheToken() async throws {
        var tokens: [String] = []
        for _ in 0..<2 {
            let (server, url) = try Self.start([])
            defer { server.stop() }
            let components = try #require(URLComponents(string: url))
            let port = try #require(components.port)
            let token = try #require(components.queryItems?.first { $0.name == "token" }?.value)
            #expect(url == "http://127.0.0.1:\(port)/?token=\(token)")
            #expect(token.count == 64 && token.allSatisfy(\.isHexDigit), "\(token)")
            tokens.append(token)
            #expect(try await PreviewTestServer.request(port: port, path: "/").status == 401)
            #expect(try await PreviewTestServer.request(port: port, path: "/?token=\(token)").status == 200)
            #expect(server.standardError.isEmpty, "\(server.standardError)")
        }
        #expect(tokens[0] != tokens[1], "each run has its own token")

        let (chosen, chosenURL) = try Self.start(["--token", "abc"])
        defer { chosen.stop() }
        let port = try #require(URL(string: chosenURL)?.port)
        #expect(chosenURL == "http://127.0.0.1:\(port)/?token=abc")
        #expect(try await PreviewTestServer.request(port: port, path: "/?token=abc").status == 200)
        #expect(try await PreviewTestServer.request(port: port, path: "/?token=abd").status == 401)

        let (open, openURL) = try Self.start(["--no-token"])
        defer { open.stop() }
        let openPort = try #require(URL(string: openURL)?.port)
        #expect(openURL == "http://127.0.0.1:\(openPort)/")
        #expect(open.standardError.contains("segue: warning: --no-token: anyone who can reach the port"))
        #expect(try await PreviewTestServer.request(port: openPort, path: "/").status == 200)
    }

    /// The token may come from the environment, which other users cannot read as they can a command line.
    @Test func theTokenMayComeFromTheEnvironment() throws {
        let (server, url) = try Self.start([], environment: ["SEGUE_PREVIEW_TOKEN": "from-env"])
        defer { server.stop() }
        #expect(url.hasSuffix("/?token=from-env"))
    }

    @Test func anotherHostIsAnOptInWithAWarning() throws {
        let (server, url) = try Self.start(["--host", "0.0.0.0"])
        defer { server.stop() }
        #expect(url.hasPrefix("http://0.0.0.0:"))
        #expect(server.standardError.contains("warning: listening on 0.0.0.0"))
    }

    /// A frame the GPU does not finish stops the server with the effect's name, as `--frame-timeout`
    /// stops `segue render`: the GL thread cannot be won back from the driver.
    @Test func aShaderThatHangsTheGPUIsBoundedByTheFrameTimeout() async throws {
        let folder = try shaderFolder([
            "hang.glsl": """
            // Never finishes.
            uniform float spin; // = 1.0
            vec4 transition(vec2 uv) {
              float acc = uv.x;
              for (int i = 0; i < 2000000000; i++) { acc = fract(acc * spin + sin(acc + float(i))); }
              return vec4(acc, progress, 0.0, 1.0);
            }
            """
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (server, url) = try Self.start(["--shaders", folder.path, "--frame-timeout", "1"])
        defer { server.stop() }
        let client = try PreviewClient(url: url)
        _ = try await client.nextFrame()
        try client.send(["type": "select", "name": "hang"])
        let status = server.waitForExit(timeout: 30)
        #expect(status == 1)
        #expect(server.standardError.contains("a frame of 'hang' took more than 1 s"), "\(server.standardError)")
    }
}
