/// Why an image could not be made, read, decoded or written.
public enum ImageError: Error, Equatable, Sendable {
    /// A size of zero or less.
    case invalidImageSize(width: Int, height: Int)
    /// A pixel buffer whose length does not match its size.
    case pixelCountMismatch(expected: Int, actual: Int)
    /// An image file that could not be decoded; `reason` is the decoder's.
    case corruptImage(file: String, reason: String)
    /// A file that is neither PNG nor JPEG.
    case unsupportedImageFormat(file: String)
    /// A file that could not be read; `reason` is the operating system's.
    case unreadableFile(path: String, reason: String)
    /// A file that could not be written; `reason` is the operating system's.
    case unwritableFile(path: String, reason: String)
    /// An image that could not be encoded; `reason` is the encoder's.
    case encodingFailed(reason: String)
    /// An image whose header claims more pixels than `ImageLimits.maximumPixelCount` allows.
    case tooManyPixels(file: String, width: Int, height: Int, limit: Int)
    /// An image with a side longer than the GL context's largest texture.
    case sideTooLong(file: String, width: Int, height: Int, limit: Int)
}

extension ImageError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .invalidImageSize(let width, let height): return "invalid image size \(width)x\(height)"
        case .pixelCountMismatch(let expected, let actual):
            return "expected \(expected) bytes of RGBA pixels, got \(actual)"
        case .corruptImage(let file, let reason): return "\(file): cannot decode image: \(reason)"
        case .unsupportedImageFormat(let file): return "\(file): not a PNG or JPEG file"
        case .unreadableFile(let path, let reason): return "\(path): cannot read: \(reason)"
        case .unwritableFile(let path, let reason): return "\(path): cannot write: \(reason)"
        case .encodingFailed(let reason): return "cannot encode image: \(reason)"
        case .tooManyPixels(let file, let width, let height, let limit):
            return
                "\(file): \(width)x\(height) is \(Self.pixelText(width.multipliedReportingOverflow(by: height).partialValue)), over the limit of \(Self.pixelText(limit))"
        case .sideTooLong(let file, let width, let height, let limit):
            return "\(file): \(width)x\(height) has a side over \(limit) pixels, the largest texture this GPU takes"
        }
    }
}

extension ImageError {
    /// A pixel count as people read it: megapixels to one decimal place once it is large.
    static func pixelText(_ pixels: Int) -> String {
        guard pixels >= 100_000 else { return "\(pixels) pixels" }
        let tenths = (pixels / 10_000 + 5) / 10
        return "\(tenths / 10).\(tenths % 10) megapixels"
    }
}
