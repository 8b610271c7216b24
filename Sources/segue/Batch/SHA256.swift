import Foundation

/// SHA-256 for the records' hashes of jobs and outputs: libcrypto's (which uses the CPU's SHA
/// instructions: about 2 GB/s here, against 0.25 GB/s in Swift, and a batch of Y4M renders spent a
/// sixth of its time hashing) when the system has it, else `SoftwareSHA256`. Fed in pieces.
struct SHA256 {
    private var software: SoftwareSHA256?
    private let context: LibCrypto.Context?

    /// `SEGUE_SOFTWARE_SHA256=1` uses the Swift one even where libcrypto loads (for its tests).
    private static let softwareOnly = ProcessInfo.processInfo.environment["SEGUE_SOFTWARE_SHA256"] == "1"

    init() {
        context = Self.softwareOnly ? nil : LibCrypto.Context()
        software = context == nil ? SoftwareSHA256() : nil
    }

    /// Adds `bytes` to what is hashed.
    mutating func update<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
        if let done = bytes.withContiguousStorageIfAvailable({ update(UnsafeRawBufferPointer($0)) }) { return done }
        Array(bytes).withUnsafeBytes { update($0) }
    }

    /// Adds the bytes at `buffer`.
    mutating func update(_ buffer: UnsafeRawBufferPointer) {
        if let context { context.update(buffer) } else { software!.update(buffer) }
    }

    /// The digest of everything added, as 64 lowercase hex digits.
    mutating func finalizeHex() -> String {
        if let context { return context.finalizeHex() }
        return software!.finalizeHex()
    }

    /// The digest of `bytes`, in hex.
    static func hex(of bytes: [UInt8]) -> String {
        var hash = SHA256()
        hash.update(bytes)
        return hash.finalizeHex()
    }
}

/// libcrypto's digest functions, loaded at run time so that Segue does not link OpenSSL.
private enum LibCrypto {
    typealias NewContext = @convention(c) () -> OpaquePointer?
    typealias FreeContext = @convention(c) (OpaquePointer?) -> Void
    typealias Method = @convention(c) () -> OpaquePointer?
    typealias Initialize = @convention(c) (OpaquePointer?, OpaquePointer?, OpaquePointer?) -> Int32
    typealias Update = @convention(c) (OpaquePointer?, UnsafeRawPointer?, Int) -> Int32
    typealias Finish =
        @convention(c) (OpaquePointer?, UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt32>?)
        -> Int32

    /// The loaded functions. Sendable is sound: C function pointers, set once and never changed.
    struct Functions: @unchecked Sendable {
        var new: NewContext
        var free: FreeContext
        var sha256: Method
        var initialize: Initialize
        var update: Update
        var finish: Finish
    }

    /// The functions, or nil where libcrypto 3 or 1.1 cannot be opened.
    static let functions: Functions? = {
        guard let library = dlopen("libcrypto.so.3", RTLD_NOW) ?? dlopen("libcrypto.so.1.1", RTLD_NOW) else {
            return nil
        }
        func load<T>(_ name: String, as type: T.Type) -> T? {
            dlsym(library, name).map { unsafeBitCast($0, to: type) }
        }
        guard let new = load("EVP_MD_CTX_new", as: NewContext.self),
            let free = load("EVP_MD_CTX_free", as: FreeContext.self),
            let sha256 = load("EVP_sha256", as: Method.self),
            let initialize = load("EVP_DigestInit_ex", as: Initialize.self),
            let update = load("EVP_DigestUpdate", as: Update.self),
            let finish = load("EVP_DigestFinal_ex", as: Finish.self)
        else { return nil }
        return Functions(new: new, free: free, sha256: sha256, initialize: initialize, update: update, finish: finish)
    }()

    /// One digest in progress.
    final class Context {
        private let functions: Functions
        private let pointer: OpaquePointer

        init?() {
            guard let functions = LibCrypto.functions, let pointer = functions.new() else { return nil }
            guard functions.initialize(pointer, functions.sha256(), nil) == 1 else {
                functions.free(pointer)
                return nil
            }
            self.functions = functions
            self.pointer = pointer
        }

        deinit { functions.free(pointer) }

        func update(_ buffer: UnsafeRawBufferPointer) {
            guard buffer.count > 0 else { return }
            _ = functions.update(pointer, buffer.baseAddress, buffer.count)
        }

        func finalizeHex() -> String {
            var digest = [UInt8](repeating: 0, count: 32)
            var length: UInt32 = 0
            _ = functions.finish(pointer, &digest, &length)
            return digest.prefix(Int(length)).map { String(format: "%02x", $0) }.joined()
        }
    }
}
