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
        try write(pngData(), to: path)
    }

    /// The image encoded as JPEG at `quality` (1…100); alpha is dropped.
    public func jpegData(quality: Int = 90) throws(ImageError) -> [UInt8] {
        try JPEGCodec.encode(self, quality: quality)
    }

    /// Writes the image as a JPEG file at `quality` (1…100); alpha is dropped.
    public func writeJPEG(toFile path: String, quality: Int = 90) throws(ImageError) {
        try write(jpegData(quality: quality), to: path)
    }

    private func write(_ data: [UInt8], to path: String) throws(ImageError) {
        do throws(FileAccess.Failure) {
            try FileAccess.write(data, to: path)
        } catch {
            throw .unwritableFile(path: path, reason: error.reason)
        }
    }
}
