/// A library filter applied to a layer's snapshot, with the values its parameters start from.
///
///     Layer(source: .from, effects: [LayerEffect("GaussianBlur", ["blurRadiusInPixels": .float(4)])])
///
/// The effect is looked up when the transition is built, in the library building it: any filter
/// of one input, a built-in or a user's file. Copies of a repeated or tiled layer share one.
public struct LayerEffect: Sendable, Equatable {
    /// The filter's name in the library.
    public var name: String
    /// Values for some of its parameters; the others keep their defaults. A number given for an
    /// `int` parameter is rounded; a vector's numbers fit its type as the CLI's `--param` does.
    public var values: [String: ParameterValue]
    /// Where a behaviour file writes it, for errors found once the library is known.
    var position: JSONPosition?

    /// The filter `name` with `values` set.
    public init(_ name: String, _ values: [String: ParameterValue] = [:]) {
        self.name = name
        self.values = values
    }

    public static func == (a: LayerEffect, b: LayerEffect) -> Bool { a.name == b.name && a.values == b.values }
}
