import SegueGL

extension RenderPlan: CustomStringConvertible {
    /// A listing of the passes: what each fuses, what it reads, and its generated GLSL.
    public var description: String {
        var text = "\(passes.count) pass\(passes.count == 1 ? "" : "es") at \(width)x\(height)\n"
        for (index, pass) in passes.enumerated() {
            let reads = pass.inputs.enumerated().map { unit, input in
                switch input {
                case .source(let source):
                    return
                        "unit \(unit): image '\(sources[source].name)' \(sources[source].image.width)x\(sources[source].image.height)"
                case .pass(let earlier): return "unit \(unit): pass \(earlier)"
                case .chroma(let source): return "unit \(unit): chroma of image '\(sources[source].name)'"
                case .previous: return "unit \(unit): its own output of the frame before"
                }
            }
            text += "\npass \(index): fuses \(pass.nodes.map(\.name).joined(separator: " → "))\n"
            text += "  reads: \(reads.joined(separator: ", "))\n"
            if let cells = pass.cells {
                text +=
                    "  draws: one texel per cell of \(cells.node.name).\(cells.node.effect.parameters[cells.parameter].name) (a small pass)\n"
            }
            if pass.readsPreviousOutput {
                text += "  drawn every frame, alternating between two targets kept across frames\n"
            } else if pass.keepsOutput {
                text += "  kept across frames: drawn again only when an image or uniform it depends on changes\n"
            } else if pass.isCacheable {
                text += "  drawn only when the kept pass it feeds is\n"
            }
            if pass.writesFloats { text += "  writes: 32-bit floats\n" }
            if let copies = pass.copies { text += describe(copies) }
            if let geometry = pass.quadGeometry { text += describe(geometry) }
            text +=
                "  uniforms: \(pass.uniformNames.map { "\($0.uniform) (\($0.node).\($0.parameter))" }.joined(separator: ", "))\n"
            text += "  --- GLSL ---\n" + pass.fragmentSource
        }
        return text
    }

    /// Which of a layer pass's layers are drawn as copies and blends of the image they show.
    private func describe(_ geometry: QuadGeometry) -> String {
        let quads = geometry.quads
        let drawn = quads.layers.indices.filter(quads.drawsImage).map { layer in
            "layer \(layer) (\"\(quads.imageInputs[layer] == 0 ? "from" : "to")\")"
        }
        guard geometry.copiesImages, !drawn.isEmpty else { return "" }
        return "  images: \(drawn.joined(separator: ", ")) copied at opacity 1 and blended below it, "
            + "where the image is opaque (else drawn as quads)\n"
    }

    /// What a pass with copies copies, fills and shades at a few moments of its progress, its
    /// other parameters as the node has them.
    private func describe(_ copies: PassCopies) -> String {
        func place(_ region: PixelRegion) -> String { "\(region.width)x\(region.height) at (\(region.x), \(region.y))" }
        var text = "  copies: \(copies.layout.summary), where both images are opaque (else it shades every pixel)\n"
        var regions = FrameRegions()
        let defaults = copies.node.values
        for progress: Float in [0.25, 0.5, 0.75] {
            regions.start(width: width, height: height)
            copies.layout.regions(
                values: { name in
                    name == "progress"
                        ? .float(progress) : copies.parameterNames.firstIndex(of: name).map { defaults[$0] }
                }, into: &regions)
            regions.findShaded()
            let parts =
                regions.copies.map { "copies \"\($0.image)\" \(place($0.target)) from (\($0.sourceX), \($0.sourceY))" }
                + regions.fills.map {
                    "fills \(place($0.target)) with colour (\($0.colour.x), \($0.colour.y), \($0.colour.z), \($0.colour.w))"
                }
                + regions.shaded.map { "shades \(place($0))" }
            text += "    at progress \(progress): " + parts.joined(separator: "; ") + "\n"
        }
        return text
    }
}
