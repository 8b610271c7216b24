import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A WebSocket client (RFC 6455) over a plain socket, so that a test controls every byte a page
/// or an attacker could send: the Origin and Host of the upgrade, and the frames afterwards.
/// (The package's client library sets an Origin of its own, which a test of origins cannot use.)
final class WebSocketTestClient: Sendable {
    /// A whole message from the server.
    enum Message: Sendable {
        case text(String)
        case binary([UInt8])
    }

    private let socket: RawSocket
    private let sending = Mutex<Void>(())

    /// Opens `/ws` on 127.0.0.1:`port` with the given Origin (none when nil) and Host; throws
    /// with the server's status line when it does not switch protocols.
    init(port: Int, origin: String?, host: String? = nil, receive: @escaping @Sendable (Message?) -> Void) throws {
        socket = try RawSocket(port: port)
        var request = "GET /ws HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nUpgrade: websocket\r\n"
        request += "Connection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
        if let origin { request += "Origin: \(origin)\r\n" }
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

    private static func write(opcode: UInt8, _ payload: [UInt8], to socket: RawSocket) throws {
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
        from socket: RawSocket, receive: (Message?) -> Void, reply: (UInt8, [UInt8]) -> Void
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

/// A blocking TCP connection to 127.0.0.1.
final class RawSocket: @unchecked Sendable {
    // Sendable is sound: one thread reads and, under the client's lock, one writes; closing
    // only shuts the socket down, so a blocked read returns.
    private let descriptor: Int32
    private var buffered: [UInt8] = []
    private let closed = Atomic<Bool>(false)

    init(port: Int, timeout: Int = 60) throws {
        descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw PreviewTestFailure("socket() failed") }
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            Glibc.close(descriptor)
            throw PreviewTestFailure("cannot connect to port \(port)")
        }
    }

    deinit {
        Glibc.close(descriptor)
    }

    func write(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            // A server that answers early (413) may close before taking the whole body.
            guard count > 0 else { throw PreviewTestFailure("the connection closed while sending") }
            sent += count
        }
    }

    /// Exactly `count` bytes; throws when the connection ends first.
    func read(_ count: Int) throws -> [UInt8] {
        while buffered.count < count {
            guard try fill() else { throw PreviewTestFailure("the connection ended") }
        }
        defer { buffered.removeFirst(count) }
        return Array(buffered[0..<count])
    }

    /// An HTTP head, up to its blank line.
    func readHead() throws -> String {
        let end: [UInt8] = Array("\r\n\r\n".utf8)
        while true {
            if let range = buffered.firstRange(of: end) {
                defer { buffered.removeFirst(range.upperBound) }
                return String(decoding: buffered[..<range.lowerBound], as: UTF8.self)
            }
            guard try fill() else { return String(decoding: buffered, as: UTF8.self) }
        }
    }

    /// Everything until the server closes.
    func readAll() throws -> [UInt8] {
        while try fill() {}
        defer { buffered = [] }
        return buffered
    }

    private func fill() throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return false }
        buffered += chunk[0..<count]
        return true
    }

    func close() {
        guard !closed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        shutdown(descriptor, Int32(SHUT_RDWR))
    }
}
