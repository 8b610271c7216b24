// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Segue",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Segue", targets: ["Segue"]),
        .library(name: "SegueJobs", targets: ["SegueJobs"]),
        .executable(name: "segue", targets: ["segue"]),
        .executable(name: "segue-bench", targets: ["segue-bench"]),
    ],
    // `segue preview` is a trait, on by default, so that a build without it (the demo's:
    // `--disable-default-traits`) compiles no web server: SwiftNIO and Hummingbird are most of a
    // first build's minutes.
    traits: [.trait(name: "Preview"), .default(enabledTraits: ["Preview"])],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.0.0"),
    ],
    targets: [
        .systemLibrary(name: "CEGL", pkgConfig: "egl", providers: [.apt(["libegl-dev"])]),
        .systemLibrary(name: "CGLES3", pkgConfig: "glesv2", providers: [.apt(["libgles-dev"])]),
        .systemLibrary(name: "CGBM", pkgConfig: "gbm", providers: [.apt(["libgbm-dev"])]),
        .systemLibrary(name: "CSPNG", pkgConfig: "spng", providers: [.apt(["libspng-dev"])]),
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(name: "CLibCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),
        .target(name: "SegueGL", dependencies: ["CEGL", "CGLES3", "CGBM"]),
        .executableTarget(name: "ShaderEmbedder"),
        .plugin(name: "EmbedShaders", capability: .buildTool(), dependencies: ["ShaderEmbedder"]),
        .executableTarget(name: "CommitStamper"),
        .plugin(name: "StampBuildCommit", capability: .buildTool(), dependencies: ["CommitStamper"]),
        .executableTarget(name: "FileEmbedder"),
        .plugin(name: "EmbedPreviewFiles", capability: .buildTool(), dependencies: ["FileEmbedder"]),
        .target(name: "SegueTime"),
        .target(
            name: "Segue",
            dependencies: ["SegueTime", "SegueGL", "CSPNG", "CTurboJPEG"],
            plugins: ["EmbedShaders"]
        ),
        // Render, concat and apply jobs as values, and their running: the CLI fills them, batch
        // manifests decode into them, the preview writes its command line from them and runs them.
        .target(name: "SegueJobs", dependencies: ["Segue"]),
        // The live preview's server, apart from the library so that Segue never pulls in SwiftNIO.
        .target(
            name: "SeguePreview",
            dependencies: [
                "Segue", "SegueTime", "SegueJobs",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
            ],
            // Embedded by the plugin, not as `.embedInCode` resources: see FileEmbedder for why.
            exclude: ["Page", "Samples"],
            plugins: ["EmbedPreviewFiles"]
        ),
        .executableTarget(
            name: "segue",
            dependencies: [
                "Segue", "SegueJobs", .target(name: "SeguePreview", condition: .when(traits: ["Preview"])),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                // SHA-256 for `segue batch`'s records.
                "CLibCrypto",
            ],
            // Not `Sources/segue`: on a case-insensitive disk that folder is `Sources/Segue`.
            path: "Sources/SegueCLI",
            plugins: ["StampBuildCommit"]
        ),
        .executableTarget(
            name: "segue-bench",
            dependencies: [
                "Segue", "SegueGL", "SegueJobs", "BrowserDriver",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Benchmarks/segue-bench"
        ),
        // WebDriver over HTTP, for the preview's benchmark and browser tests.
        .target(name: "BrowserDriver", dependencies: ["Segue"], path: "Benchmarks/BrowserDriver"),
        .target(name: "TestPrograms", dependencies: ["Segue"], path: "Tests/TestPrograms"),
        .testTarget(name: "SegueGLTests", dependencies: ["SegueGL"]),
        .testTarget(name: "SegueTimeTests", dependencies: ["SegueTime"], exclude: ["Fixtures"]),
        // Public API only, as another package uses Segue's extension points.
        .testTarget(name: "SegueExtensionTests", dependencies: ["SegueTime", "Segue"]),
        .testTarget(
            name: "SegueTests", dependencies: ["Segue", "SegueGL", "TestPrograms"], exclude: ["Fixtures"],
            // The CPU references the GPU's frames are held to (pixel loops) run several times faster optimized.
            swiftSettings: [.unsafeFlags(["-O"])]
        ),
        .testTarget(name: "SegueCLITests", dependencies: ["segue", "Segue", "SegueJobs", "TestPrograms"]),
        .testTarget(name: "SegueBenchTests", dependencies: ["segue-bench", "TestPrograms"]),
        .testTarget(
            name: "SeguePreviewTests",
            dependencies: [
                // No HummingbirdTesting: its clients tidy what a hostile client sends (paths, Host,
                // Origin), so the tests use plain sockets, and it would add an HTTP/2 and TLS stack to
                // every test build.
                "segue", "SeguePreview", "Segue", "TestPrograms", "BrowserDriver",
            ]
        ),
    ]
)
