#if Preview
    import ArgumentParser
    import Foundation
    import Segue
    import SeguePreview
    import Synchronization

    struct Preview: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "preview",
            abstract: "Serve a live preview page: pick, drag and tune any transition or filter in a browser.",
            discussion: """
                Prints the page's URL with a random token, which every request must show (the page keeps it in \
                a cookie), so that other users of the machine cannot use the preview; Ctrl-C stops the server. \
                Files in the --shaders folders are watched: a saved change is on the page within a second, and \
                a file that fails shows its file:line there while the last good version keeps running.

                Examples:
                  segue preview
                  segue preview --shaders my-transitions --from a.jpg --to b.jpg
                """
        )

        @OptionGroup var shaders: ShaderOptions
        @Option(help: ArgumentHelp("The first image; default: a built-in sample.", valueName: "file")) var from: String?
        @Option(help: ArgumentHelp("The second image; default: a built-in sample.", valueName: "file")) var to: String?
        @Option(help: "The port to listen on; 0 picks a free one.") var port = 0
        @Option(
            help: ArgumentHelp(
                "The address to listen on; anything but loopback lets other machines in.", valueName: "addr")
        )
        var host = "127.0.0.1"
        @Option(help: ArgumentHelp("Frame size, WxH; default: the first image's, at most 640 wide.", valueName: "WxH"))
        var size: FrameSize?
        @Option(
            help: ArgumentHelp(
                "Stop with an error naming the effect when one frame takes longer than this.", valueName: "seconds"))
        var frameTimeout = 10.0
        @Option(
            help: ArgumentHelp(
                "The token instead of a random one; SEGUE_PREVIEW_TOKEN too, which, unlike a command line, "
                    + "other users cannot read.", valueName: "token"))
        var token: String?
        @Flag(help: "Serve without a token: anyone who reaches the port can use the preview.") var noToken = false
        @Option(help: ArgumentHelp("The most pages open at once; one more is told why.", valueName: "n"))
        var maxPages = 8
        @OptionGroup(title: "Limits") var limits: ImageLimitOptions

        func validate() throws {
            guard (0...65535).contains(port) else { throw ValidationError("--port must be from 0 to 65535") }
            guard frameTimeout > 0, frameTimeout.isFinite else {
                throw ValidationError("--frame-timeout must be a positive number of seconds")
            }
            try limits.check(size, option: "--size")
            guard maxPages > 0 else { throw ValidationError("--max-pages must be at least 1") }
            guard !noToken || givenToken == nil else {
                throw ValidationError("--no-token turns the token off: give it or a token, not both")
            }
            if let givenToken, !PreviewToken.isValid(givenToken) {
                throw ValidationError("the token must be 1 to 256 letters, digits, '-', '.', '_' or '~'")
            }
        }

        /// The token asked for: `--token`, else the environment's `SEGUE_PREVIEW_TOKEN`.
        private var givenToken: String? {
            token ?? ProcessInfo.processInfo.environment["SEGUE_PREVIEW_TOKEN"]
        }

        func run() throws {
            var configuration = PreviewConfiguration()
            configuration.host = host
            configuration.port = port
            configuration.shaderDirectories = shaders.directories
            configuration.fromPath = from
            configuration.toPath = to
            configuration.size = size
            configuration.frameTimeout = frameTimeout
            configuration.maximumPixelCount = limits.maxPixels
            configuration.maximumPages = maxPages
            configuration.token = noToken ? nil : givenToken ?? PreviewToken.random()
            if !configuration.isLoopback {
                Self.warn(
                    "listening on \(host): other machines reach the page, and its token and frames cross the "
                        + "network unencrypted (HTTP)")
            }
            if noToken {
                Self.warn(
                    "--no-token: anyone who can reach the port (every user of this machine, at least) can use the "
                        + "preview, upload images, run exports and see lines of the --shaders files in its errors")
            }
            _ = try shaders.makeLibrary()
            try Self.serve(PreviewServer(configuration: configuration))
        }

        private static func warn(_ line: String) {
            FileHandle.standardError.write(Data("segue: warning: \(line)\n".utf8))
        }

        /// Runs the server until Ctrl-C, on Swift's concurrency threads, the command's own thread waiting.
        private static func serve(_ server: PreviewServer) throws {
            let outcome = Mutex<Result<Void, any Error>>(.success(()))
            let done = DispatchSemaphore(value: 0)
            Task.detached {
                do {
                    try await server.run { url in
                        FileHandle.standardOutput.write(Data("Segue preview: \(url)  (Ctrl-C stops it)\n".utf8))
                    }
                } catch {
                    outcome.withLock { $0 = .failure(error) }
                }
                done.signal()
            }
            done.wait()
            try outcome.withLock { try $0.get() }
        }
    }
#endif
