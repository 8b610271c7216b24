import Foundation
import TestPrograms
import Testing

@testable import segue

/// The page's copy-command is a command line `segue` takes as it is: written from the job the page
/// shows, it parses back into that job's command.
@Suite(.requiresGPU)
struct PreviewCommandLineTests {
    @Test func theCopyCommandParsesBackIntoWhatThePageShows() async throws {
        var (render, apply) = ([String](), [String]())
        try await PreviewTestServer.with { server in
            let client = try server.connect()
            _ = try await client.nextText("state")
            try client.send(["type": "param", "name": "smooth", "value": "false", "seq": 1])
            let transition = try #require(try await client.nextText("state").command)
            try client.send(["type": "select", "name": "Vignette"])
            _ = try await client.nextState(showing: "Vignette")
            try client.send(["type": "param", "name": "color", "value": "#ff0000", "seq": 2])
            let filter = try #require(try await client.nextText("state").command)
            await client.close()
            (render, apply) = (ShellWords.split(transition), ShellWords.split(filter))
        }
        #expect(Array(render.prefix(2)) == ["segue", "render"] && Array(apply.prefix(2)) == ["segue", "apply"])
        let transition = try Render.parse(Array(render.dropFirst(2)))
        #expect(transition.transition == "pixellate-dissolve" && transition.out == "transition.mp4")
        #expect(transition.parameters.map(\.text) == ["smooth=false"])
        let steps = try Apply.parse(Array(apply.dropFirst(2))).job().steps
        #expect(steps.map(\.effect) == ["Vignette"] && steps[0].parameters.map(\.text) == ["color=#ff0000"])
    }
}
