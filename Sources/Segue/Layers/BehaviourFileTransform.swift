/// A `transform` behaviour's value: Core Animation calls written as a list, each step applied
/// before the transform built so far, as `CATransform3DRotate(t, …)` is:
/// `[{"m34": -0.002}, {"rotate": [80, 0, 1, 0]}, {"translate": [170, 0, 0]}]`; `[]` is the identity.
enum BehaviourFileTransform {
    static let steps = ["translate", "scale", "rotate", "m34", "perspective"]

    static func read(_ node: JSONNode, key: String) throws(JSONIssue) -> Transform3D {
        guard case .array(let elements) = node.value else {
            throw JSONIssue(
                position: node.position,
                message:
                    "'\(key)' of 'transform' must be a list of steps such as [{\"rotate\": [90, 0, 1, 0]}], not \(node.kindDescription)"
            )
        }
        var transform = Transform3D.identity
        for element in elements {
            transform = try step(element, on: transform)
        }
        return transform
    }

    private static func step(_ node: JSONNode, on transform: Transform3D) throws(JSONIssue) -> Transform3D {
        guard case .object(let object) = node.value, object.members.count == 1, let member = object.members.first else {
            throw JSONIssue(
                position: node.position,
                message:
                    "a transform step is an object with one key (\(steps.joined(separator: ", "))), not \(node.kindDescription)"
            )
        }
        let value = member.value
        switch member.key {
        case "translate":
            let v = try BehaviourFileFields.numbers(value, count: 3, key: "translate", form: "[x, y, z] in points")
            return transform.translated(x: v[0], y: v[1], z: v[2])
        case "scale":
            let v = try BehaviourFileFields.numbers(value, count: 3, key: "scale", form: "[x, y, z]")
            return transform.scaled(x: v[0], y: v[1], z: v[2])
        case "rotate":
            let v = try BehaviourFileFields.numbers(value, count: 4, key: "rotate", form: "[degrees, x, y, z]")
            guard v[1] != 0 || v[2] != 0 || v[3] != 0 else {
                throw JSONIssue(position: value.position, message: "'rotate' needs an axis that is not [0, 0, 0]")
            }
            return transform.rotated(degrees: v[0], x: v[1], y: v[2], z: v[3])
        case "m34":
            guard case .number(let m34, _) = value.value else {
                throw JSONIssue(
                    position: value.position, message: "'m34' must be a number, not \(value.kindDescription)")
            }
            return transform.settingM34(m34)
        case "perspective":
            guard case .number(let eye, _) = value.value, eye > 0 else {
                throw JSONIssue(
                    position: value.position,
                    message: "'perspective' must be the eye's distance in points, greater than 0")
            }
            return transform.settingM34(-1 / eye)
        default:
            throw JSONIssue(
                position: member.keyPosition,
                message:
                    "unknown transform step \(member.key.quotedForMessage); valid steps: \(steps.joined(separator: ", "))"
            )
        }
    }
}
