// libFuzzer target: behaviour files (the JSON reader and the layer-transition model), evaluated
// at a few progresses as a render would.
@testable import Segue

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Array(UnsafeBufferPointer(start: start, count: count))
    guard let transition = try? LayerTransition(behaviourFile: data, file: "fuzz.json"),
        let timeline = try? LayerTimeline(transition)
    else { return 0 }
    var parameters: [String: ParameterValue] = [:]
    for parameter in transition.parameters { parameters[parameter.name] = parameter.defaultValue }
    for progress in [0, 0.25, 0.5, 1] {
        for dismissing in [false, true] {
            try? timeline.forEachState(at: progress, dismissing: dismissing, parameters: parameters) { _, state in
                _ = state.opacity
            }
        }
    }
    return 0
}
