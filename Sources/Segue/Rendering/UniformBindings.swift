import SegueGL

/// A uniform of a compiled program, where the program reads it, and the value it was last set to.
struct UniformBinding {
    var uniform: RenderPlan.Uniform
    var location: UniformLocation
    var applied: ParameterValue?
    /// A colour parameter of an effect working on premultiplied colour: set premultiplied.
    var premultiplies = false

    /// Sets `value` on the program in use, unless it is what the uniform already holds.
    mutating func set(_ value: ParameterValue) {
        guard applied != value else { return }
        if premultiplies, case .vec4(let c) = value {
            // Colours are given straight, as files hold them; the effect mixes premultiplied.
            ParameterValue.vec4(SIMD4(c.x * c.w, c.y * c.w, c.z * c.w, c.w)).apply(to: location)
        } else {
            value.apply(to: location)
        }
        applied = value
    }
}

/// The uniforms of a program (or of every program of a pass), kept in step with their nodes'
/// values: only those whose value changed are set again.
struct UniformBindings {
    private(set) var items: [UniformBinding]

    init(_ items: [UniformBinding]) {
        self.items = items
    }

    /// Finds `pass`'s uniforms in `program`: those it reads, and those the compiler dropped.
    static func find(
        _ pass: RenderPlan.Pass, in program: PassProgram
    ) -> (bindings: UniformBindings, dropped: [RenderPlan.Uniform]) {
        var dropped: [RenderPlan.Uniform] = []
        let items = pass.uniforms.compactMap { uniform -> UniformBinding? in
            guard let location = program.uniformLocation(uniform.name) else {
                dropped.append(uniform)
                return nil
            }
            let effect = uniform.node.effect
            let premultiplies = effect.alpha == .premultiplied && effect.parameters[uniform.parameter].type == .color
            return UniformBinding(uniform: uniform, location: location, premultiplies: premultiplies)
        }
        return (UniformBindings(items), dropped)
    }

    /// Whether a node's value differs from what its uniform was last set to.
    mutating func haveChanged() -> Bool {
        walk { binding, value in binding.applied != value }
    }

    /// Sets the uniforms (of the program in use) whose values changed since they were last set.
    mutating func apply() {
        walk { binding, value in
            binding.set(value)
            return false
        }
    }

    /// Records the current values as applied, for a pass whose programs were set one by one.
    mutating func markApplied() {
        walk { binding, value in
            binding.applied = value
            return false
        }
    }

    /// The value last set for `node`'s parameter `parameter`, if a uniform carries it.
    func applied(_ node: EffectNode, parameter: Int) -> ParameterValue? {
        items.first { $0.uniform.node === node && $0.uniform.parameter == parameter }?.applied
    }

    /// Forgets what every uniform holds, so that each is set again: another user had the program.
    mutating func forget() {
        for index in items.indices { items[index].applied = nil }
    }

    /// Hands `body` each binding with its node's current value, reading each node's values once,
    /// so that one walk sees one consistent set; stops at the first binding for which `body`
    /// returns true, and says whether one did.
    @discardableResult
    private mutating func walk(until body: (inout UniformBinding, ParameterValue) -> Bool) -> Bool {
        var node: EffectNode?
        var values: [ParameterValue] = []
        for index in items.indices {
            let uniform = items[index].uniform
            if uniform.node !== node {
                node = uniform.node
                values = uniform.node.values
            }
            // The plan is re-made on the GL thread whenever an effect changes, so its indices hold.
            if body(&items[index], values[uniform.parameter]) { return true }
        }
        return false
    }
}

extension ParameterValue {
    /// Sets this value on `location` of the program in use.
    @_spi(Benchmarks) public func apply(to location: UniformLocation) {
        switch self {
        case .float(let x): location.set(x)
        case .int(let x): location.set(x)
        case .bool(let x): location.set(x)
        case .vec2(let v): location.set(v)
        case .vec3(let v): location.set(v)
        case .vec4(let v): location.set(v)
        case .ivec2(let v): location.set(v)
        case .ivec3(let v): location.set(v)
        case .ivec4(let v): location.set(v)
        case .mat3(let m): location.set(mat3: m)
        case .mat4(let m): location.set(mat4: m)
        case .image: break  // images are textures, bound as inputs
        }
    }
}
