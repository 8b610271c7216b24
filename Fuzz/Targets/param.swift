// libFuzzer target: `--param` values as every parameter type reads them, and `--size`.
@testable import Segue

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    for type in ParameterType.allCases where type != .image {
        let parameter = EffectParameter(
            name: "p", type: type, defaultValue: type.zero, range: type == .float || type == .int ? 0...1 : nil,
            summary: "")
        _ = try? parameter.value(from: text, effect: "fuzz")
    }
    _ = FrameSize(parsing: text)
    return 0
}
