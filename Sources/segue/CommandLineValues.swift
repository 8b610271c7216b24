import ArgumentParser
import Segue

// Values the CLI's options take, parsed by the library's own rules.

extension ResizeMode: ExpressibleByArgument {}

extension FrameSize: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(parsing: argument)
    }
}
