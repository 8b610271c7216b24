import HTTPTypes
import Synchronization

/// Which pages may talk to the server. A page on another site must not drive it (cross-site
/// WebSocket hijacking) nor post to it, and a loopback server answers only to loopback names, so
/// that a site whose name is made to point at 127.0.0.1 (DNS rebinding) is refused too.
final class PreviewOrigins: Sendable {
    private let host: String
    private let loopback: Bool
    /// The port listened on, known once the server is up (the configured one may be 0).
    private let boundPort = Atomic<Int>(0)

    init(configuration: PreviewConfiguration) {
        host = configuration.host
        loopback = configuration.isLoopback
    }

    func listening(on port: Int) {
        boundPort.store(port, ordering: .releasing)
    }

    /// The port listened on; 0 until the server is up.
    var port: Int { boundPort.load(ordering: .acquiring) }

    /// The names the server answers to on a loopback address; any, once the user opened it to others.
    func allows(authority: String?) -> Bool {
        guard loopback else { return authority != nil }
        guard let authority else { return false }
        let names = ["127.0.0.1", "localhost", "[::1]", Self.bracketed(host)]
        return names.contains { authority == "\($0):\(port)" }
    }

    /// Whether the page that sent `request` is this server's own: an Origin naming the host the
    /// request was sent to, which is one the server answers to.
    func allows(_ request: HTTPRequest) -> Bool {
        guard allows(authority: request.authority), let origin = request.headerFields[.origin] else { return false }
        return origin == "http://" + (request.authority ?? "")
    }

    /// The URL the page is served at, without the token (`PreviewAccess.pageURL` has it).
    var pageURL: String {
        "http://\(Self.bracketed(host)):\(port)/"
    }

    /// An IPv6 address as a URL names it.
    static func bracketed(_ host: String) -> String {
        host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
    }
}
