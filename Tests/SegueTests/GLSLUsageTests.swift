import SegueGL
import Testing

@testable import Segue

/// One reading of what a shader uses, from its tokens: comments never change a plan.
struct GLSLUsageTests {
    @Test func identifiersInCommentsAreNotUses() {
        let usage = GLSLUsage("// discard, dFdx\n/* gl_FragCoord */ vec4 c = vec4(discarded);")
        #expect(!usage.uses("discard") && !usage.uses("dFdx") && !usage.uses("gl_FragCoord"))
        #expect(usage.uses("discarded") && usage.uses("vec4"))
        #expect(!usage.dependsOnItsFragment && !usage.needsRasterization)
        #expect(GLSLUsage("if (x) discard;").dependsOnItsFragment)
        #expect(GLSLUsage("c.r = dFdy(c.g);").needsRasterization)
    }

    @Test func commentsKeepTheirLineBreaksWhenTakenOut() {
        let source = "a; // x\n/* y\nz */ b;\n"
        #expect(GLSLTokenizer.withoutComments(source) == "a; \n\n b;\n")
    }

    /// The final pass of a filter whose code is `body`, planned at 8×8.
    func finalPass(_ body: String) throws -> RenderPlan.Pass {
        let source = "// @name Tinted\n// @kind filter\n\(body)\n"
        let effect = try #require(try ShaderFileParser.parse(source, file: "Tinted.glsl").first)
        let node = EffectNode(effect)
        ImageSource(TestImages.pattern(width: 8, height: 8)) --> node
        let output = FrameOutput()
        node --> output
        return try #require(try Engine.plan(output, width: 8, height: 8).passes.last)
    }

    @Test(arguments: ["gl_FragCoord", "discard", "dFdx", "fwidth"])
    func aWordInACommentDoesNotChangeThePlan(word: String) throws {
        let plain = "vec4 effect(vec2 uv) { return getInputColor(uv); }"
        let commented = "// no \(word) in here\nvec4 effect(vec2 uv) { /* nor \(word) */ return getInputColor(uv); }"
        #expect(try finalPass(plain).yuvFragmentSource != nil)
        #expect(try finalPass(commented).yuvFragmentSource != nil)
    }

    @Test func codeThatReadsItsFragmentHasNoBlockVariant() throws {
        let reads = "vec4 effect(vec2 uv) { return getInputColor(uv) * step(4.0, gl_FragCoord.x); }"
        #expect(try finalPass(reads).yuvFragmentSource == nil)
    }
}
