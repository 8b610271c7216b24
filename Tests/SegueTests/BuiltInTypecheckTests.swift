import Foundation
import Testing

/// What the typed built-ins are for: code that calls them as a user's package would is checked by
/// the compiler, so a misspelt parameter is a compile error that names it, not a run-time one.
struct BuiltInTypecheckTests {
    /// `swiftc -typecheck` of `source` against the Segue module this test was built with; its
    /// status and what it printed.
    static func typecheck(_ source: String) throws -> (status: Int32, output: String) {
        let built = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = built.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Modules/Segue.swiftmodule").path) {
            guard folder.path != "/" else { throw TypecheckFailure("no Modules/Segue.swiftmodule above \(built.path)") }
            folder = folder.deletingLastPathComponent()
        }
        let sources = ReadmeExampleTests.root.appendingPathComponent("Sources")
        let moduleMaps = try FileManager.default.contentsOfDirectory(atPath: sources.path)
            .map { sources.appendingPathComponent("\($0)/module.modulemap").path }
            .filter { FileManager.default.fileExists(atPath: $0) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("segue-typecheck-\(UUID()).swift")
        try Data(source.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["swiftc", "-typecheck", "-I", folder.appendingPathComponent("Modules").path]
            + moduleMaps.flatMap { ["-Xcc", "-fmodule-map-file=\($0)"] } + [file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    struct TypecheckFailure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    static func snippet(_ call: String) -> String {
        """
        import Segue

        func make(_ engine: Engine, _ image: Image) throws -> TransitionRenderer {
            try engine.makeTransition(\(call), from: image, to: image)
        }
        """
    }

    @Test func typedCallsCompileAndAMisspeltParameterDoesNot() throws {
        let good = try Self.typecheck(Self.snippet(".cube(perspective: 3, shading: 0.5)"))
        #expect(good.status == 0, "\(good.output)")
        let misspelt = try Self.typecheck(Self.snippet(".cube(perspectiv: 3)"))
        #expect(misspelt.status != 0)
        #expect(misspelt.output.contains("perspectiv"), "\(misspelt.output)")
        let wrongType = try Self.typecheck(Self.snippet(".pixellateDissolve(smooth: 1.5)"))
        #expect(wrongType.status != 0, "\(wrongType.output)")
    }

    static func propertySnippet(_ statement: String) -> String {
        """
        import Segue

        func change(_ node: EffectNode) {
            \(statement)
        }
        """
    }

    @Test func typedPropertiesCompileAndAMisspeltOneDoesNot() throws {
        let good = try Self.typecheck(Self.propertySnippet("node.pixellate.fractionalWidthOfAPixel = 0.03"))
        #expect(good.status == 0, "\(good.output)")
        let misspelt = try Self.typecheck(Self.propertySnippet("node.pixellate.fractionalWidthOfAPixle = 0.03"))
        #expect(misspelt.status != 0)
        #expect(misspelt.output.contains("fractionalWidthOfAPixle"), "\(misspelt.output)")
        let wrongType = try Self.typecheck(Self.propertySnippet("node.vignette.color = 0.5"))
        #expect(wrongType.status != 0, "\(wrongType.output)")
    }
}
