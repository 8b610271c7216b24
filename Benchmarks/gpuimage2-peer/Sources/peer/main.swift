// Times GPUImage2's own renderer (its Linux core, unchanged) on the frames segue-bench times: two
// RGBA images uploaded once, then per frame only the operations' parameters set and the images
// sent through the graph again.
//
//   peer EFFECT FROM.rgba TO.rgba WIDTH HEIGHT SECONDS MODE
//
// EFFECT: `pixellate-dissolve` (Pixellate on each side into DissolveBlend, Segue's graph of the
// same name) or `crossfade` (DissolveBlend alone). MODE: `finish` (glFinish after every frame),
// `read` (every frame read back to RGBA with glReadPixels) or `dump=P` (the frame at progress P
// written to EFFECT-P.rgba, rows in the inputs' order: GPUImage2's texture coordinates start at the
// first row). Prints one line: `fps=N frames=N`.
import CEGLPeer
import COpenGL
import Foundation
import GPUImage

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("peer: \(message)\n".utf8))
    exit(1)
}

/// A desktop-GL context on Mesa's surfaceless platform, current on this thread: GPUImage2 runs a
/// synchronous operation on the calling thread, and every call here is synchronous.
func makeContext() {
    typealias GetPlatformDisplay =
        @convention(c) (EGLenum, UnsafeMutableRawPointer?, UnsafePointer<EGLint>?) ->
        EGLDisplay?
    guard let address = eglGetProcAddress("eglGetPlatformDisplayEXT") else { fail("no eglGetPlatformDisplayEXT") }
    let getPlatformDisplay = unsafeBitCast(address, to: GetPlatformDisplay.self)
    guard let display = getPlatformDisplay(EGLenum(EGL_PLATFORM_SURFACELESS_MESA), nil, nil),
        eglInitialize(display, nil, nil) == EGL_TRUE
    else { fail("no EGL display on the surfaceless platform") }
    guard eglBindAPI(EGLenum(EGL_OPENGL_API)) == EGL_TRUE else { fail("no desktop GL") }
    // EGL_NO_CONFIG_KHR and EGL_NO_SURFACE: the frames go to GPUImage2's framebuffers only.
    guard let context = eglCreateContext(display, nil, nil, nil),
        eglMakeCurrent(display, nil, nil, context) == EGL_TRUE
    else { fail("no desktop GL context") }
}

func glString(_ name: Int32) -> String {
    guard let bytes = glGetString(GLenum(name)) else { return "?" }
    return String(cString: UnsafeRawPointer(bytes).assumingMemoryBound(to: CChar.self))
}

func uploadTexture(path: String, width: Int, height: Int) -> GLuint {
    guard let data = FileManager.default.contents(atPath: path), data.count == width * height * 4 else {
        fail("\(path): not \(width)x\(height) RGBA")
    }
    var texture: GLuint = 0
    glGenTextures(1, &texture)
    glBindTexture(GLenum(GL_TEXTURE_2D), texture)
    for (name, value) in [
        (GL_TEXTURE_MIN_FILTER, GL_LINEAR), (GL_TEXTURE_MAG_FILTER, GL_LINEAR),
        (GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE), (GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE),
    ] {
        glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(name), value)
    }
    data.withUnsafeBytes { bytes in
        glTexImage2D(
            GLenum(GL_TEXTURE_2D), 0, GL_RGBA, GLsizei(width), GLsizei(height), 0, GLenum(GL_RGBA),
            GLenum(GL_UNSIGNED_BYTE), bytes.baseAddress)
    }
    glBindTexture(GLenum(GL_TEXTURE_2D), 0)
    return texture
}

/// An uploaded image sent as a video frame, the way GPUImage2's movie and camera inputs send
/// theirs: stamped, so that a blend renders once both of a frame's inputs have come. (Sent as a
/// still, as its TextureInput does, the blend would render again for each input: a wasted pass.)
final class VideoTextureInput: ImageSource {
    let targets = TargetContainer()
    let framebuffer: Framebuffer

    init(texture: GLuint, width: Int, height: Int) {
        let size = GLSize(width: GLint(width), height: GLint(height))
        do {
            framebuffer = try Framebuffer(
                context: sharedImageProcessingContext, orientation: .portrait, size: size, textureOnly: true,
                overriddenTexture: texture)
        } catch { fail("GPUImage2 could not wrap a texture: \(error)") }
    }

    func send(frame: Int) {
        let stamp = Timestamp(value: Int64(frame), timescale: 60, flags: .valid, epoch: 0)
        framebuffer.timingStyle = .videoFrame(timestamp: stamp)
        updateTargetsWithFramebuffer(framebuffer)
    }

    func transmitPreviousImage(to target: ImageConsumer, atIndex: UInt) {}
}

/// Takes each frame as GPUImage2's TextureOutput does (its initializer is not public), reading it
/// back when asked.
final class FrameSink: ImageConsumer {
    let sources = SourceContainer()
    let maximumInputs: UInt = 1
    var frames = 0
    var pixels: [UInt8]?
    let width: Int
    let height: Int

    init(width: Int, height: Int, reads: Bool) {
        self.width = width
        self.height = height
        pixels = reads ? [UInt8](repeating: 0, count: width * height * 4) : nil
    }

    func newFramebufferAvailable(_ framebuffer: Framebuffer, fromSourceIndex: UInt) {
        frames += 1
        if pixels != nil {
            framebuffer.activateFramebufferForRendering()
            glReadPixels(
                0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), &pixels!)
        }
        framebuffer.unlock()
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 8, let width = Int(arguments[4]), let height = Int(arguments[5]),
    let seconds = Double(arguments[6])
else { fail("usage: peer pixellate-dissolve|crossfade FROM.rgba TO.rgba WIDTH HEIGHT SECONDS finish|read|dump=P") }
let (effect, mode) = (arguments[1], arguments[7])
guard ["finish", "read"].contains(mode) || mode.hasPrefix("dump=") else { fail("unknown mode \(mode)") }

makeContext()
FileHandle.standardError.write(Data("peer: \(glString(GL_RENDERER)), \(glString(GL_VERSION))\n".utf8))
let from = VideoTextureInput(
    texture: uploadTexture(path: arguments[2], width: width, height: height), width: width, height: height)
let to = VideoTextureInput(
    texture: uploadTexture(path: arguments[3], width: width, height: height), width: width, height: height)
let sink = FrameSink(width: width, height: height, reads: mode != "finish")
let dissolve = DissolveBlend()
let setProgress: (Float) -> Void
switch effect {
case "pixellate-dissolve":
    // Segue's pixellate-dissolve, node for node.
    let pixellateFrom = Pixellate()
    let pixellateTo = Pixellate()
    from --> pixellateFrom --> dissolve
    to --> pixellateTo --> dissolve
    setProgress = { progress in
        pixellateFrom.fractionalWidthOfAPixel = progress * 0.1
        pixellateTo.fractionalWidthOfAPixel = (1 - progress) * 0.1
        dissolve.mix = progress
    }
case "crossfade":
    from --> dissolve
    to --> dissolve
    setProgress = { dissolve.mix = $0 }
default:
    fail("unknown effect \(effect)")
}
dissolve --> sink

var sent = 0
func frame(progress: Float) {
    setProgress(progress)
    from.send(frame: sent)
    to.send(frame: sent)
    sent += 1
    if mode == "finish" { glFinish() }
}

if mode.hasPrefix("dump=") {
    guard let progress = Float(mode.dropFirst(5)) else { fail("dump=P needs a progress") }
    // Twice: Pixellate clamps its width to one pixel of the frame it last drew (of 2048 before it
    // has drawn one), so the second frame is the one every later frame is like.
    frame(progress: progress)
    frame(progress: progress)
    FileManager.default.createFile(atPath: "\(effect)-\(mode.dropFirst(5)).rgba", contents: Data(sink.pixels!))
    exit(0)
}
// A warm-up as segue-bench's, then frames for `seconds`, progress sweeping 0…1 every 60 frames.
for index in 0..<10 { frame(progress: Float(index) / 10) }
let start = Date()
var frames = 0
while Date().timeIntervalSince(start) < seconds {
    frame(progress: Float(frames % 60) / 59)
    frames += 1
}
let elapsed = Date().timeIntervalSince(start)
guard sink.frames == sent else { fail("\(sent) frames sent, \(sink.frames) came out") }
print(String(format: "fps=%.2f frames=%d", Double(frames) / elapsed, frames))
