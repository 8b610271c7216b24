import Foundation
import Testing

/// Segue as another package meets it: a package outside this one depends on it by path, builds
/// with the typed built-ins, runs a manifest's job from Swift, and fails to build on a misspelt
/// parameter, naming it.
@Suite(.enabled(if: CLITests.gpuUsable), .serialized)
struct ConsumerPackageTests {
    /// A path dependency's identity: its folder's name.
    static let identity = CLITests.root.lastPathComponent.lowercased()

    static let manifest = """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
            name: "Consumer",
            platforms: [.macOS(.v15)],
            dependencies: [.package(path: "\(CLITests.root.path)", traits: [])],
            targets: [
                .executableTarget(
                    name: "Consumer",
                    dependencies: [
                        .product(name: "Segue", package: "\(identity)"),
                        .product(name: "SegueJobs", package: "\(identity)"),
                    ])
            ]
        )
        """

    /// The consumer's program: typed calls with `parameter` as the pixellate's, then the README's
    /// jobs example as the README writes it, run in the consumer's folder.
    static func program(parameter: String) throws -> String {
        let readme = try String(contentsOf: CLITests.root.appendingPathComponent("README.md"), encoding: .utf8)
        let example = readme.components(separatedBy: "import SegueJobs\n\n")[1].components(separatedBy: "\n```")[0]
        return """
            import Foundation
            import Segue
            import SegueJobs

            func readmeExample(_ engine: Engine) async throws {
            \(example.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n"))
            }

            let engine = try Engine()
            let from = try Image(width: 64, height: 48, color: RGBA(255, 0, 0))
            let to = try Image(width: 64, height: 48, color: RGBA(0, 0, 255))
            let transition = try engine.makeTransition(.pixellateDissolve(smooth: true), from: from, to: to)
            print("typed frame \\(try transition.render(progress: 0.5).width)")
            let node = try EffectNode(.pixellate(\(parameter): 0.02))
            node.pixellate.\(parameter) = 0.03
            try await readmeExample(engine)
            """
    }

    /// `swift build` of the consumer in `folder`, its build kept under this package's `.build`
    /// so that a second run builds only what changed.
    static func build(_ folder: URL) async throws -> (status: Int32, output: String) {
        let scratch = CLITests.root.appendingPathComponent(".build/consumer-package").path
        return try await run(
            "/usr/bin/env", ["swift", "build", "--package-path", folder.path, "--scratch-path", scratch])
    }

    /// Runs a program to its end without holding a thread of the test pool meanwhile: a build
    /// takes minutes, and the tests beside it (the preview's server) need those threads.
    static func run(
        _ executable: String, _ arguments: [String], in folder: URL? = nil
    ) async throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("consumer-\(UUID().uuidString).log")
        FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let handle = try FileHandle(forWritingTo: output)
        (process.standardOutput, process.standardError) = (handle, handle)
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            process.terminationHandler = { _ in continuation.resume() }
            do { try process.run() } catch { continuation.resume(throwing: error) }
        }
        try handle.close()
        return (process.terminationStatus, try String(contentsOf: output, encoding: .utf8))
    }

    @Test func aPackageDependingOnSegueBuildsRunsAJobAndRefusesAMisspeltParameter() async throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = folder.appendingPathComponent("Sources/Consumer")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Self.manifest.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let main = sources.appendingPathComponent("main.swift")
        try Self.program(parameter: "fractionalWidthOfAPixel").write(to: main, atomically: true, encoding: .utf8)
        // The README's example reads the two photos from examples/ and a manifest, jobs.json.
        let examples = folder.appendingPathComponent("examples")
        try FileManager.default.createDirectory(at: examples, withIntermediateDirectories: true)
        for name in ["coffee.png", "chelsea.png"] {
            try FileManager.default.copyItem(
                at: CLITests.root.appendingPathComponent("examples/" + name), to: examples.appendingPathComponent(name))
        }
        let built = try await Self.build(folder)
        try #require(built.status == 0, "\(built.output)")

        let jobs = folder.appendingPathComponent("jobs.json")
        try """
        {"jobs": [{"render": {"from": "\(JobRunningTests.coffee)", "to": "\(JobRunningTests.chelsea)",
          "transition": "cube", "size": "64x48", "fps": 4, "out": "frames/"}}]}
        """.write(to: jobs, atomically: true, encoding: .utf8)
        let binary = CLITests.root.appendingPathComponent(".build/consumer-package/debug/Consumer").path
        let ran = try await Self.run(binary, [], in: folder)
        #expect(ran.status == 0, "\(ran.output)")
        #expect(ran.output.hasPrefix("typed frame 64\n"), "\(ran.output)")
        #expect(ran.output.contains("31 of 31 frames\n") && ran.output.contains("wrote 5 frames"), "\(ran.output)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("cube.mp4").path))
        let frames = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("frames").path)
        #expect(frames.count == 5)

        try Self.program(parameter: "fractionalWidthOfPixel").write(to: main, atomically: true, encoding: .utf8)
        let misspelt = try await Self.build(folder)
        #expect(misspelt.status != 0)
        #expect(misspelt.output.contains("error: ") && misspelt.output.contains("fractionalWidthOfPixel"))
    }
}
