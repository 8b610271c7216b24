import Foundation

extension Image {
    /// Decodes a PNG or JPEG file, refusing one over `limits` before decoding a pixel.
    public init(contentsOfFile path: String, limits: ImageLimits = ImageLimits()) throws(ImageError) {
        let data: [UInt8]
        do throws(FileAccess.Failure) {
            data = try FileAccess.read(path)
        } catch {
            throw .unreadableFile(path: path, reason: error.reason)
        }
        try self.init(encoded: data, name: path, limits: limits)
    }

    /// Decodes PNG or JPEG bytes, refusing an image over `limits` before decoding a pixel; `name`
    /// appears in errors.
    public init(encoded data: [UInt8], name: String = "image", limits: ImageLimits = ImageLimits()) throws(ImageError) {
        if data.starts(with: PNGCodec.signature) {
            self = try PNGCodec.decode(data, name: name, limits: limits)
        } else if JPEGCodec.isJPEG(data) {
            self = try JPEGCodec.decode(data, name: name, limits: limits)
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

    /// Writes under a hidden temporary name beside `path` and renames it into place, so that a
    /// full disk or an interruption never leaves half an image under the final name.
    private func write(_ data: [UInt8], to path: String) throws(ImageError) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = folder + ".\(name).partial-\(UInt32.random(in: 0...UInt32.max))"
        do throws(FileAccess.Failure) {
            try FileAccess.write(data, to: temporary)
        } catch {
            unlink(temporary)
            throw .unwritableFile(path: path, reason: error.reason)
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .unwritableFile(path: path, reason: reason)
        }
    }
}
