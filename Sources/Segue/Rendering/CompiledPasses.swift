import SegueGL

/// The programs of a plan's passes, compiled (or taken from the engine's cache), with their
/// sampler units assigned and their uniforms found.
struct CompiledPasses {
    /// Each pass's program: for a pass drawing quads, its first kind of run's.
    private(set) var programs: [PassProgram] = []
    /// Each pass's user of its programs, which a `ProgramCache` may share with other renderers.
    private(set) var users: [ProgramUser] = []
    /// Each pass's uniforms: for a pass drawing quads, every run program's, for change tests.
    var bindings: [UniformBindings] = []
    /// The drawers of the passes drawing quads, by pass index.
    var quadDrawers: [Int: LayerQuadDrawer] = [:]
    /// Parameters the compiled passes never read (the compiler dropped their uniforms): node, parameter.
    private(set) var unused: [(node: String, parameter: String)] = []

    /// Nothing compiled yet.
    init() {}

    /// Compiles `plan`'s passes, full-screen ones to run as `stage`.
    init(_ plan: RenderPlan, stage: PassStage, cache: ProgramCache, context: GLContext) throws {
        var dropped: [RenderPlan.Uniform] = []
        var bound: Set<ParameterKey> = []
        users = plan.passes.map { _ in ProgramUser() }
        for (index, pass) in plan.passes.enumerated() {
            var variants: [Int32: LayerQuadDrawer.Variant] = [:]
            var passBindings: [UniformBinding] = []
            let runValues: [Int32?] = pass.quadGeometry.map { Set($0.quads.runs.map(\.value)).sorted() } ?? [nil]
            for value in runValues {
                let program = try Self.program(
                    for: pass, index, run: value, stage: stage, cache: cache, context: context)
                let found = Self.bind(pass, to: program, as: users[index])
                bound.formUnion(found.bindings.items.map { ParameterKey($0.uniform) })
                dropped += found.dropped
                if programs.count == index { programs.append(program) }
                passBindings += found.bindings.items
                if let value { variants[value] = LayerQuadDrawer.Variant(program: program, bindings: found.bindings) }
            }
            bindings.append(UniformBindings(passBindings))
            if pass.quadGeometry != nil { quadDrawers[index] = LayerQuadDrawer(variants: variants) }
        }
        // Dropped by the compiler in every pass: the parameter does nothing (shader check reports
        // it). The stages of a multi-pass effect each use some of its parameters.
        var reported: Set<ParameterKey> = []
        for uniform in dropped
        where !bound.contains(ParameterKey(uniform)) && reported.insert(ParameterKey(uniform)).inserted {
            unused.append((uniform.node.owner.name, uniform.parameterName))
        }
    }

    /// A parameter of the node users hold (a multi-pass effect's, for its stages' uniforms).
    private struct ParameterKey: Hashable {
        var node: ObjectIdentifier
        var parameter: String

        init(_ uniform: RenderPlan.Uniform) {
            node = ObjectIdentifier(uniform.node.owner)
            parameter = uniform.parameterName
        }
    }

    /// Pass `index`'s program, or for a pass drawing quads, its program for runs of `value`.
    private static func program(
        for pass: RenderPlan.Pass, _ index: Int, run value: Int32?, stage: PassStage, cache: ProgramCache,
        context: GLContext
    ) throws -> PassProgram {
        do {
            if let geometry = pass.quadGeometry, let value {
                return try cache.program(
                    for: .init(
                        fragmentSource: LayerQuads.fragmentSource(pass.fragmentSource, for: value), stage: .fragment,
                        targets: [.rgba8], vertexSource: geometry.vertexSource),
                    context: context)
            }
            return try cache.program(
                for: .init(
                    fragmentSource: pass.fragmentSource, stage: stage,
                    targets: [pass.writesFloats ? .rgba32f : .rgba8]),
                context: context)
        } catch GLError.shaderCompile(_, let log) {
            throw EffectError.shaderCompile(
                diagnostics: ShaderDiagnostics.map(
                    log: log, segments: pass.segments, generatedName: "<generated pass \(index)>"))
        }
    }

    /// Points `program`'s samplers at the pass's units for `user` and finds its uniforms: those
    /// it reads, and those the compiler dropped.
    static func bind(
        _ pass: RenderPlan.Pass, to program: PassProgram, as user: ProgramUser
    ) -> (bindings: UniformBindings, dropped: [RenderPlan.Uniform]) {
        program.use(as: user)
        assignUnits(of: pass, in: program)
        return UniformBindings.find(pass, in: program)
    }

    /// Makes `program` current for `user`, drawing `pass`; where another user had it since (then
    /// true), its sampler units are set again and every uniform of `bindings` will be, as GL keeps
    /// them per program.
    @discardableResult
    static func use(
        _ program: PassProgram, as user: ProgramUser, for pass: RenderPlan.Pass, bindings: inout UniformBindings
    ) -> Bool {
        guard program.use(as: user) else { return false }
        assignUnits(of: pass, in: program)
        bindings.forget()
        return true
    }

    private static func assignUnits(of pass: RenderPlan.Pass, in program: PassProgram) {
        for input in pass.inputs.indices { InputSamplers(index: input).assignUnits(in: program.program) }
    }
}
