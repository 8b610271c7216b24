import Foundation

/// HTTP/1.1 to a server on this machine, over a plain socket: a test sends the exact bytes it
/// means (paths with `..` and escapes a URL library would tidy, any Host and Origin), and
/// chromedriver is understood, whose `Name:value` headers (no space) Foundation's URLSession on
/// Linux rejects.
public enum LoopbackHTTP {
    /// An answer: its status, headers (names in lower case) and body.
    public struct Response: Sendable {
        public var status: Int
        public var headers: [String: String]
        public var body: [UInt8]
        public var text: String { String(decoding: body, as: UTF8.self) }
    }

    /// Sends one request to 127.0.0.1:`port` and reads the answer until the server closes.
    public static func send(
        port: Int, method: String = "GET", path: String, host: String? = nil, headers: [String: String] = [:],
        body: [UInt8] = []
    ) throws -> Response {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(body.count)\r\n\r\n"
        let socket = try LoopbackSocket(port: port)
        defer { socket.close() }
        // A server refusing the body (413) may answer and close before taking all of it.
        try? socket.write(Array(head.utf8) + body)
        var response = try parse(head: try socket.readHead())
        // Read what Content-Length says (chromedriver keeps the connection open), else to the end.
        if let length = response.headers["content-length"].flatMap({ Int($0) }) {
            response.body = try socket.read(length)
        } else if response.headers["transfer-encoding"]?.lowercased().contains("chunked") == true {
            response.body = try unchunked(try socket.readAll())
        } else {
            response.body = try socket.readAll()
        }
        return response
    }

    /// The body of a chunked message (RFC 9112 §7.1): sizes in hex, each line ending in CRLF.
    static func unchunked(_ bytes: [UInt8]) throws -> [UInt8] {
        var body: [UInt8] = []
        var index = 0
        while index < bytes.count, let lineEnd = bytes[index...].firstIndex(of: 13), lineEnd + 1 < bytes.count {
            let sizeField = String(decoding: bytes[index..<lineEnd], as: UTF8.self).split(separator: ";").first ?? ""
            guard let size = Int(sizeField.trimmingCharacters(in: .whitespaces), radix: 16) else {
                throw LoopbackError(description: "a chunk without a size: \(sizeField)")
            }
            guard size > 0 else { return body }
            let start = lineEnd + 2
            guard start + size <= bytes.count else { throw LoopbackError(description: "a chunk cut short") }
            body += bytes[start..<start + size]
            index = start + size + 2
        }
        throw LoopbackError(description: "a chunked body without its last chunk")
    }

    private static func parse(head: String) throws -> Response {
        let lines = head.components(separatedBy: "\r\n")
        guard let status = lines.first?.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else {
            throw LoopbackError(description: "no HTTP status line: \(lines.first ?? "")")
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        return Response(status: status, headers: headers, body: [])
    }
}
