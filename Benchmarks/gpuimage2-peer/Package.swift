// swift-tools-version: 5.9
// GPUImage2's renderer, timed on segue-bench's frames: see compare.sh. GPUImage2's own source is
// not here; compare.sh links a checkout of it in as Sources/GPUImage.
import PackageDescription

let package = Package(
    name: "GPUImage2Peer",
    targets: [
        // GPUImage2's Linux build is desktop GL; glvnd's libOpenGL has no GLX, so EGL can make its context.
        .systemLibrary(name: "COpenGL", path: "Sources/COpenGL"),
        .systemLibrary(name: "CEGLPeer", path: "Sources/CEGLPeer"),
        .target(
            name: "GPUImage",
            dependencies: ["COpenGL"],
            path: "Sources/GPUImage",
            // Its Linux core, without the GLUT window, the Raspberry Pi, the camera and the SwiftGD
            // pictures, none of which the frames need.
            exclude: [
                "Apple", "Operations/Shaders", "Linux/RPiRenderWindow.swift", "Linux/OpenGLContext-RPi.swift",
                "Linux/V4LSupplement", "Linux/V4LCamera", "Linux/GLUTRenderWindow.swift",
                "Linux/PictureInput.swift", "Linux/PictureOutput.swift",
            ],
            // As its own package declares.
            swiftSettings: [.unsafeFlags(["-swift-version", "4"])]
        ),
        .executableTarget(name: "peer", dependencies: ["GPUImage", "COpenGL", "CEGLPeer"], path: "Sources/peer"),
    ]
)
