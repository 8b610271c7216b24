/// A `transform` behaviour's value: Core Animation calls written as a list, each step applied
/// before the transform built so far, as `CATransform3DRotate(t, …)` is:
/// `[{"m34": -0.002}, {"rotate": [80, 0, 1, 0]}, {"translate": [170, 0, 0]}]`; `[]` is the identity.
/// A number may be `{"random": [low, high]}`, drawn per tile of a grid: the steps are then kept.
enum BehaviourFileTransform {
    static let steps = TransformStep.Kind.allCases.map(\.rawValue)

    static func read(_ node: JSONNode, key: String) throws(JSONIssue) -> BehaviourValue {
        guard case .array(let elements) = node.value else {
            throw JSONIssue(
                position: node.position,
                message:
                    "'\(key)' of 'transform' must be a list of steps such as [{\"rotate\": [90, 0, 1, 0]}], not \(node.kindDescription)"
            )
        }
        var steps: [TransformStep] = []
        for element in elements { steps.append(try step(element)) }
        let isConstant = steps.allSatisfy { $0.numbers.allSatisfy { if case .constant = $0 { true } else { false } } }
        guard isConstant else { return .drawnTransform(steps) }
        return .transform(
            steps.reduce(Transform3D.identity) { transform, step in
                step.applied(to: transform) { if case .constant(let x) = $0 { x } else { 0 } }
            })
    }

    private static func step(_ node: JSONNode) throws(JSONIssue) -> TransformStep {
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
            let v = try BehaviourFileFields.drawnNumbers(value, count: 3, key: "translate", form: "[x, y, z] in points")
            return TransformStep(.translate, v)
        case "scale":
            return TransformStep(
                .scale, try BehaviourFileFields.drawnNumbers(value, count: 3, key: "scale", form: "[x, y, z]"))
        case "rotate":
            let v = try BehaviourFileFields.drawnNumbers(value, count: 4, key: "rotate", form: "[degrees, x, y, z]")
            guard v[1] != .constant(0) || v[2] != .constant(0) || v[3] != .constant(0) else {
                throw JSONIssue(position: value.position, message: "'rotate' needs an axis that is not [0, 0, 0]")
            }
            return TransformStep(.rotate, v)
        case "m34":
            guard let m34 = try BehaviourFileFields.drawnNumber(value) else {
                throw JSONIssue(
                    position: value.position, message: "'m34' must be a number, not \(value.kindDescription)")
            }
            return TransformStep(.m34, [m34])
        case "perspective":
            guard case .number(let eye, _) = value.value, eye > 0 else {
                throw JSONIssue(
                    position: value.position,
                    message: "'perspective' must be the eye's distance in points, greater than 0")
            }
            return TransformStep(.perspective, [.constant(eye)])
        default:
            throw JSONIssue(
                position: member.keyPosition,
                message:
                    "unknown transform step \(member.key.quotedForMessage); valid steps: \(steps.joined(separator: ", "))"
            )
        }
    }
}
