import HummingbirdWebSocket

/// How many pages may be open at once. Each page holds a renderer and two images, so the limit
/// bounds the server's GPU and memory however many tabs (or scripts) connect; one more is told
/// why and closed before it takes anything.
extension PreviewHub {
    /// Keeps `session` when fewer than `maximumPages` are open; says false, keeping nothing, else.
    func admit(_ session: PreviewSession) -> Bool {
        guard sessionCount < configuration.maximumPages else { return false }
        register(session)
        return true
    }

    /// The one line a page past the limit is shown.
    nonisolated var pageLimitMessage: String {
        let pages = configuration.maximumPages == 1 ? "1 page is" : "\(configuration.maximumPages) pages are"
        return "segue preview: \(pages) open already, the most it serves at once (--max-pages): close one and reload"
    }

    /// Tells a page past the limit why in a `refused` message, and closes its connection.
    nonisolated func refuse(_ outbound: WebSocketOutboundWriter) async {
        try? await outbound.write(
            .text(PreviewPayload.text(PreviewPayload.Notice(type: "refused", message: pageLimitMessage))))
        try? await outbound.close(.policyViolation, reason: "too many pages open")
    }
}
