import ArgumentParser
import Segue

struct Info: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Print Segue's version and the EGL platform, GPU and GL version in use.",
        discussion: """
            Examples:
              segue info
              EGL_PLATFORM=surfaceless segue info
            """
    )

    func run() throws {
        let engine = try Engine()
        let info = engine.info
        print("segue:           \(VersionLine.text)")
        print("platform:        \(info.platform.rawValue)")
        print("device:          \(info.device)")
        print("vendor:          \(info.vendor)")
        print("renderer:        \(info.renderer)")
        print("version:         \(info.version)")
        print("glsl:            \(info.shadingLanguageVersion)")
        print("max texture:     \(info.maxTextureSize)")
        print("passes:          \(engine.passStage.rawValue) shaders")
    }
}
