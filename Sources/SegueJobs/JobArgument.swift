import Segue

/// A value a job's option holds, read from and written as the command line's text.
public protocol JobArgument {
    /// The value `text` stands for, by the same rule as the command line; nil when it is none.
    init?(jobText text: String)
    /// The value as the command line writes it; nil for an absent optional.
    var jobText: String? { get }
    /// Every value an option of fixed choices takes; empty for any other.
    static var choices: [String] { get }
}

extension JobArgument {
    public static var choices: [String] { [] }
}

extension String: JobArgument {
    public init?(jobText text: String) { self = text }
    public var jobText: String? { self }
}

extension Double: JobArgument {
    public init?(jobText text: String) { self.init(text) }
    /// Whole numbers without a fraction (`1`, not `1.0`), as a person would type them.
    public var jobText: String? { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}

extension Int: JobArgument {
    public init?(jobText text: String) { self.init(text) }
    public var jobText: String? { String(self) }
}

extension UInt64: JobArgument {
    public init?(jobText text: String) { self.init(text) }
    public var jobText: String? { String(self) }
}

extension FrameSize: JobArgument {
    public init?(jobText text: String) { self.init(parsing: text) }
    public var jobText: String? { description }
}

extension ResizeMode: JobArgument {
    public init?(jobText text: String) { self.init(rawValue: text) }
    public var jobText: String? { rawValue }
    public static var choices: [String] { allCases.map(\.rawValue) }
}

extension FrameStreamWriter.Format: JobArgument {
    public init?(jobText text: String) { self.init(rawValue: text) }
    public var jobText: String? { rawValue }
    public static var choices: [String] { allCases.map(\.rawValue) }
}

extension Optional: JobArgument where Wrapped: JobArgument {
    public init?(jobText text: String) {
        guard let value = Wrapped(jobText: text) else { return nil }
        self = .some(value)
    }
    public var jobText: String? { self?.jobText }
    public static var choices: [String] { Wrapped.choices }
}
