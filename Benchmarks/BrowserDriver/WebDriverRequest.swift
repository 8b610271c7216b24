import Foundation

/// One WebDriver command: JSON in, the answer's `value` out, its error thrown.
enum WebDriverRequest {
    static func send(_ method: String, _ url: URL, _ body: Any? = nil) async throws -> Any? {
        guard let port = url.port else { throw WebDriverError(description: "no port in \(url)") }
        let bytes = try body.map { Array(try JSONSerialization.data(withJSONObject: $0)) } ?? []
        // The socket blocks, so it waits on a thread of its own, not on one of the task pool's.
        let response = try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(
                    with: Result {
                        try LoopbackHTTP.send(
                            port: port, method: method, path: url.path,
                            headers: ["Content-Type": "application/json; charset=utf-8"], body: bytes)
                    })
            }
        }
        let answer =
            try JSONSerialization.jsonObject(with: Data(response.body), options: [.fragmentsAllowed]) as? [String: Any]
        let value = answer?["value"]
        if response.status >= 400 {
            let failure = value as? [String: Any]
            let error = failure?["error"] as? String ?? "HTTP \(response.status)"
            let message = (failure?["message"] as? String ?? "").split(separator: "\n").first.map(String.init) ?? ""
            throw WebDriverError(description: "\(method) \(url.path): \(error): \(message)")
        }
        return value is NSNull ? nil : value
    }
}
