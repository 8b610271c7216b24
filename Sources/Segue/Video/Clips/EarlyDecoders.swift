import Synchronization

/// Clip decoders started before the clip is probed, so that ffmpeg's start-up (a tenth of a
/// second or more, linking its libraries, opening the file) overlaps the probe and the opening
/// of the GL context instead of following them.
///
/// A start is a guess at what the probe will say: an 8-bit 4:2:0 clip in limited range, as
/// most are. The first `ClipDecoder` that would run the very same command adopts the running
/// process; one whose guess was wrong is never adopted, and `discardUnused()` stops it (it
/// waits, having filled its pipe, until then). So a wrong guess costs some decoding, never a
/// wrong picture.
public enum EarlyDecoders {
    private static let waiting = Mutex<[(executable: String, arguments: [String], process: RunningProcess)]>([])

    /// Starts decoding the clip at `path` as a recording would from `start` seconds at `fps`:
    /// as yuv420p planes when `planar` (pictures passed through to a 4:2:0 output of the clip's
    /// size), else as NV12. Does nothing when ffmpeg cannot be found or started; the recording
    /// then starts its own and reports what went wrong.
    public static func start(path: String, ffmpeg: String = "ffmpeg", start: Double, fps: Double, planar: Bool) {
        guard let executable = try? FFmpegLocation.resolve(ffmpeg, purpose: "reading clips") else { return }
        let arguments = ClipDecoder.arguments(
            path: path, start: start, fps: fps, layout: .nv12(YUVColours(matrix: .bt601, fullRange: false)),
            planar: planar)
        guard let process = try? RunningProcess(executable, arguments: arguments, input: .none, output: .pipe) else {
            return
        }
        waiting.withLock { $0.append((executable, arguments, process)) }
    }

    /// The decoder started early for exactly this command, which the caller now owns; nil if none.
    static func take(executable: String, arguments: [String]) -> RunningProcess? {
        waiting.withLock { waiting in
            guard let index = waiting.firstIndex(where: { $0.executable == executable && $0.arguments == arguments })
            else { return nil }
            return waiting.remove(at: index).process
        }
    }

    /// How many started early are still waiting to be adopted.
    static var unusedCount: Int { waiting.withLock { $0.count } }

    /// Stops the decoders started early that no recording adopted (their guess was wrong, or the
    /// recording ended before needing them).
    public static func discardUnused() {
        let unused = waiting.withLock { waiting in
            defer { waiting.removeAll() }
            return waiting.map(\.process)
        }
        for process in unused {
            process.kill()
            process.finish()
        }
    }
}
