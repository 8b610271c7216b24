import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One WebDriver command: JSON in, the answer's `value` out, its error thrown.
enum WebDriverRequest {
    static func send(_ method: String, _ url: URL, _ body: Any? = nil, timeout: Double = 120) async throws -> Any? {
        var request = URLRequest(url: url, timeoutInterval: timeout)
        request.httpMethod = method
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        if let body { request.httpBody = try JSONSerialization.data(withJSONObject: body) }
        let (data, _) = try await URLSession.shared.data(for: request)
        let answer = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) as? [String: Any]
        let value = answer?["value"]
        if let failure = value as? [String: Any], let error = failure["error"] as? String {
            let message = (failure["message"] as? String ?? "").split(separator: "\n").first.map(String.init) ?? ""
            throw WebDriverError(description: "\(method) \(url.lastPathComponent): \(error): \(message)")
        }
        return value is NSNull ? nil : value
    }
}
