import Foundation
import Testing

@testable import SeguePreview

/// The page and samples `segue` carries are the files in the source tree, byte for byte.
struct EmbeddedFilesTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/SeguePreview").standardizedFileURL

    @Test func theEmbeddedBytesAreTheFiles() throws {
        let embedded = [
            "Page/preview.html": EmbeddedFiles.previewHTML, "Samples/from.png": EmbeddedFiles.fromPNG,
            "Samples/to.png": EmbeddedFiles.toPNG,
        ]
        for (path, bytes) in embedded {
            let file = try Data(contentsOf: Self.folder.appendingPathComponent(path))
            #expect(bytes == [UInt8](file), "\(path)")
        }
    }
}
