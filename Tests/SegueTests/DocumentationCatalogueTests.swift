import Foundation
import Segue
import Testing

/// The DocC catalogue: the getting-started article's shader works as written, and its package
/// snippet agrees with the README's.
@Suite(.requiresGPU)
struct DocumentationCatalogueTests {
    static let catalogue = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/Segue/Segue.docc")

    static func article() throws -> String {
        try String(contentsOf: catalogue.appendingPathComponent("GettingStarted.md"), encoding: .utf8)
    }

    /// The article's only GLSL block.
    static func shader(in article: String) -> String {
        article.components(separatedBy: "```glsl\n")[1].components(separatedBy: "```")[0]
    }

    @Test func articleShaderLoadsFromAFolderAndTakesItsParameter() throws {
        let article = try Self.article()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("segue-docc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.shader(in: article).write(
            to: folder.appendingPathComponent("soft-wipe.glsl"), atomically: true, encoding: .utf8)

        #expect(
            article.contains(
                """
                let engine = try Engine(library: EffectLibrary(directories: ["my-effects"]))
                let wipe = try engine.makeTransition("soft-wipe", from: from, to: to)
                try wipe.set("softness", 0.3)
                """))
        let engine = try Engine(library: EffectLibrary(directories: [folder.path], environment: [:]))
        let from = try Image(width: 8, height: 4, color: RGBA(255, 0, 0))
        let to = try Image(width: 8, height: 4, color: RGBA(0, 0, 255))
        let wipe = try engine.makeTransition("soft-wipe", from: from, to: to)
        try wipe.set("softness", 0.3)
        #expect(try wipe.render(progress: 0) == from)
        #expect(try wipe.render(progress: 1) == to)
    }

    @Test func landingPageAndArticleExist() throws {
        let landing = try String(contentsOf: Self.catalogue.appendingPathComponent("Segue.md"), encoding: .utf8)
        #expect(landing.hasPrefix("# ``Segue``"))
        #expect(landing.contains("- <doc:GettingStarted>"))
        let readme = try String(
            contentsOf: Self.catalogue.appendingPathComponent("../../../README.md").standardized, encoding: .utf8)
        for line in [
            ".package(url: \"https://github.com/your-org/segue\", from: \"0.3.0\"),  // placeholder URL",
            ".executableTarget(name: \"MyApp\", dependencies: [.product(name: \"Segue\", package: \"segue\")]),",
        ] {
            #expect(try Self.article().contains(line) && readme.contains(line), "\(line)")
        }
    }
}
