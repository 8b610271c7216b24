import Foundation

extension Image {
    /// Decodes a PNG or JPEG file.
    public init(contentsOfFile path: String) throws(SegueError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadableFile(path: path, reason: FileManager.default.fileExists(atPath: path) ? "permission denied" : "no such file")
        }
        try self.init(encoded: [UInt8](data), name: path)
    }

    /// Decodes PNG or JPEG bytes; `name` appears in errors.
    public init(encoded data: [UInt8], name: String = "image") throws(SegueError) {
        if data.starts(with: PNGCodec.signature) {
            self = try PNGCodec.decode(data, name: name)
        } else if JPEGCodec.isJPEG(data) {
            self = try JPEGCodec.decode(data, name: name)
        } else if data.isEmpty {
            throw .corruptImage(file: name, reason: "the file is empty")
        } else {
            throw .unsupportedImageFormat(file: name)
        }
    }

    /// The image encoded as PNG.
    public func pngData() throws(SegueError) -> [UInt8] {
        try PNGCodec.encode(self)
    }

    /// Writes the image as a PNG file.
    public func writePNG(toFile path: String) throws(SegueError) {
        let data = try pngData()
        guard FileManager.default.createFile(atPath: path, contents: Data(data)) else {
            throw .unwritableFile(path: path)
        }
    }
}
