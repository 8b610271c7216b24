import Foundation
import Synchronization

@testable import SeguePreview

/// A test's WebSocket connection to the preview, as the page makes it: every message it
/// receives is kept, in order, for the test to wait for.
final class PreviewClient: Sendable {
    /// A message from the server: JSON text, or a frame.
    enum Message: Sendable {
        case text(ServerMessage)
        case frame(PreviewFrame)

        var frame: PreviewFrame? {
            if case .frame(let frame) = self { return frame }
            return nil
        }

        var text: ServerMessage? {
            if case .text(let message) = self { return message }
            return nil
        }
    }

    private let inbox = Inbox()
    private let socket: WebSocketTestClient

    /// Connects to `path` on `port`, sending `origin` as the Origin header (none when nil), `host`
    /// as the Host (the server's own address when nil) and `token` in the cookie the page gets
    /// (none when nil).
    init(port: Int, path: String = "/ws", origin: String?, host: String? = nil, token: String?) throws {
        let inbox = inbox
        let headers = token.map { PreviewTestServer.cookie(port: port, token: $0) } ?? [:]
        socket = try WebSocketTestClient(port: port, path: path, origin: origin, host: host, headers: headers) {
            message in inbox.receive(message)
        }
    }

    /// Connects as the page opened at `url` (what `segue preview` prints) does: its origin, its token.
    convenience init(url: String) throws {
        guard let components = URLComponents(string: url), let port = components.port else {
            throw PreviewTestFailure("not a URL with a port: \(url)")
        }
        let token = components.queryItems?.first { $0.name == "token" }?.value
        try self.init(port: port, origin: "http://127.0.0.1:\(port)", token: token)
    }

    /// Sends a JSON message.
    func send(_ message: [String: any Sendable]) throws {
        let data = try JSONSerialization.data(withJSONObject: message, options: [.sortedKeys])
        try socket.send(text: String(decoding: data, as: UTF8.self))
    }

    /// Sends text as it is, well-formed or not.
    func send(raw text: String) throws {
        try socket.send(text: text)
    }

    func send(binary bytes: [UInt8]) throws {
        try socket.send(binary: bytes)
    }

    /// The next message after the last one waited for that `matches` accepts; throws after `timeout`
    /// (long: it only bounds a failure, and CI runs every suite at once on two cores).
    @discardableResult
    func next(timeout: Double = 60, _ what: String, where matches: (Message) -> Bool) async throws -> Message {
        // The inbox is read once more after the deadline: tests that block the cooperative pool
        // (other suites' child processes) can keep this task asleep past it while frames arrive.
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let late = Date() >= deadline
            if let found = inbox.take(where: matches) { return found }
            if isClosed { throw PreviewTestFailure("closed while waiting for \(what)") }
            if late { throw PreviewTestFailure("timed out waiting for \(what)") }
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    /// The next frame, or the next one answering input `seq`.
    func nextFrame(seq: UInt32? = nil, timeout: Double = 60) async throws -> PreviewFrame {
        try await next(timeout: timeout, "a frame" + (seq.map { " answering \($0)" } ?? "")) { message in
            guard let frame = message.frame else { return false }
            return seq == nil || frame.seq == seq
        }.frame!
    }

    /// The next text message of `type`.
    func nextText(_ type: String, timeout: Double = 60) async throws -> ServerMessage {
        try await next(timeout: timeout, "a \(type) message") { $0.text?.type == type }.text!
    }

    /// The next state message whose selection is `name`.
    func nextState(showing name: String, timeout: Double = 60) async throws -> ServerMessage {
        try await next(timeout: timeout, "the state of \(name)") {
            $0.text?.type == "state" && $0.text?.selection == name
        }.text!
    }

    /// Every message received so far.
    var received: [Message] { inbox.all }

    var isClosed: Bool { inbox.closed.load(ordering: .acquiring) }

    /// Closes the connection as a page does, and waits for the server's close.
    func close() async {
        socket.close()
        _ = await PreviewTestServer.eventually(timeout: 5) { isClosed }
    }

    /// Drops the connection without closing it, as a killed tab does.
    func drop() {
        socket.drop()
    }

    /// What the connection received, and how far the test has read.
    private final class Inbox: Sendable {
        let messages = Mutex<(all: [Message], cursor: Int)>(([], 0))
        let closed = Atomic<Bool>(false)

        func receive(_ message: WebSocketTestClient.Message?) {
            let decoded: Message
            switch message {
            case nil:
                closed.store(true, ordering: .releasing)
                return
            case .text(let text):
                guard let parsed = try? JSONDecoder().decode(ServerMessage.self, from: Data(text.utf8)) else { return }
                decoded = .text(parsed)
            case .binary(let bytes):
                guard let frame = PreviewFrame(bytes: bytes) else { return }
                decoded = .frame(frame)
            }
            messages.withLock { $0.all.append(decoded) }
        }

        func take(where matches: (Message) -> Bool) -> Message? {
            messages.withLock { state in
                guard let index = state.all[state.cursor...].firstIndex(where: matches) else { return nil }
                state.cursor = index + 1
                return state.all[index]
            }
        }

        var all: [Message] { messages.withLock { $0.all } }
    }
}

/// The fields of the server's JSON messages that tests read.
struct ServerMessage: Decodable, Sendable {
    var type: String
    var message, session, selection, kind, outcome, url, command, plan: String?
    var images: [String: String]?
    var effects: [Effect]?
    var broken: [Problem]?
    var parameters: [Parameter]?
    var error: Problem?

    struct Effect: Decodable, Sendable {
        var name: String
        var kind: String
    }

    struct Problem: Decodable, Sendable {
        var file: String?
        var line: Int?
        var text: String
        var source: [String]?
        var firstLine: Int?
    }

    struct Parameter: Decodable, Sendable {
        var name: String
        var type: String
        var value: String
    }
}
