import Foundation
import Testing

/// What `segue list` prints is what `--param` takes: every default, in text and in JSON, set back.
struct ParameterRoundTripCLITests {
    struct Entry: Decodable {
        var name: String
        var kind: String
        var parameters: [Parameter]
    }

    struct Parameter: Decodable {
        var name: String
        var type: String
        var `default`: Value
        var range: [Double]?
    }

    /// A JSON default, kept as JSON typed it.
    enum Value: Decodable {
        case number(Double)
        case bool(Bool)
        case numbers([Double])
        case null

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let bool = try? container.decode(Bool.self) {
                self = .bool(bool)
            } else if let number = try? container.decode(Double.self) {
                self = .number(number)
            } else {
                self = .numbers(try container.decode([Double].self))
            }
        }

        /// The value as a `--param` writes it; whole numbers without ".0", as JSON wrote them.
        var text: String {
            func number(_ x: Double) -> String { x == x.rounded() && abs(x) < 1e9 ? "\(Int(x))" : "\(x)" }
            switch self {
            case .number(let x): return number(x)
            case .bool(let x): return "\(x)"
            case .numbers(let v): return v.map(number).joined(separator: ",")
            case .null: return ""
            }
        }
    }

    static func entries() throws -> [Entry] {
        let result = CLITests.run(["list", "--json"])
        try #require(result.status == 0, "\(result.stderr)")
        return try JSONDecoder().decode([Entry].self, from: Data(result.stdout.utf8))
    }

    @Test func jsonDefaultsAreTyped() throws {
        var seen: Set<String> = []
        for entry in try Self.entries() {
            for parameter in entry.parameters {
                switch (parameter.type, parameter.default) {
                case ("float", .number), ("int", .number), ("bool", .bool), ("image", .null): break
                case ("vec2", .numbers(let v)), ("ivec2", .numbers(let v)): #expect(v.count == 2)
                case ("vec3", .numbers(let v)), ("ivec3", .numbers(let v)): #expect(v.count == 3)
                case ("vec4", .numbers(let v)), ("ivec4", .numbers(let v)), ("color", .numbers(let v)):
                    #expect(v.count == 4)
                case ("mat3", .numbers(let v)): #expect(v.count == 9)
                case ("mat4", .numbers(let v)): #expect(v.count == 16)
                default: Issue.record("\(entry.name).\(parameter.name): \(parameter.type) = \(parameter.default)")
                }
                #expect(parameter.range.map { $0.count == 2 } ?? true)
                seen.insert(parameter.type)
            }
        }
        #expect(seen.isSuperset(of: ["float", "bool", "vec2", "color"]), "\(seen)")
    }

    /// Every default of every transition and filter with parameters, from JSON and from the text listing.
    @Test(.enabled(if: CLITests.gpuUsable)) func everyListedDefaultIsAcceptedByParam() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = CLITests.run(["list"]).stdout
        let entries = try Self.entries().filter {
            !$0.parameters.isEmpty && $0.parameters.allSatisfy { $0.type != "image" }
        }
        let transitions = entries.filter { $0.kind == "transition" }.prefix(6)
        let filters = entries.filter { $0.kind == "filter" }.prefix(4)
        try #require(transitions.count >= 3 && filters.count >= 3)
        for entry in transitions + filters {
            let fromJSON = entry.parameters.flatMap { ["--param", "\($0.name)=\($0.default.text)"] }
            let fromText = entry.parameters.flatMap {
                ["--param", "\($0.name)=\(Self.listedDefault(of: $0.name, in: entry.name, text: text))"]
            }
            for parameters in [fromJSON, fromText] {
                let out = folder.appendingPathComponent("\(entry.name).png").path
                let arguments =
                    entry.kind == "transition"
                    ? ["render"] + ArgumentTests.images + [
                        "--size", "16x16", "--transition", entry.name, "--progress", "0.5", "--out", out,
                    ] + parameters
                    : ["apply", "--input", "examples/coffee.png", "--effect", entry.name, "--out", out] + parameters
                let result = CLITests.run(arguments)
                #expect(result.status == 0, "\(entry.name) \(parameters): \(result.stderr)")
            }
        }
    }

    /// The default after `name: type = ` in the listing of `effect`.
    static func listedDefault(of name: String, in effect: String, text: String) -> String {
        let lines = text.split(separator: "\n")
        guard let header = lines.firstIndex(where: { $0.hasPrefix("\(effect) (") }) else { return "?" }
        for line in lines[(header + 1)...] {
            guard line.hasPrefix("    ") else { break }
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("\(name): "), let equals = trimmed.range(of: " = ") else { continue }
            return String(trimmed[equals.upperBound...].prefix { $0 != " " })
        }
        return "?"
    }

    @Test(
        .enabled(if: CLITests.gpuUsable),
        arguments: ["#000", "#000000", "#000000ff", "0,0,0", "0,0,0,1", "black", "Navy", "transparent", "grey"])
    func coloursAcceptEveryForm(colour: String) throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = CLITests.run([
            "apply", "--input", "examples/coffee.png", "--effect", "Vignette", "--param", "color=\(colour)",
            "--out", folder.appendingPathComponent("v.png").path,
        ])
        #expect(result.status == 0, "\(colour): \(result.stderr)")
    }
}
