import Segue

/// The notice for an image a transition reads that was not given: it reads as transparent
/// black, which turns a mask-driven transition (gl-transitions' luma) into a cut without a word.
enum ImageInputNotice {
    /// Reports one notice per image parameter among `parameters` whose name is not in `given`.
    static func reportMissing(
        transition: String, parameters: [EffectParameter], given: [String], to report: (JobMessage) -> Void
    ) {
        for parameter in parameters where parameter.type == .image && !given.contains(parameter.name) {
            report(
                .notice(
                    "\(transition) reads an image '\(parameter.name)' that was not given, so it is transparent black; give one with --param \(parameter.name)=FILE"
                ))
        }
    }
}
