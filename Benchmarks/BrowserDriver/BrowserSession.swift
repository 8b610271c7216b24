import Foundation

/// One browser window driven over WebDriver: navigate, run scripts, move the pointer, capture.
public struct BrowserSession: Sendable {
    let base: URL

    /// Opens `url` and waits for the page to load.
    public func open(_ url: String) async throws {
        _ = try await WebDriverRequest.send("POST", base.appendingPathComponent("url"), ["url": url])
    }

    /// Runs `script` (a function body; `arguments` holds `arguments`) and decodes what it returns.
    public func run<T: Decodable>(_ script: String, _ arguments: [any Sendable] = [], as type: T.Type) async throws -> T
    {
        let value = try await WebDriverRequest.send(
            "POST", base.appendingPathComponent("execute/sync"), ["script": script, "args": arguments])
        let data = try JSONSerialization.data(
            withJSONObject: ["value": value ?? NSNull()], options: [.fragmentsAllowed])
        return try JSONDecoder().decode(Wrapped<T>.self, from: data).value
    }

    /// Runs `script` for its effect.
    public func run(_ script: String, _ arguments: [any Sendable] = []) async throws {
        _ = try await WebDriverRequest.send(
            "POST", base.appendingPathComponent("execute/sync"), ["script": script, "args": arguments])
    }

    /// Polls `condition` (a script returning true or false) until true; throws after `timeout` seconds.
    public func wait(until condition: String, timeout: Double = 30, _ what: String) async throws {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            // Asked once more after the deadline, in case this task slept through it.
            let late = Date() >= deadline
            if try await run("return Boolean(\(condition))", as: Bool.self) { return }
            if late { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw WebDriverError(description: "timed out after \(timeout) s waiting for \(what)")
    }

    /// Performs pointer `actions` as one input source (a mouse), the way a user's hand would; a
    /// button pressed stays pressed until an `.up`, in this call or a later one.
    public func perform(_ actions: [PointerAction]) async throws {
        let source: [String: Any] = [
            "type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"],
            "actions": actions.map(\.json),
        ]
        _ = try await WebDriverRequest.send("POST", base.appendingPathComponent("actions"), ["actions": [source]])
    }

    /// Sends a Chrome DevTools Protocol command through chromedriver (such as
    /// `Input.dispatchMouseEvent`, which delivers input at the rate the caller chooses, where
    /// WebDriver's actions space pointer moves a frame apart).
    public func devTools(_ command: String, _ parameters: [String: any Sendable]) async throws {
        _ = try await WebDriverRequest.send(
            "POST", base.appendingPathComponent("goog/cdp/execute"), ["cmd": command, "params": parameters])
    }

    /// Presses, moves or releases the left mouse button at a point of the viewport (CSS pixels),
    /// delivered as the browser delivers a hand's input; moves with the button held drag.
    ///
    /// `timestamp` (seconds since 1970) stamps the event as the hand made it, so that the page's
    /// `event.timeStamp` spacing is the caller's even when a loaded machine delivers it late.
    public func mouse(_ event: MouseEvent, x: Double, y: Double, timestamp: Double? = nil) async throws {
        var parameters: [String: any Sendable] = [
            "type": event.rawValue, "x": x, "y": y, "button": "left", "buttons": event == .released ? 0 : 1,
        ]
        if event != .moved { parameters["clickCount"] = 1 }
        if let timestamp { parameters["timestamp"] = timestamp }
        try await devTools("Input.dispatchMouseEvent", parameters)
    }

    /// What `mouse(_:x:y:)` does with the button.
    public enum MouseEvent: String, Sendable {
        case pressed = "mousePressed"
        case moved = "mouseMoved"
        case released = "mouseReleased"
    }

    /// Clicks the first element `selector` matches.
    public func click(_ selector: String) async throws {
        let found = try await WebDriverRequest.send(
            "POST", base.appendingPathComponent("element"), ["using": "css selector", "value": selector])
        guard let element = (found as? [String: Any])?.values.first as? String else {
            throw WebDriverError(description: "no element matches \(selector)")
        }
        _ = try await WebDriverRequest.send(
            "POST", base.appendingPathComponent("element/\(element)/click"), [String: String]())
    }

    /// The window as a PNG.
    public func screenshot() async throws -> Data {
        guard let text = try await WebDriverRequest.send("GET", base.appendingPathComponent("screenshot")) as? String,
            let data = Data(base64Encoded: text)
        else { throw WebDriverError(description: "no screenshot") }
        return data
    }

    /// Closes the window.
    public func close() async {
        _ = try? await WebDriverRequest.send("DELETE", base)
    }

    private struct Wrapped<T: Decodable>: Decodable {
        var value: T
    }
}

/// One step of a pointer: moves in CSS pixels (from the viewport's corner or from where the
/// pointer is) over a duration, presses, releases, pauses.
public enum PointerAction: Sendable {
    case moveTo(x: Int, y: Int, milliseconds: Int = 0)
    case moveBy(x: Int, y: Int, milliseconds: Int)
    case down
    case up
    case pause(milliseconds: Int)

    var json: [String: Any] {
        switch self {
        case .moveTo(let x, let y, let milliseconds):
            return ["type": "pointerMove", "origin": "viewport", "x": x, "y": y, "duration": milliseconds]
        case .moveBy(let x, let y, let milliseconds):
            return ["type": "pointerMove", "origin": "pointer", "x": x, "y": y, "duration": milliseconds]
        case .down: return ["type": "pointerDown", "button": 0]
        case .up: return ["type": "pointerUp", "button": 0]
        case .pause(let milliseconds): return ["type": "pause", "duration": milliseconds]
        }
    }
}
