/// The kind of colour an effect's formula is written for.
///
/// Textures hold premultiplied colour (images are premultiplied on upload), so an effect that
/// mixes, moves or blurs pixels is right for translucent images as it stands. A formula published
/// for straight colour (GPUImage's colour adjustments and blends) is given un-premultiplied
/// inputs, and its result is premultiplied again, by the generated code around it.
public enum AlphaConvention: String, Sendable, CaseIterable {
    /// Reads and returns premultiplied colour: the default, and right for mixes and geometry.
    case premultiplied
    /// Reads and returns straight colour (`// @alpha straight`), as GPUImage's formulas do.
    case straight
}
