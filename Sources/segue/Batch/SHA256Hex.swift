import Crypto

extension SHA256 {
    /// The digest of `bytes`, as 64 lowercase hex digits.
    static func hex(of bytes: [UInt8]) -> String {
        hash(data: bytes).hexDigits
    }
}

extension SHA256Digest {
    /// The digest as 64 lowercase hex digits, as `sha256sum` prints it.
    var hexDigits: String {
        map { byte in
            let digits = String(byte, radix: 16)
            return byte < 16 ? "0" + digits : digits
        }.joined()
    }
}
