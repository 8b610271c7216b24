// libFuzzer target: the JPEG decoder (libjpeg-turbo behind Segue's limits, CMYK and EXIF orientation).
@testable import Segue

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Array(UnsafeBufferPointer(start: start, count: count))
    _ = try? JPEGCodec.decode(
        data, name: "fuzz.jpg", limits: ImageLimits(maximumPixelCount: 4_000_000, maximumSide: 16_384))
    _ = ExifOrientation(jpeg: data)
    return 0
}
