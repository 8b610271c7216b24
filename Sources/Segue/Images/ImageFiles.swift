extension Image {
    /// Decodes a PNG or JPEG file.
    public init(contentsOfFile path: String) throws(ImageError) {
        let data: [UInt8]
        do throws(FileAccess.Failure) {
            data = try FileAccess.read(path)
        } catch {
            throw .unreadableFile(path: path, reason: error.reason)
        }
        try self.init(encoded: data, name: path)
    }

    /// Decodes PNG or JPEG bytes; `name` appears in errors.
    public init(encoded data: [UInt8], name: String = "image") throws(ImageError) {
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
    public func pngData() throws(ImageError) -> [UInt8] {
        try PNGCodec.encode(self)
    }

    /// Writes the image as a PNG file.
    public func writePNG(toFile path: String) throws(ImageError) {
        let data = try pngData()
        do throws(FileAccess.Failure) {
            try FileAccess.write(data, to: path)
        } catch {
            throw .unwritableFile(path: path, reason: error.reason)
        }
    }
}
