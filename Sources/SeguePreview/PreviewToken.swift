/// The secret that makes a preview its owner's: printed in the page's URL, asked of every request.
/// Loopback is shared by every user of the machine, so the address alone proves nothing.
public enum PreviewToken {
    /// A fresh token: 32 bytes from the system's cryptographic generator, as 64 hex digits.
    public static func random() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in
            let byte = UInt8.random(in: .min ... .max, using: &generator)
            return String(byte >> 4, radix: 16) + String(byte & 0x0F, radix: 16)
        }.joined()
    }

    /// Whether `token` can be given with `--token`: it travels in a URL and a cookie unescaped.
    public static func isValid(_ token: String) -> Bool {
        !token.isEmpty && token.count <= 256 && token.allSatisfy(unreserved.contains)
    }

    /// The characters a URL carries as they are (RFC 3986's unreserved), which a cookie may hold too.
    private static let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// Whether `given` is `expected`, taking as long whichever bytes differ, so that timing the
    /// answers does not tell a guesser how much of a guess was right.
    static func matches(_ given: Substring, _ expected: String) -> Bool {
        let (given, expected) = (Array(given.utf8), Array(expected.utf8))
        guard given.count == expected.count else { return false }
        var difference: UInt8 = 0
        for (a, b) in zip(given, expected) { difference |= a ^ b }
        return difference == 0
    }
}
