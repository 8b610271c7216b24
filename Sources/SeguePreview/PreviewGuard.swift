import Hummingbird

/// What every request passes before any route sees it, in this order: a name the server answers
/// to (`PreviewOrigins`), the token (`PreviewAccess`), and a body no bigger than an upload may be
/// (`UploadLimit`). A browser that showed the token in the URL gets the cookie with the answer.
struct PreviewGuard: RouterMiddleware {
    typealias Context = BasicRequestContext
    let access: PreviewAccess
    let uploadLimit: UploadLimit

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard access.origins.allows(authority: request.head.authority) else {
            throw HTTPError(.misdirectedRequest, message: "this server answers to 127.0.0.1, localhost and [::1] only")
        }
        let verdict = access.verdict(for: request.head)
        guard case .allowed(let inQuery) = verdict else { return access.refusal(verdict) }
        try uploadLimit.check(request.headers)
        var response = try await next(request, context)
        if inQuery { response.headers[.setCookie] = access.cookie }
        return response
    }
}
