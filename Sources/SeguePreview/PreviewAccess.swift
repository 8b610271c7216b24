import HTTPTypes
import Hummingbird

/// Who may use the preview: whoever shows the token it printed, in the URL's `?token=` or in
/// the cookie the page gets when it is opened with the right one. Checked on top of the names
/// and origins `PreviewOrigins` allows, for the page, the API, uploads, exports and the WebSocket.
struct PreviewAccess: Sendable {
    /// The token every request must show; nil when the user turned it off (`--no-token`).
    let token: String?
    let origins: PreviewOrigins

    /// What a request showed.
    enum Verdict: Equatable {
        /// The right token, in the URL when `inQuery`, else in the cookie (or none is asked for).
        case allowed(inQuery: Bool)
        case missing
        case wrong
    }

    /// The URL to open: the page's, with the token.
    var pageURL: String {
        origins.pageURL + (token.map { "?token=" + $0 } ?? "")
    }

    /// The cookie's name. A browser sends a host's cookies to each of its ports, so each server
    /// names its own: two previews open side by side keep their tokens apart.
    var cookieName: String { "segue-preview-\(origins.port)" }

    /// What `request` showed: a token in its URL decides alone, else the cookie.
    func verdict(for request: HTTPRequest) -> Verdict {
        guard let token else { return .allowed(inQuery: false) }
        if let given = Self.queryToken(request.path ?? "") {
            return PreviewToken.matches(given, token) ? .allowed(inQuery: true) : .wrong
        }
        let cookies = request.headerFields[values: .cookie].flatMap { $0.split(separator: ";") }
        let prefix = cookieName + "="
        guard let cookie = cookies.lazy.map({ $0.drop { $0 == " " } }).first(where: { $0.hasPrefix(prefix) }) else {
            return .missing
        }
        return PreviewToken.matches(cookie.dropFirst(prefix.count), token) ? .allowed(inQuery: false) : .wrong
    }

    /// The first `token=` of the query, as written: a token is unreserved characters only, so one
    /// escaped is none that matches.
    static func queryToken(_ path: String) -> Substring? {
        guard let query = path.split(separator: "?", maxSplits: 1).dropFirst().first else { return nil }
        return query.split(separator: "&").first { $0.hasPrefix("token=") }?.dropFirst("token=".count)
    }

    /// Whether `request` showed the right token, or none is asked for.
    func allows(_ request: HTTPRequest) -> Bool {
        if case .allowed = verdict(for: request) { return true }
        return false
    }

    /// The answer to a request without the right token: one line saying what to open.
    func refusal(_ verdict: Verdict) -> Response {
        let url = origins.pageURL + "?token=…"
        let line =
            verdict == .wrong
            ? "segue preview: wrong token: open the URL printed by `segue preview` (\(url))"
            : "segue preview: this page needs the token printed by `segue preview` (\(url))"
        var headers = HTTPFields()
        headers[.contentType] = "text/plain; charset=utf-8"
        headers[.cacheControl] = "no-store"
        return Response(
            status: .unauthorized, headers: headers, body: .init(byteBuffer: ByteBuffer(string: line + "\n")))
    }

    /// Keeps the token in the browser that opened the page with it, for the page's later requests
    /// (fetches, the WebSocket, links to exports) and a reload of the bare URL: readable by no
    /// script, and sent with no request another site starts.
    var cookie: String {
        "\(cookieName)=\(token ?? ""); Path=/; HttpOnly; SameSite=Strict"
    }
}
