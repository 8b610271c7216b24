import HTTPTypes
import Hummingbird
import NIOCore

/// The most bytes a request's body may have, enforced before any is read: a request announcing
/// more in its `Content-Length` is answered 413 at once, instead of being held open while a body
/// that will be refused arrives (or never does); one sent in chunks is cut off where it passes
/// the limit (`collect`).
struct UploadLimit: Sendable {
    let maximumBytes: Int

    /// Refuses a request whose `Content-Length` says more than `maximumBytes`.
    func check(_ headers: HTTPFields) throws {
        // A length that does not parse is too big to be ours (or malformed, which NIO refuses).
        if let length = headers[.contentLength], Int(length).map({ $0 > maximumBytes }) ?? true {
            throw tooLarge
        }
    }

    /// The body of `request`, at most `maximumBytes` of it: more is answered 413.
    func collect(_ request: inout Request) async throws -> ByteBuffer {
        do {
            return try await request.collectBody(upTo: maximumBytes)
        } catch is NIOTooManyBytesError {
            throw tooLarge
        }
    }

    /// 413, in one line, asking the client to close the connection: the rest of the body is not
    /// wanted. (Hummingbird reads and drops what still comes, without keeping it.)
    private var tooLarge: HTTPError {
        let size =
            maximumBytes >= 1 << 20 && maximumBytes % (1 << 20) == 0
            ? "\(maximumBytes >> 20) MiB" : "\(maximumBytes) bytes"
        return HTTPError(
            .contentTooLarge, headers: [.connection: "close"],
            message: "segue preview: an upload may have at most \(size)")
    }
}
