import Foundation
import TestPrograms
import Testing

@testable import segue

/// The page's copy-command is a command line `segue` takes as it is: written from the job the page
/// shows, it parses back into that job's command.
@Suite(.requiresGPU, .serialized)
struct PreviewCommandLineTests {
    @Test func theCopyCommandParsesBackIntoWhatThePageShows() async throws {
        try await PreviewTestServer.with { server in
            let client = try server.connect()
            _ = try await client.nextText("state")
            try client.send(["type": "param", "name": "smooth", "value": "false", "seq": 1])
            let transition = try await client.nextText("state")
            let renderWords = ShellWords.split(try #require(transition.command))
            #expect(Array(renderWords.prefix(2)) == ["segue", "render"])
            let render = try Render.parse(Array(renderWords.dropFirst(2)))
            #expect(render.transition == "pixellate-dissolve" && render.out == "transition.mp4")
            #expect(render.parameters.map(\.text) == ["smooth=false"])

            try client.send(["type": "select", "name": "Vignette"])
            _ = try await client.nextState(showing: "Vignette")
            try client.send(["type": "param", "name": "color", "value": "#ff0000", "seq": 2])
            let filter = try await client.nextText("state")
            let applyWords = ShellWords.split(try #require(filter.command))
            #expect(Array(applyWords.prefix(2)) == ["segue", "apply"])
            let steps = try Apply.parse(Array(applyWords.dropFirst(2))).job().steps
            #expect(steps.map(\.effect) == ["Vignette"] && steps[0].parameters.map(\.text) == ["color=#ff0000"])
            await client.close()
        }
    }
}
