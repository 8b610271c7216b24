import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// A blocking TCP connection to 127.0.0.1, for tests and tools that need exact bytes on the wire.
public final class LoopbackSocket: @unchecked Sendable {
    // Sendable is sound: one thread reads and, under the client's lock, one writes; closing
    // only shuts the socket down, so a blocked read returns.
    private let descriptor: Int32
    private var buffered: [UInt8] = []
    private let closed = Atomic<Bool>(false)

    /// Connects to `port`; a read waits at most `timeout` seconds.
    public init(port: Int, timeout: Int = 60) throws {
        descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw LoopbackError(description: "socket() failed") }
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
            throw LoopbackError(description: "cannot connect to 127.0.0.1:\(port)")
        }
    }

    deinit {
        Glibc.close(descriptor)
    }

    public func write(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            // A server that answers early (413) may close before taking the whole body.
            guard count > 0 else { throw LoopbackError(description: "the connection closed while sending") }
            sent += count
        }
    }

    /// Exactly `count` bytes; throws when the connection ends first.
    public func read(_ count: Int) throws -> [UInt8] {
        while buffered.count < count {
            guard try fill() else { throw LoopbackError(description: "the connection ended") }
        }
        defer { buffered.removeFirst(count) }
        return Array(buffered[0..<count])
    }

    /// An HTTP head, up to its blank line.
    public func readHead() throws -> String {
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
    public func readAll() throws -> [UInt8] {
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

    public func close() {
        guard !closed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        shutdown(descriptor, Int32(SHUT_RDWR))
    }
}

/// A loopback connection that failed.
public struct LoopbackError: Error, CustomStringConvertible {
    public var description: String
}
