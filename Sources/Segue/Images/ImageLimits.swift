/// How large an image may be, checked against the size in its header before a pixel is decoded.
///
/// A PNG of a few kilobytes can claim 30000×30000 pixels; decoding it first and refusing it after
/// would take gigabytes, as browsers and ImageMagick's policies learned.
public struct ImageLimits: Sendable, Equatable {
    /// 100 megapixels: a large panorama, and 400 MB decoded.
    public static let defaultMaximumPixelCount = 100_000_000

    /// The most pixels an image may hold.
    public var maximumPixelCount: Int
    /// The longest side allowed (the GL context's maximum texture size), or nil for no limit.
    public var maximumSide: Int?

    /// Limits of `maximumPixelCount` pixels and, when given, `maximumSide` pixels a side.
    public init(maximumPixelCount: Int = defaultMaximumPixelCount, maximumSide: Int? = nil) {
        self.maximumPixelCount = maximumPixelCount
        self.maximumSide = maximumSide
    }

    /// Throws unless a `width`×`height` image named `file` fits these limits.
    public func check(width: Int, height: Int, file: String) throws(ImageError) {
        guard width > 0, height > 0 else { throw .invalidImageSize(width: width, height: height) }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        if overflow || pixels > maximumPixelCount {
            throw .tooManyPixels(file: file, width: width, height: height, limit: maximumPixelCount)
        }
        if let maximumSide, max(width, height) > maximumSide {
            throw .sideTooLong(file: file, width: width, height: height, limit: maximumSide)
        }
    }
}
