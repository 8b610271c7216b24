import CLibCrypto
import Foundation

/// SHA-256 through the system's libcrypto (OpenSSL), fed in pieces; the batch records' hashes.
///
/// libcrypto rather than swift-crypto: the system already has it, and swift-crypto compiles
/// BoringSSL, minutes of a newcomer's first build for one hash.
struct SHA256: ~Copyable {
    private let context: OpaquePointer

    init() {
        // Allocation failure is the only way these fail, as for any allocation a programmer error.
        guard let context = EVP_MD_CTX_new(), EVP_DigestInit_ex(context, EVP_sha256(), nil) == 1 else {
            fatalError("libcrypto could not start a SHA-256 digest")
        }
        self.context = context
    }

    deinit { EVP_MD_CTX_free(context) }

    /// Adds `bytes` to the digest.
    mutating func update<Bytes: ContiguousBytes>(data bytes: Bytes) {
        bytes.withUnsafeBytes { buffer in
            _ = EVP_DigestUpdate(context, buffer.baseAddress, buffer.count)
        }
    }

    /// The digest of everything added, as 64 lowercase hex digits (as `sha256sum` prints it).
    consuming func finalize() -> String {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        EVP_DigestFinal_ex(context, &digest, &length)
        return digest.prefix(Int(length)).map { byte in
            let digits = String(byte, radix: 16)
            return byte < 16 ? "0" + digits : digits
        }.joined()
    }

    /// The digest of `bytes`, as 64 lowercase hex digits.
    static func hex(of bytes: [UInt8]) -> String {
        var hash = SHA256()
        hash.update(data: bytes)
        return hash.finalize()
    }
}
