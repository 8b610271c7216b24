// libFuzzer target: `--curve` (TimingCurve(parsing:)), evaluated across its range.
import SegueTime

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    guard let curve = try? TimingCurve(parsing: text) else { return 0 }
    for step in 0...8 { _ = curve.value(at: Double(step) / 8) }
    // A spring runs for its own settling time, as the CLI times it without --duration.
    if case .spring = curve, let timed = try? TimedProgress(curve: curve) {
        for step in 0...8 { _ = timed.progress(at: timed.duration * Double(step) / 8) }
    }
    return 0
}
