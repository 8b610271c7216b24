import Foundation
import Segue

/// CPU versions of transitions, written from their definitions, to check the shaders against.
///
/// Arithmetic is in `Float`, as on the GPU. The ffmpeg ports work on ffmpeg's integer pixels:
/// column x from the left and row y from the top, which is also `Image`'s own indexing, with
/// ffmpeg's P = 1 − progress.
enum TransitionReference {
    typealias Color = CPUReference.Color

    /// Renders `width`×`height` by evaluating `shade` at each pixel, row 0 at the top.
    static func renderPixels(width: Int, height: Int, _ shade: (_ x: Int, _ y: Int) -> Color) -> Image {
        var image = try! Image(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let c = shade(x, y)
                image[x, y] = RGBA(
                    CPUReference.quantize(c[0]), CPUReference.quantize(c[1]),
                    CPUReference.quantize(c[2]), CPUReference.quantize(c[3])
                )
            }
        }
        return image
    }

    static func pixel(_ image: Image, _ x: Int, _ y: Int) -> Color {
        CPUReference.color(image, x, y)
    }

    // MARK: - Classic set

    /// crossfade: `mix(from, to, progress)`.
    static func crossfade(_ from: Image, _ to: Image, progress: Float) -> Image {
        CPUReference.render(width: from.width, height: from.height) { uv in
            CPUReference.mixColor(CPUReference.nearest(from, uv), CPUReference.nearest(to, uv), progress)
        }
    }

    /// zoom: "from" scaled by mix(1, endScale, p) about `center`, over "to", at opacity 1 − p.
    static func zoom(
        _ from: Image, _ to: Image, progress: Float, endScale: Float = 0.1, center: SIMD2<Float> = [0.5, 0.5]
    ) -> Image {
        CPUReference.render(width: from.width, height: from.height) { uv in
            let behind = CPUReference.nearest(to, uv)
            let scale = 1 + (endScale - 1) * progress
            let source = center + (uv - center) / scale
            if source.x < 0 || source.y < 0 || source.x > 1 || source.y > 1 { return behind }
            return CPUReference.mixColor(CPUReference.bilinear(from, source), behind, progress)
        }
    }

    /// flip: a page turning about the centre line (see Shaders/Transitions/flip.glsl for the geometry).
    static func flip(
        _ from: Image, _ to: Image, progress: Float,
        perspective: Float = 4, shading: Float = 0.5, direction: Int = 0
    ) -> Image {
        let ratio = Float(from.width) / Float(from.height)
        func toCanonical(_ uv: SIMD2<Float>) -> SIMD2<Float> {
            switch direction {
            case 1: return [1 - uv.x, uv.y]
            case 2: return [1 - uv.y, uv.x]
            case 3: return [uv.y, uv.x]
            default: return uv
            }
        }
        func fromCanonical(_ c: SIMD2<Float>) -> SIMD2<Float> {
            switch direction {
            case 1: return [1 - c.x, c.y]
            case 2: return [c.y, 1 - c.x]
            case 3: return [c.y, c.x]
            default: return c
            }
        }
        return CPUReference.render(width: from.width, height: from.height) { uv in
            if progress <= 0 { return CPUReference.nearest(from, uv) }
            if progress >= 1 { return CPUReference.nearest(to, uv) }
            let c = toCanonical(uv)
            let aspect = direction >= 2 ? 1 / ratio : ratio
            let halfWidth = 0.5 * aspect
            let eye = perspective * halfWidth
            let x = (c.x - 0.5) * aspect
            let y = c.y - 0.5
            let first = progress < 0.5
            let angle = (first ? progress : 1 - progress) * Float.pi
            let along = first ? x : -x
            if along > 0 {
                let u = along * eye / (eye * cos(angle) + along * sin(angle))
                let pageY = y * (eye - u * sin(angle)) / eye
                if u <= halfWidth && abs(pageY) <= 0.5 {
                    let shade = 1 - shading * sin(angle) * (0.25 + 0.75 * u / halfWidth)
                    let onPage = fromCanonical([0.5 + (first ? u : -u) / aspect, pageY + 0.5])
                    let colour = CPUReference.bilinear(first ? from : to, onPage)
                    return Color(colour.x * shade, colour.y * shade, colour.z * shade, colour.w)
                }
            }
            return x >= 0 ? CPUReference.nearest(to, uv) : CPUReference.nearest(from, uv)
        }
    }

    // MARK: - ffmpeg xfade ports (libavfilter/vf_xfade.c)

    /// wipeleft: "to" where x > ⌊w·P⌋; exactly "to" at the end, where ffmpeg keeps column 0.
    static func wipeleft(_ from: Image, _ to: Image, progress: Float) -> Image {
        let p = 1 - progress
        let z = Int(Float(from.width) * p)
        return renderPixels(width: from.width, height: from.height) { x, y in
            progress >= 1 || x > z ? pixel(to, x, y) : pixel(from, x, y)
        }
    }

    /// slideleft: both images move left by ⌊w·P⌋ pixels, the index wrapped into the image.
    static func slideleft(_ from: Image, _ to: Image, progress: Float) -> Image {
        let w = from.width
        let z = Int(-(1 - progress) * Float(w))
        return renderPixels(width: w, height: from.height) { x, y in
            let zx = z + x
            let zz = zx < 0 ? zx + w : (zx >= w ? zx - w : zx)
            return zx >= 0 && zx < w ? pixel(to, zz, y) : pixel(from, zz, y)
        }
    }

    /// fadegrays as upstream ffmpeg computes it for RGB: through the integer mean of R, G and B.
    /// (ffmpeg 5.1 sums into an uninitialised variable there; see TransitionsFFmpegTests.)
    static func fadegrays(_ from: Image, _ to: Image, progress: Float) -> Image {
        let p = 1 - progress
        func grey(_ c: Color) -> Color {
            let sum = Int((c.x * 255).rounded()) + Int((c.y * 255).rounded()) + Int((c.z * 255).rounded())
            let g = Float(sum / 3) / 255
            return Color(g, g, g, c.w)
        }
        return renderPixels(width: from.width, height: from.height) { x, y in
            let a = pixel(from, x, y)
            let b = pixel(to, x, y)
            let leaving = ffMix(a, grey(a), smoothstep(0.8, 1, p))
            let arriving = ffMix(grey(b), b, smoothstep(0.2, 1, p))
            return ffMix(leaving, arriving, p)
        }
    }

    /// The wind transitions: a soft edge with one random lag per row (h) or column (v).
    enum Wind: String, CaseIterable {
        case hlwind, hrwind, vuwind, vdwind
    }

    static func wind(_ kind: Wind, _ from: Image, _ to: Image, progress: Float) -> Image {
        let p = 1 - progress
        let w = Float(from.width)
        let h = Float(from.height)
        return renderPixels(width: from.width, height: from.height) { x, y in
            let lag: Float
            let along: Float
            switch kind {
            case .hlwind:
                lag = noise(0, y)
                along = 1 - Float(x) / w
            case .hrwind:
                lag = noise(0, y)
                along = Float(x) / w
            case .vuwind:
                lag = noise(x, 0)
                along = 1 - Float(y) / h
            case .vdwind:
                lag = noise(x, 0)
                along = Float(y) / h
            }
            let m = smoothstep(0, -0.2, along * (1 - 0.2) + 0.2 * lag - (1 - p) * (1 + 0.2))
            return ffMix(pixel(to, x, y), pixel(from, x, y), m)
        }
    }

    /// ffmpeg's cover and reveal transitions, in whole pixels.
    enum Slide: String, CaseIterable {
        case coverleft, coverright, coverup, coverdown, revealleft, revealright, revealup, revealdown
    }

    static func slide(_ kind: Slide, _ from: Image, _ to: Image, progress: Float) -> Image {
        let p = 1 - progress
        let horizontal = [.coverleft, .coverright, .revealleft, .revealright].contains(kind)
        let negative = [.coverleft, .coverup, .revealleft, .revealup].contains(kind)
        let covers = kind.rawValue.hasPrefix("cover")
        let size = horizontal ? from.width : from.height
        let z = Int((negative ? -p : p) * Float(size))
        return renderPixels(width: from.width, height: from.height) { x, y in
            let zoff = z + (horizontal ? x : y)
            let zz = zoff < 0 ? zoff + size : (zoff >= size ? zoff - size : zoff)
            let inside = zoff >= 0 && zoff < size
            let (sx, sy) = horizontal ? (zz, y) : (x, zz)
            if covers { return inside ? pixel(to, sx, sy) : pixel(from, x, y) }
            return inside ? pixel(to, x, y) : pixel(from, sx, sy)
        }
    }

    // MARK: - Helpers shared with the shaders

    /// vf_xfade.c's mix(a, b, m) = a·m + b·(1 − m).
    static func ffMix(_ a: Color, _ b: Color, _ m: Float) -> Color {
        a * m + b * (1 - m)
    }

    /// vf_xfade.c's smoothstep, defined for edge0 > edge1 too.
    static func smoothstep(_ edge0: Float, _ edge1: Float, _ x: Float) -> Float {
        let t = min(max((x - edge0) / (edge1 - edge0), 0), 1)
        return t * t * (3 - 2 * t)
    }

    /// The shaders' PCG hash.
    static func pcgHash(_ v: UInt32) -> UInt32 {
        let state = v &* 747_796_405 &+ 2_891_336_453
        let word = ((state >> ((state >> 28) &+ 4)) ^ state) &* 277_803_737
        return (word >> 22) ^ word
    }

    /// The shaders' noise in [0, 1) at an integer position.
    static func noise(_ x: Int, _ y: Int) -> Float {
        Float(pcgHash(UInt32(truncatingIfNeeded: x) &+ pcgHash(UInt32(truncatingIfNeeded: y))) >> 8) / 16_777_216
    }
}
