// libFuzzer target: behaviour files (the JSON reader and the layer-transition model), evaluated
// at a few progresses as a render would (every layer's state and geometry, the effects' values
// looked up in the library and set), with their bool options both ways and their dismissal
// paths. A registered Swift type, `fuzz-blink`, is readable too.
@testable import Segue

/// A registered type with an option, so that files reach the registry's reading.
struct FuzzBlink: BehaviourFileReadable {
    static let optionKeys = ["times", "axis"]
    let times: Double

    init(options: BehaviourOptions) throws(JSONIssue) {
        times = try options.number("times", default: 1)
        _ = try options.numbers("axis", count: 2, default: [0, 1])
        _ = try options.string("name", default: "")
    }

    func setUp(_ layer: inout LayerAttributes, context: BehaviourContext) { layer.opacity = 1 }
    func animate(_ layer: inout LayerAttributes, context: BehaviourContext) {
        layer.opacity = 0
        layer.frame.width *= times
        layer.effectParameters["intensity"] = times
    }
}

let library: EffectLibrary = {
    try! LayerBehaviourRegistry.register(FuzzBlink.self, as: "fuzz-blink")
    return try! EffectLibrary(environment: [:])
}()
let images = (ImageSource(try! Image(width: 4, height: 3)), ImageSource(try! Image(width: 4, height: 3)))

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = Array(UnsafeBufferPointer(start: start, count: count))
    _ = library
    guard let transition = try? LayerTransition(behaviourFile: data, file: "fuzz.json") else { return 0 }
    var parameters: [String: ParameterValue] = [:]
    for parameter in transition.parameters { parameters[parameter.name] = parameter.defaultValue }
    // Bool options both ways, so that behaviours switched by `when`/`unless` run too.
    var flipped = parameters
    for (name, value) in parameters { if case .bool(let on) = value { flipped[name] = .bool(!on) } }
    // The presentation both ways, and a dismissal path of its own forwards.
    let plays = [(transition, [false, true]), (transition.dismissalTransition, [false])]
    for case (let played?, let directions) in plays {
        guard var timeline = try? LayerTimeline(played),
            let chains = try? LayerEffectChains(&timeline, library: library, from: images.0, to: images.1)
        else { continue }
        for values in [parameters, flipped] {
            for progress in [0, 0.25, 0.5, 1] {
                for dismissing in directions {
                    let states = timeline.drawnStates(at: progress, dismissing: dismissing, parameters: values)
                    try? chains.apply(states.drawn, timeline)
                    for index in states.drawn.indices {
                        _ = LayerGeometry(drawn: index, of: timeline, states: states.all, width: 64, height: 48)
                    }
                }
            }
        }
    }
    return 0
}
