import Segue

/// `segue list --markdown`: a Markdown table per kind of effect, as docs/FILTERS.md shows them.
enum ListMarkdown {
    /// One table per kind present: name, aliases, parameters (type, default, range), summary.
    static func tables(
        effects: [EffectDescription], composites: [TransitionDescription], aliases: (String) -> [String]
    ) -> String {
        var rows: [(kind: String, name: String, aliases: [String], parameters: [EffectParameter], summary: String)] =
            effects.map {
                (
                    $0.kind.rawValue, $0.name, aliases($0.name), $0.parameters.filter { $0.name != "progress" },
                    $0.summary
                )
            }
        rows += composites.map { ("transition", $0.name, [], $0.parameters, $0.summary) }
        var text = ""
        for kind in EffectKind.allCases.map(\.rawValue) {
            let ofKind = rows.filter { $0.kind == kind }.sorted { $0.name < $1.name }
            guard !ofKind.isEmpty else { continue }
            text +=
                "### \(heading(kind)) (\(ofKind.count))\n\n| name | aliases | parameters | summary |\n| --- | --- | --- | --- |\n"
            for row in ofKind {
                let names = row.aliases.map { "`\($0)`" }.joined(separator: ", ")
                let parameters = row.parameters.map(cell).joined(separator: "<br>")
                text += "| `\(row.name)` | \(names) | \(parameters) | \(escaped(row.summary)) |\n"
            }
            text += "\n"
        }
        return text
    }

    static func heading(_ kind: String) -> String {
        kind.prefix(1).uppercased() + kind.dropFirst() + "s"
    }

    /// `name` type = default [min, max], as `--param` takes the default.
    static func cell(_ parameter: EffectParameter) -> String {
        let range = parameter.range.map { " [\($0.lowerBound.formatted), \($0.upperBound.formatted)]" } ?? ""
        let value = parameter.type == .image ? "(an image file)" : parameter.defaultValue.text
        return "`\(parameter.name)` \(parameter.type.rawValue) = \(escaped(value))\(range)"
    }

    /// Text safe inside a table cell.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
