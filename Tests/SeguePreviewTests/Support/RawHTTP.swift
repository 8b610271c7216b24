import Foundation

/// HTTP/1.1 spoken over a plain socket, so that a test sends the exact bytes it means: paths
/// with `..` and percent escapes that a URL library would tidy, any Host and Origin.
enum RawHTTP {
    struct Response {
        var status: Int
        var headers: [String: String]
        var body: [UInt8]
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    /// Sends one request to 127.0.0.1:`port` and reads the answer until the server closes.
    static func send(
        port: Int, method: String = "GET", path: String, host: String? = nil, headers: [String: String] = [:],
        body: [UInt8] = []
    ) throws -> Response {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(body.count)\r\n\r\n"
        let socket = try RawSocket(port: port)
        defer { socket.close() }
        // A server refusing the body (413) may answer and close before taking all of it.
        try? socket.write(Array(head.utf8) + body)
        return try parse(head: try socket.readHead(), body: try socket.readAll())
    }

    private static func parse(head: String, body: [UInt8]) throws -> Response {
        let lines = head.components(separatedBy: "\r\n")
        guard let status = lines.first?.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else {
            throw PreviewTestFailure("no status line: \(lines.first ?? "")")
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        return Response(status: status, headers: headers, body: body)
    }
}
