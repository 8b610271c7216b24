import Foundation
import HTTPTypes
import Hummingbird
import Segue

/// What the server answers over plain HTTP: the page, the library, uploads into a session and
/// the exported clips. Nothing else is served, and no request names a path on disk: an export is
/// asked for by the name the server gave it, checked before the folder of exports is looked in.
struct PreviewRoutes: Sendable {
    let hub: PreviewHub
    let access: PreviewAccess
    var origins: PreviewOrigins { access.origins }

    /// The page may load only what it embeds and talk only to this server.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src 'self' blob: data:; "
        + "media-src 'self' blob:; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    var router: Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        router.add(middleware: PreviewGuard(access: access, uploadLimit: uploadLimit))
        router.get("/") { _, _ in Self.page }
        router.get("/api/library") { _, _ in
            Self.json(PreviewPayload.text(await hub.libraryPayload))
        }
        router.post("/api/sessions/:session/images/:slot") { request, context in
            try await upload(request, context: context)
        }
        router.get("/api/samples/:file") { _, context in
            let file = context.parameters.get("file") ?? ""
            guard file.hasSuffix(".png"), let bytes = PreviewImages.sample(String(file.dropLast(4))) else {
                throw HTTPError(.notFound, message: "no such sample")
            }
            return Response(
                status: .ok, headers: [.contentType: "image/png"], body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
        }
        router.get("/api/exports/:file") { _, context in
            try export(named: context.parameters.get("file") ?? "")
        }
        // Reached only when the upgrade was refused: another site's page, or a name not ours.
        router.get("/ws") { _, _ -> Response in
            throw HTTPError(.forbidden, message: "WebSocket refused: the page must come from this server")
        }
        return router
    }

    private var uploadLimit: UploadLimit { UploadLimit(maximumBytes: hub.configuration.maximumUploadBytes) }

    private static var page: Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/html; charset=utf-8"
        headers[.contentSecurityPolicy] = contentSecurityPolicy
        headers[.cacheControl] = "no-store"
        headers[HTTPField.Name("X-Content-Type-Options")!] = "nosniff"
        return Response(
            status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: EmbeddedFiles.previewHTML)))
    }

    private static func json(_ text: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    /// An image for a session's first or second image or an image parameter, at most
    /// `maximumUploadBytes`, decoded with the limits the CLI applies.
    private func upload(_ request: Request, context: BasicRequestContext) async throws -> Response {
        guard origins.allows(request.head) else {
            throw HTTPError(.forbidden, message: "uploads come from this server's page only")
        }
        guard let text = context.parameters.get("session"), let id = UUID(uuidString: text),
            let session = await hub.session(id)
        else { throw HTTPError(.notFound, message: "no such session") }
        let slot = context.parameters.get("slot") ?? ""
        guard !slot.isEmpty, slot.count <= 64, slot.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" })
        else {
            throw HTTPError(.badRequest, message: "no such image slot")
        }
        var request = request
        let body = try await uploadLimit.collect(&request)
        let name = Self.displayName(request.uri.queryParameters.get("name") ?? "image")
        do {
            try await session.setImage(slot, bytes: Array(buffer: body), name: name)
        } catch {
            throw HTTPError(.badRequest, message: String(describing: error).replacingOccurrences(of: "\n", with: "; "))
        }
        return Self.json(#"{"ok":true}"#)
    }

    /// A file name to show, never used as a path: its last component, printable, short.
    static func displayName(_ name: String) -> String {
        let last = name.split(separator: "/").last.map(String.init) ?? "image"
        let printable = String(last.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.prefix(80))
        return printable.isEmpty ? "image" : printable
    }

    /// An exported clip or still, by the name the export gave it: a UUID and `.mp4` or `.png`.
    private func export(named file: String) throws -> Response {
        let parts = file.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, UUID(uuidString: String(parts[0])) != nil, ["mp4", "png"].contains(parts[1]),
            let data = FileManager.default.contents(atPath: hub.exports.appendingPathComponent(file).path)
        else { throw HTTPError(.notFound, message: "no such export") }
        var headers = HTTPFields()
        headers[.contentType] = parts[1] == "mp4" ? "video/mp4" : "image/png"
        headers[.contentDisposition] = "attachment; filename=\"segue-preview.\(parts[1])\""
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}
