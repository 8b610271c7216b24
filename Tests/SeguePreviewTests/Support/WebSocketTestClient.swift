import BrowserDriver
import Foundation
import Synchronization

/// A WebSocket client (RFC 6455) over a plain socket, so that a test controls every byte a page
/// or an attacker could send: the Origin and Host of the upgrade, and the frames afterwards.
///
/// Not a WebSocket library's client: those send an Origin and Host of their own (HummingbirdWSClient's
/// `ws://` and the host without the port, which the server refuses as no page's), and cannot drop
/// a connection without a close.
final class WebSocketTestClient: Sendable {
    /// A whole message from the server.
    enum Message: Sendable {
        case text(String)
        case binary([UInt8])
    }

    private let socket: LoopbackSocket
    private let sending = Mutex<Void>(())

    /// Opens `path` on 127.0.0.1:`port` with the given Origin (none when nil), Host and other
    /// headers (a cookie); throws with the server's status line when it does not switch protocols.
    init(
        port: Int, path: String = "/ws", origin: String?, host: String? = nil, headers: [String: String] = [:],
        receive: @escaping @Sendable (Message?) -> Void
    ) throws {
        socket = try LoopbackSocket(port: port)
        var request = "GET \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nUpgrade: websocket\r\n"
        request += "Connection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
        if let origin { request += "Origin: \(origin)\r\n" }
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { request += "\(name): \(value)\r\n" }
        try socket.write(Array((request + "\r\n").utf8))
        let head = try socket.readHead()
        guard head.hasPrefix("HTTP/1.1 101") else {
            socket.close()
            throw PreviewTestFailure("upgrade refused: \(head.split(separator: "\r\n").first ?? "")")
        }
        let thread = Thread { [socket] in
            Self.readMessages(from: socket, receive: receive) { opcode, payload in
                // Answer pings and the server's close as the protocol asks.
                try? Self.write(opcode: opcode, payload, to: socket)
            }
        }
        thread.start()
    }

    func send(text: String) throws {
        try sending.withLock { _ in try Self.write(opcode: 1, Array(text.utf8), to: socket) }
    }

    func send(binary: [UInt8]) throws {
        try sending.withLock { _ in try Self.write(opcode: 2, binary, to: socket) }
    }

    /// Sends a close frame; the server's close ends the reading.
    func close() {
        try? sending.withLock { _ in try Self.write(opcode: 8, [0x03, 0xE8], to: socket) }
    }

    /// Drops the connection without a close frame, as a page whose tab was killed does.
    func drop() {
        socket.close()
    }

    private static func write(opcode: UInt8, _ payload: [UInt8], to socket: LoopbackSocket) throws {
        var frame: [UInt8] = [0x80 | opcode]
        switch payload.count {
        case ..<126: frame.append(0x80 | UInt8(payload.count))
        case ..<65536: frame += [0x80 | 126, UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
        default: frame += [0x80 | 127] + (0..<8).reversed().map { UInt8((payload.count >> ($0 * 8)) & 0xFF) }
        }
        let mask = (0..<4).map { _ in UInt8.random(in: 0...255) }
        frame += mask
        frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
        try socket.write(frame)
    }

    /// Reads frames until the connection ends, joining fragments; `receive(nil)` marks the end.
    private static func readMessages(
        from socket: LoopbackSocket, receive: (Message?) -> Void, reply: (UInt8, [UInt8]) -> Void
    ) {
        var message: (opcode: UInt8, payload: [UInt8])?
        while let header = try? socket.read(2) {
            let (fin, opcode) = (header[0] & 0x80 != 0, header[0] & 0x0F)
            var length = Int(header[1] & 0x7F)
            if length == 126, let bytes = try? socket.read(2) { length = Int(bytes[0]) << 8 | Int(bytes[1]) }
            if length == 127, let bytes = try? socket.read(8) { length = bytes.reduce(0) { $0 << 8 | Int($1) } }
            guard let payload = try? socket.read(length) else { break }
            switch opcode {
            case 8:
                reply(8, Array(payload.prefix(2)))
                socket.close()
            case 9: reply(10, payload)
            case 10: continue
            default:
                message = opcode == 0 ? (message?.opcode ?? 2, (message?.payload ?? []) + payload) : (opcode, payload)
                guard fin, let whole = message else { continue }
                message = nil
                receive(
                    whole.opcode == 1 ? .text(String(decoding: whole.payload, as: UTF8.self)) : .binary(whole.payload))
            }
        }
        receive(nil)
    }
}
