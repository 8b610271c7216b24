import ArgumentParser
import Segue

struct Info: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print the EGL platform, GPU and GL version in use.")

    func run() throws {
        let info = try Engine().info
        print("platform:        \(info.platform.rawValue)")
        print("device:          \(info.device)")
        print("vendor:          \(info.vendor)")
        print("renderer:        \(info.renderer)")
        print("version:         \(info.version)")
        print("glsl:            \(info.shadingLanguageVersion)")
        print("max texture:     \(info.maxTextureSize)")
    }
}
