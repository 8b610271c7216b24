// libFuzzer target: behaviour files (the JSON reader and the layer-transition model), evaluated
// at a few progresses as a render would (every layer's state and geometry), with their bool
// options both ways and their dismissal paths.
@testable import Segue

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Array(UnsafeBufferPointer(start: start, count: count))
    guard let transition = try? LayerTransition(behaviourFile: data, file: "fuzz.json") else { return 0 }
    var parameters: [String: ParameterValue] = [:]
    for parameter in transition.parameters { parameters[parameter.name] = parameter.defaultValue }
    // Bool options both ways, so that behaviours switched by `when`/`unless` run too.
    var flipped = parameters
    for (name, value) in parameters { if case .bool(let on) = value { flipped[name] = .bool(!on) } }
    // The presentation both ways, and a dismissal path of its own forwards.
    let plays = [(transition, [false, true]), (transition.dismissalTransition, [false])]
    for case (let played?, let directions) in plays {
        guard let timeline = try? LayerTimeline(played) else { continue }
        for values in [parameters, flipped] {
            for progress in [0, 0.25, 0.5, 1] {
                for dismissing in directions {
                    let states = timeline.drawnStates(at: progress, dismissing: dismissing, parameters: values)
                    for index in states.drawn.indices {
                        _ = LayerGeometry(drawn: index, of: timeline, states: states.all, width: 64, height: 48)
                    }
                }
            }
        }
    }
    return 0
}
