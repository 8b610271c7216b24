/// A parameter of one `EffectNode`, looked up once for fast repeated setting (e.g. every frame).
///
/// A handle remembers its node, name and type and the version of the node's effect it was
/// resolved against; after a hot reload changes the effect, the next use finds the parameter
/// again by name, so a reload that reorders parameters never writes the wrong one.
public struct ParameterHandle: Sendable, Hashable {
    /// The node it belongs to.
    let node: ObjectIdentifier
    /// The parameter's name.
    public let name: String
    /// The parameter's type, checked against each value set through the handle.
    public let type: ParameterType
    /// Index into the node's parameters, valid while the effect has version `effectVersion`.
    let index: Int
    let effectVersion: Int
}
