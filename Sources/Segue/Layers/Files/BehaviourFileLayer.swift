/// One entry of a behaviour file's `layers`: its source, region, anchor, shadow and behaviours.
enum BehaviourFileLayer {
    static let keys = [
        "source", "region", "anchor", "shadow", "behaviours", "sublayers", "sublayerTransform", "when", "unless",
        "repeat", "flatten", "grid", "effects",
    ]
    static let repeatKeys = ["count"]
    static let gridKeys = ["columns", "seed"]
    /// The most columns a grid may have: 16 across is 144 tiles at 16:9 (a pass draws at most 256 layers).
    static let maximumColumns = 16
    /// The most copies a repetition may make: each is a few uniforms of the one pass.
    static let maximumCopies = 16
    static let shadowKeys = ["clearEdge", "start", "end", "color"]
    static let validSources = "from, to, or a colour as \(BehaviourFileColor.validForms)"
    /// 50% black: a shadow that darkens without hiding.
    static let defaultShadowColor = SIMD4<Float>(0, 0, 0, Float(0x80) / 255)

    static func read(_ node: JSONNode, parameters: [EffectParameter]) throws(JSONIssue) -> Layer {
        let fields = try BehaviourFileFields(node, as: "a layer", keys: keys)
        var layer: Layer
        if let sublayers = fields["sublayers"] {
            layer = try group(sublayers, fields, parameters: parameters)
        } else {
            for key in ["sublayerTransform", "flatten"] {
                if let position = fields.keyPosition(key) {
                    throw JSONIssue(position: position, message: "'\(key)' applies only to a layer with 'sublayers'")
                }
            }
            layer = Layer(source: try source(fields.required("source")))
        }
        if let node = fields["region"] {
            if case .string(let text) = node.value, text.hasPrefix("$") {
                (layer.region, layer.regionParameter) = try regionParameter(text, node, parameters)
            } else {
                layer.region = try region(node)
            }
        }
        layer.condition = try BehaviourFileBehaviour.condition(fields, parameters: parameters)
        if let node = fields["repeat"] { layer.repetition = try repetition(node, parameters: parameters) }
        if let node = fields["grid"] {
            if let position = fields.keyPosition("repeat") {
                throw JSONIssue(
                    position: position, message: "a layer is either repeated or cut into a 'grid', not both")
            }
            layer.grid = try grid(node, parameters: parameters)
        }
        if let node = fields["anchor"] {
            let xy = try BehaviourFileFields.numbers(node, count: 2, key: "anchor", form: "[x, y]")
            layer.anchor = SIMD2(xy[0], xy[1])
        }
        if let node = fields["shadow"] {
            if layer.source == .group {
                throw JSONIssue(
                    position: fields.keyPosition("shadow") ?? node.position,
                    message: "a group takes no 'shadow'; give it to the sublayers")
            }
            layer.shadow = try shadow(node)
        }
        if let node = fields["effects"] {
            guard layer.source == .from || layer.source == .to else {
                throw JSONIssue(
                    position: fields.keyPosition("effects") ?? node.position,
                    message:
                        "'effects' apply to a layer showing a snapshot (\"from\" or \"to\"), not a group or a colour")
            }
            layer.effects = try LayerEffectFile.read(node)
        }
        var move: JSONPosition?
        for node in try fields.array("behaviours") ?? [] {
            let (behaviour, typePosition) = try BehaviourFileBehaviour.read(node, parameters: parameters)
            switch behaviour.property {
            case .shadowOpacity where layer.shadow == nil:
                throw JSONIssue(
                    position: typePosition, message: "a 'shadow' behaviour needs a 'shadow' object on its layer")
            case .effect where layer.effects.isEmpty:
                throw JSONIssue(
                    position: typePosition, message: "an 'effect' behaviour needs 'effects' on its layer")
            case .effect where behaviour.isDrawn:
                throw JSONIssue(
                    position: typePosition,
                    message:
                        "an 'effect' behaviour's values are not drawn at random: a layer's copies share its effects")
            case .frame:
                if let first = move {
                    throw JSONIssue(
                        position: typePosition,
                        message: "a layer may have only one 'move' behaviour (the first is at \(first))")
                }
                move = typePosition
            default:
                break
            }
            layer.behaviours.append(behaviour)
        }
        if layer.numberRandomValues() > 0, layer.grid == nil {
            throw JSONIssue(
                position: fields.keyPosition("behaviours") ?? node.position,
                message: "random values are drawn per tile: a layer with them needs a 'grid'")
        }
        return layer
    }

    /// `"grid": {"columns": n, "seed": s}`, n from 1 to `maximumColumns`, s a whole number or an
    /// `int` parameter (0 when not given).
    private static func grid(_ node: JSONNode, parameters: [EffectParameter]) throws(JSONIssue) -> LayerGrid {
        let fields = try BehaviourFileFields(node, as: "a grid", keys: gridKeys)
        let columnsNode = try fields.required("columns")
        guard case .number(let columns, _) = columnsNode.value, columns == columns.rounded(),
            (1...Double(maximumColumns)).contains(columns)
        else {
            var given = columnsNode.kindDescription
            if case .number(let value, _) = columnsNode.value { given = value.messageText }
            throw JSONIssue(
                position: columnsNode.position,
                message: "'columns' must be a whole number from 1 to \(maximumColumns), not \(given)")
        }
        var seed = LayerRepetition.Count.fixed(0)
        if let seedNode = fields["seed"] {
            switch seedNode.value {
            case .number(let value, _) where value == value.rounded() && abs(value) < 1e15:
                seed = .fixed(Int(value))
            case .string(let text) where text.hasPrefix("$"):
                let parameter = try EffectParameter.declared(text, in: parameters, at: seedNode, for: "'seed'")
                guard parameter.type == .int else {
                    throw JSONIssue(
                        position: seedNode.position,
                        message:
                            "'seed' takes an int parameter; \(text.quotedForMessage) is a \(parameter.type.rawValue)")
                }
                seed = .parameter(String(text.dropFirst()))
            default:
                throw JSONIssue(
                    position: seedNode.position,
                    message: "'seed' must be a whole number or an int $parameter, not \(seedNode.kindDescription)")
            }
        }
        return LayerGrid(columns: Int(columns), seed: seed)
    }

    /// `"repeat": {"count": n}`, n a whole number or an `int` parameter with a `max`, at most 16.
    private static func repetition(
        _ node: JSONNode, parameters: [EffectParameter]
    ) throws(JSONIssue) -> LayerRepetition {
        let fields = try BehaviourFileFields(node, as: "a repeat", keys: repeatKeys)
        let countNode = try fields.required("count")
        let limit = "a whole number from 1 to \(maximumCopies)"
        switch countNode.value {
        case .number(let value, _):
            guard value == value.rounded(), (1...Double(maximumCopies)).contains(value) else {
                throw JSONIssue(
                    position: countNode.position, message: "'count' must be \(limit), not \(value.messageText)")
            }
            return LayerRepetition(count: .fixed(Int(value)), maximum: Int(value))
        case .string(let text) where text.hasPrefix("$"):
            let parameter = try EffectParameter.declared(text, in: parameters, at: countNode, for: "'count'")
            guard parameter.type == .int, let range = parameter.range, range.lowerBound >= 1,
                range.upperBound <= Double(maximumCopies)
            else {
                throw JSONIssue(
                    position: countNode.position,
                    message:
                        "'count' takes an int parameter with a 'min' of at least 1 and a 'max' of at most \(maximumCopies); \(text.quotedForMessage) is not one"
                )
            }
            return LayerRepetition(count: .parameter(String(text.dropFirst())), maximum: Int(range.upperBound))
        default:
            throw JSONIssue(
                position: countNode.position,
                message: "'count' must be \(limit) or an int $parameter, not \(countNode.kindDescription)")
        }
    }

    /// A layer with `sublayers` and no `source`: a group, with its optional `sublayerTransform`.
    private static func group(
        _ node: JSONNode, _ fields: BehaviourFileFields, parameters: [EffectParameter]
    ) throws(JSONIssue) -> Layer {
        if let position = fields.keyPosition("source") {
            throw JSONIssue(position: position, message: "a layer with 'sublayers' is a group and takes no 'source'")
        }
        guard case .array(let elements) = node.value, !elements.isEmpty else {
            throw JSONIssue(position: node.position, message: "'sublayers' must hold at least one layer")
        }
        var sublayers: [Layer] = []
        for element in elements {
            sublayers.append(try read(element, parameters: parameters))
        }
        var transform = Transform3D.identity
        if let node = fields["sublayerTransform"] {
            guard case .transform(let value) = try BehaviourFileTransform.read(node, key: "sublayerTransform") else {
                throw JSONIssue(position: node.position, message: "'sublayerTransform' takes no random values")
            }
            transform = value
        }
        var group = Layer(sublayers: sublayers, sublayerTransform: transform)
        group.flattensSublayers = try fields.bool("flatten") ?? true
        return group
    }

    private static func source(_ node: JSONNode) throws(JSONIssue) -> Layer.Source {
        let text = try BehaviourFileFields.string(node, key: "source")
        switch text {
        case "from": return .from
        case "to": return .to
        case _ where text.hasPrefix("#"): return .color(try BehaviourFileColor.read(node, key: "source"))
        case _ where BehaviourFileColor.parse(text) != nil:
            return .color(try BehaviourFileColor.read(node, key: "source"))
        default:
            throw JSONIssue(
                position: node.position,
                message: "unknown source \(text.quotedForMessage); valid sources: \(validSources)")
        }
    }

    /// `"$name"`: a declared `vec4` parameter whose default is a valid region.
    private static func regionParameter(
        _ text: String, _ node: JSONNode, _ parameters: [EffectParameter]
    ) throws(JSONIssue) -> (LayerRect, String) {
        let name = String(text.dropFirst())
        let parameter = try EffectParameter.declared(text, in: parameters, at: node, for: "'region'")
        guard case .vec4(let v) = parameter.defaultValue, parameter.type == .vec4 else {
            throw JSONIssue(
                position: node.position,
                message:
                    "'region' needs [x, y, width, height] (a vec4 parameter), but \(text.quotedForMessage) is a \(parameter.type.rawValue)"
            )
        }
        try BehaviourValueShape.checkFrameRectangle(parameter, at: node, for: "'region'")
        return (LayerRect(v), name)
    }

    /// A region inside the frame with a positive size; a little rounding is allowed at the far
    /// edges so that thirds written as decimals still add up.
    private static func region(_ node: JSONNode) throws(JSONIssue) -> LayerRect {
        try checked(BehaviourFileFields.numbers(node, count: 4, key: "region", form: "[x, y, width, height]"), node)
    }

    private static func checked(_ v: [Double], _ node: JSONNode) throws(JSONIssue) -> LayerRect {
        let rect = LayerRect(x: v[0], y: v[1], width: v[2], height: v[3])
        if let reason = rect.outsideFrame(slack: LayerRect.fileSlack, text: \.messageText) {
            let written = "[" + v.map(\.messageText).joined(separator: ", ") + "]"
            throw JSONIssue(
                position: node.position,
                message: "'region' \(written) must lie in the frame (0 to 1) with a positive size: \(reason)")
        }
        return rect
    }

    private static func shadow(_ node: JSONNode) throws(JSONIssue) -> LayerShadow {
        let fields = try BehaviourFileFields(node, as: "a shadow", keys: shadowKeys)
        var color = defaultShadowColor
        if let node = fields["color"] { color = try BehaviourFileColor.read(node, key: "color") }
        if let edgeNode = fields["clearEdge"] {
            if let position = fields.keyPosition("start") ?? fields.keyPosition("end") {
                throw JSONIssue(
                    position: position, message: "a shadow takes 'clearEdge' or 'start' and 'end', not both")
            }
            let edgeName = try BehaviourFileFields.string(edgeNode, key: "clearEdge")
            guard let edge = LayerShadow.Edge(rawValue: edgeName) else {
                let valid = LayerShadow.Edge.allCases.map(\.rawValue).joined(separator: ", ")
                throw JSONIssue(
                    position: edgeNode.position,
                    message: "unknown edge \(edgeName.quotedForMessage) for 'clearEdge'; valid edges: \(valid)")
            }
            return LayerShadow(clearEdge: edge, color: color)
        }
        guard fields["start"] != nil || fields["end"] != nil else { return LayerShadow(color: color) }
        let start = try BehaviourFileFields.numbers(fields.required("start"), count: 2, key: "start", form: "[x, y]")
        let endNode = try fields.required("end")
        let end = try BehaviourFileFields.numbers(endNode, count: 2, key: "end", form: "[x, y]")
        guard start != end else {
            throw JSONIssue(position: endNode.position, message: "a gradient's 'end' must differ from its 'start'")
        }
        return LayerShadow(start: SIMD2(start[0], start[1]), end: SIMD2(end[0], end[1]), color: color)
    }
}
