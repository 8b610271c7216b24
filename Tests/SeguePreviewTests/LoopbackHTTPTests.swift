import Testing

@testable import BrowserDriver

/// The tests' plain-socket HTTP client reads a body of unknown length sent in chunks.
struct LoopbackHTTPTests {
    @Test func aChunkedBodyIsJoinedWithoutItsFraming() throws {
        let message = "4\r\nWiki\r\n6;name=value\r\npedia \r\nE\r\nin \r\n\r\nchunks.\r\n0\r\n\r\n"
        let body = try LoopbackHTTP.unchunked(Array(message.utf8))
        #expect(String(decoding: body, as: UTF8.self) == "Wikipedia in \r\n\r\nchunks.")
        #expect(try LoopbackHTTP.unchunked(Array("0\r\n\r\n".utf8)).isEmpty)
    }

    @Test func aChunkedBodyCutShortIsAnError() {
        for cut in ["4\r\nWi", "4\r\nWiki\r\n", "zz\r\nWiki\r\n0\r\n\r\n", ""] {
            #expect(throws: LoopbackError.self, "\(cut.debugDescription)") {
                try LoopbackHTTP.unchunked(Array(cut.utf8))
            }
        }
    }
}
