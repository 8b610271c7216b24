// libFuzzer target: lookup-table files users download, `.cube` (text) and `.acv` (binary), and
// tone curves typed as points (`rgb: 0,0 0.5,0.6 1,1; red: …`), each parsed from the same bytes
// and made into the table image the filters read.
import Segue

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    _ = try? LookupTable(cubeText: String(decoding: bytes, as: UTF8.self), file: "fuzz.cube")
    if let curve = try? ToneCurve(acv: bytes, file: "fuzz.acv") { _ = LookupTable(toneCurve: curve) }
    if let curve = try? ToneCurve(curveText: String(decoding: bytes, as: UTF8.self)) {
        _ = LookupTable(toneCurve: curve)
    }
    return 0
}
