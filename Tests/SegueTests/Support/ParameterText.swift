import Segue

// Tests that list parameters as the CLI writes them parse the text here, as the CLI does at its edge.

extension TransitionRenderer {
    /// Sets `name` from text such as `0.5`, `1,0` or `#ff8800`.
    func set(_ name: String, parsing text: String) throws {
        try set(name, graph.parameter(named: name).value(from: text, effect: graph.name))
    }
}

extension EffectNode {
    /// Sets `name` from text such as `0.5`, `1,0` or `#ff8800`.
    func set(_ name: String, parsing text: String) throws {
        try set(name, effect.parameter(named: name).value(from: text, effect: effect.name))
    }
}
