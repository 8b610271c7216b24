// libFuzzer target: the PNG decoder (libspng behind Segue's limits and EXIF orientation).
@testable import Segue

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Array(UnsafeBufferPointer(start: start, count: count))
    // A small pixel limit keeps each run well inside libFuzzer's memory limit.
    _ = try? PNGCodec.decode(
        data, name: "fuzz.png", limits: ImageLimits(maximumPixelCount: 4_000_000, maximumSide: 16_384))
    return 0
}
