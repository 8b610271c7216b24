// swift-format-ignore-file
// Generated from the built-ins' headers by BuiltInSourceWriter; do not edit.
// Rewrite it with: SEGUE_WRITE_BUILT_INS=1 swift test --filter BuiltInTransitionTests

extension BuiltInTransition {
    /// `card-stack`: The old view drops back and darkens while the new one springs up over it from below.
    public static func cardStack() -> BuiltInTransition {
        BuiltInTransition("card-stack", [])
    }

    /// `cards`: VCTransitionsLibrary's cards: the old view tips back, shrinks and dims like a card pushed into a stack while the new one slides up from below; a dismissal slides the old view down and brings the card underneath forward.
    public static func cards() -> BuiltInTransition {
        BuiltInTransition("cards", [])
    }

    /// `circle-open`: "to" appears in a circle that grows from a point until it covers the frame.
    ///
    /// - Parameters:
    ///   - smoothness: Width of the soft edge, in image heights. In 0…1.
    ///   - center: Where the circle opens, in uv ((0,0) is the bottom-left).
    public static func circleOpen(smoothness: Float = 0.05, center: SIMD2<Float> = SIMD2(0.5, 0.5)) -> BuiltInTransition {
        BuiltInTransition("circle-open", [("smoothness", smoothness), ("center", center)])
    }

    /// `circleclose`: ffmpeg xfade's circleclose: "from" closes towards the centre in a soft circle.
    public static func circleclose() -> BuiltInTransition {
        BuiltInTransition("circleclose", [])
    }

    /// `circlecrop`: ffmpeg xfade's circlecrop: "from" shrinks to a circle on black, then "to" grows from one.
    public static func circlecrop() -> BuiltInTransition {
        BuiltInTransition("circlecrop", [])
    }

    /// `circleopen`: ffmpeg xfade's circleopen: "to" opens from the centre in a soft circle.
    public static func circleopen() -> BuiltInTransition {
        BuiltInTransition("circleopen", [])
    }

    /// `cover`: "to" slides in over "from", which stays still; whole-pixel steps.
    ///
    /// - Parameters:
    ///   - direction: Where the moving image goes: 0 left, 1 right, 2 up, 3 down. In 0…3.
    public static func cover(direction: Int = 0) -> BuiltInTransition {
        BuiltInTransition("cover", [("direction", Int32(clamping: direction))])
    }

    /// `coverdown`: ffmpeg xfade's coverdown: "to" slides down over "from", which stays still.
    public static func coverdown() -> BuiltInTransition {
        BuiltInTransition("coverdown", [])
    }

    /// `coverleft`: ffmpeg xfade's coverleft: "to" slides left over "from", which stays still.
    public static func coverleft() -> BuiltInTransition {
        BuiltInTransition("coverleft", [])
    }

    /// `coverright`: ffmpeg xfade's coverright: "to" slides right over "from", which stays still.
    public static func coverright() -> BuiltInTransition {
        BuiltInTransition("coverright", [])
    }

    /// `coverup`: ffmpeg xfade's coverup: "to" slides up over "from", which stays still.
    public static func coverup() -> BuiltInTransition {
        BuiltInTransition("coverup", [])
    }

    /// `crossfade`: A linear crossfade: each pixel is mix(from, to, progress), rounded to the nearest 8-bit value.
    public static func crossfade() -> BuiltInTransition {
        BuiltInTransition("crossfade", [])
    }

    /// `crossfade-views`: VCTransitionsLibrary's crossfade: the old view fades out over the new one, easing in and out; a dismissal does the same.
    public static func crossfadeViews() -> BuiltInTransition {
        BuiltInTransition("crossfade-views", [])
    }

    /// `cube`: The images are two faces of a box that turns left by 90° in perspective.
    ///
    /// - Parameters:
    ///   - perspective: Eye distance from the front face, in face widths; smaller is stronger. In 1.1…100.
    ///   - zoomOut: How far the box backs away at the midpoint, in face widths. In 0…4.
    ///   - shading: How dark a face gets as it turns away. In 0…1.
    ///   - background: The colour around the box.
    public static func cube(perspective: Float = 2.5, zoomOut: Float = 0.4, shading: Float = 0.3, background: SIMD4<Float> = SIMD4(0.0, 0.0, 0.0, 1.0)) -> BuiltInTransition {
        BuiltInTransition("cube", [("perspective", perspective), ("zoomOut", zoomOut), ("shading", shading), ("background", background)])
    }

    /// `cube-views`: VCTransitionsLibrary's cube: the two views turn together as two faces of a cube, each hinged on the edge they share, darkening as they turn away (--param vertical=true turns up); a dismissal turns the other way.
    ///
    /// - Parameters:
    ///   - vertical: Turn about a horizontal edge (the library's CubeAnimationWayVertical) instead of a vertical one.
    public static func cubeViews(vertical: Bool = false) -> BuiltInTransition {
        BuiltInTransition("cube-views", [("vertical", vertical)])
    }

    /// `diagbl`: ffmpeg xfade's diagbl: a soft diagonal edge sweeps from the top-right corner towards the bottom-left.
    public static func diagbl() -> BuiltInTransition {
        BuiltInTransition("diagbl", [])
    }

    /// `diagbr`: ffmpeg xfade's diagbr: a soft diagonal edge sweeps from the top-left corner towards the bottom-right.
    public static func diagbr() -> BuiltInTransition {
        BuiltInTransition("diagbr", [])
    }

    /// `diagtl`: ffmpeg xfade's diagtl: a soft diagonal edge sweeps from the bottom-right corner towards the top-left.
    public static func diagtl() -> BuiltInTransition {
        BuiltInTransition("diagtl", [])
    }

    /// `diagtr`: ffmpeg xfade's diagtr: a soft diagonal edge sweeps from the bottom-left corner towards the top-right.
    public static func diagtr() -> BuiltInTransition {
        BuiltInTransition("diagtr", [])
    }

    /// `dissolve`: ffmpeg xfade's dissolve: each pixel switches to "to" at its own random moment.
    public static func dissolve() -> BuiltInTransition {
        BuiltInTransition("dissolve", [])
    }

    /// `distance`: ffmpeg xfade's distance: pixels whose colours differ least switch first, while fading.
    public static func distance() -> BuiltInTransition {
        BuiltInTransition("distance", [])
    }

    /// `door`: The old view splits down the middle into two doors that swing open towards the viewer, revealing the new view behind.
    public static func door() -> BuiltInTransition {
        BuiltInTransition("door", [])
    }

    /// `explode`: VCTransitionsLibrary's explode: the old view breaks into square tiles, ten across, that fly apart by up to 100 points, spin and shrink to nothing while fading, uncovering the new view; --param seed=N draws other pieces (the same seed, the same frames), and a dismissal explodes the same way.
    ///
    /// - Parameters:
    ///   - seed: Which random offsets, spins and shrinking the tiles take: the same seed gives the same frames. In 0…2147483647.
    public static func explode(seed: Int = 1) -> BuiltInTransition {
        BuiltInTransition("explode", [("seed", Int32(clamping: seed))])
    }

    /// `fade`: ffmpeg xfade's fade: a plain crossfade.
    public static func fade() -> BuiltInTransition {
        BuiltInTransition("fade", [])
    }

    /// `fade-over`: The new view fades in over the old one as the old one fades out, over black.
    public static func fadeOver() -> BuiltInTransition {
        BuiltInTransition("fade-over", [])
    }

    /// `fade-through`: Fade "from" out to a colour, then fade "to" in from it.
    ///
    /// - Parameters:
    ///   - fadeColor: The colour shown alone at the midpoint.
    public static func fadeThrough(fadeColor: SIMD4<Float> = SIMD4(0.0, 0.0, 0.0, 1.0)) -> BuiltInTransition {
        BuiltInTransition("fade-through", [("fadeColor", fadeColor)])
    }

    /// `fadeblack`: ffmpeg xfade's fadeblack: fade through black.
    public static func fadeblack() -> BuiltInTransition {
        BuiltInTransition("fadeblack", [])
    }

    /// `fadefast`: ffmpeg xfade's fadefast: a crossfade where channels that differ more fade faster.
    public static func fadefast() -> BuiltInTransition {
        BuiltInTransition("fadefast", [])
    }

    /// `fadegrays`: ffmpeg xfade's fadegrays: fade through the greys of both images.
    public static func fadegrays() -> BuiltInTransition {
        BuiltInTransition("fadegrays", [])
    }

    /// `fadeslow`: ffmpeg xfade's fadeslow: a crossfade where channels that differ more fade slower.
    public static func fadeslow() -> BuiltInTransition {
        BuiltInTransition("fadeslow", [])
    }

    /// `fadewhite`: ffmpeg xfade's fadewhite: fade through white.
    public static func fadewhite() -> BuiltInTransition {
        BuiltInTransition("fadewhite", [])
    }

    /// `flip`: A page turn about the centre line: half of "from" lifts and turns over, showing "to" on its back.
    ///
    /// - Parameters:
    ///   - perspective: Eye distance from the image in half-widths of the page; smaller is stronger. In 1.1…100.
    ///   - shading: How dark the turning page gets as it stands edge-on. In 0…1.
    ///   - direction: Where the page turns: 0 left, 1 right, 2 up, 3 down. In 0…3.
    public static func flip(perspective: Float = 4.0, shading: Float = 0.5, direction: Int = 0) -> BuiltInTransition {
        BuiltInTransition("flip", [("perspective", perspective), ("shading", shading), ("direction", Int32(clamping: direction))])
    }

    /// `fold`: "from" folds up like an accordion of vertical panels while "to" unfolds between them.
    ///
    /// - Parameters:
    ///   - folds: Number of vertical strips; neighbours fold in opposite directions. In 1…64.
    ///   - shading: How dark a panel gets at its crease as it folds away. In 0…1.
    public static func fold(folds: Int = 6, shading: Float = 0.4) -> BuiltInTransition {
        BuiltInTransition("fold", [("folds", Int32(clamping: folds)), ("shading", shading)])
    }

    /// `fold-views`: VCTransitionsLibrary's fold: the old view folds up like a paper fan towards the right edge as the new one unfolds from the left, in perspective, the creases shaded (--param folds=N sets the number of folds); a dismissal folds the other way.
    ///
    /// - Parameters:
    ///   - folds: How many folds (each two panels) the views are cut into. In 1…8.
    public static func foldViews(folds: Int = 2) -> BuiltInTransition {
        BuiltInTransition("fold-views", [("folds", Int32(clamping: folds))])
    }

    /// `hblur`: ffmpeg xfade's hblur: a horizontal box blur that widens to the midpoint, while fading.
    public static func hblur() -> BuiltInTransition {
        BuiltInTransition("hblur", [])
    }

    /// `hlslice`: ffmpeg xfade's hlslice: vertical slats close towards the left.
    public static func hlslice() -> BuiltInTransition {
        BuiltInTransition("hlslice", [])
    }

    /// `hlwind`: ffmpeg xfade's hlwind: "to" blows in from right to left, each row at a random lag.
    public static func hlwind() -> BuiltInTransition {
        BuiltInTransition("hlwind", [])
    }

    /// `horzclose`: ffmpeg xfade's horzclose: "to" closes in from the top and bottom edges.
    public static func horzclose() -> BuiltInTransition {
        BuiltInTransition("horzclose", [])
    }

    /// `horzopen`: ffmpeg xfade's horzopen: "to" opens from the horizontal centre line outwards.
    public static func horzopen() -> BuiltInTransition {
        BuiltInTransition("horzopen", [])
    }

    /// `hrslice`: ffmpeg xfade's hrslice: vertical slats close towards the right.
    public static func hrslice() -> BuiltInTransition {
        BuiltInTransition("hrslice", [])
    }

    /// `hrwind`: ffmpeg xfade's hrwind: "to" blows in from left to right, each row at a random lag.
    public static func hrwind() -> BuiltInTransition {
        BuiltInTransition("hrwind", [])
    }

    /// `natgeo`: VCTransitionsLibrary's natgeo: the old view swings open about its left edge like a book's cover while the new one flies in from the right, tilted, and settles flat; a dismissal swings the cover shut while the old view flies back out.
    public static func natgeo() -> BuiltInTransition {
        BuiltInTransition("natgeo", [])
    }

    /// `page-flip`: Half a page turns over the centre line in perspective: the old view's left half lifts towards the viewer, then the new view's right half comes down.
    public static func pageFlip() -> BuiltInTransition {
        BuiltInTransition("page-flip", [])
    }

    /// `pan`: VCTransitionsLibrary's pan: the new view slides in from the right over the old one, which moves half its width left; a dismissal slides the old view off to the right, uncovering the new one as it comes back from the left.
    public static func pan() -> BuiltInTransition {
        BuiltInTransition("pan", [])
    }

    /// `photo-zoom`: A part of the old view grows from where it sits into place while the new view fades in under it and over it, the moving piece becoming the new view's own picture where it lands.
    ///
    /// - Parameters:
    ///   - sourceRect: Where the moving part starts: x, y, width, height in fractions of the frame, top-left origin.
    ///   - destinationRect: Where it ends: x, y, width, height in fractions of the frame, top-left origin.
    public static func photoZoom(sourceRect: SIMD4<Float> = SIMD4(0.4, 0.4, 0.2, 0.2), destinationRect: SIMD4<Float> = SIMD4(0.0, 0.0, 1.0, 1.0)) -> BuiltInTransition {
        BuiltInTransition("photo-zoom", [("sourceRect", sourceRect), ("destinationRect", destinationRect)])
    }

    /// `pixelize`: ffmpeg xfade's pixelize: squares grow to the midpoint and shrink again, while fading.
    public static func pixelize() -> BuiltInTransition {
        BuiltInTransition("pixelize", [])
    }

    /// `pixellate-dissolve`: Pixellate the first image more and more while dissolving into the second, which sharpens.
    ///
    /// - Parameters:
    ///   - smooth: Read each cell's centre bilinearly (GPUImage) instead of the texel that contains it (ffmpeg), on both sides.
    public static func pixellateDissolve(smooth: Bool = false) -> BuiltInTransition {
        BuiltInTransition("pixellate-dissolve", [("smooth", smooth)])
    }

    /// `portal`: VCTransitionsLibrary's portal: the old view parts down the middle like two doors sliding apart while the new view grows from 80% behind them; a dismissal slides the doors of the new view shut over the old view as it shrinks.
    public static func portal() -> BuiltInTransition {
        BuiltInTransition("portal", [])
    }

    /// `push`: "to" pushes "from" out of the frame; both move together in whole pixels.
    ///
    /// - Parameters:
    ///   - direction: Where the moving image goes: 0 left, 1 right, 2 up, 3 down. In 0…3.
    public static func push(direction: Int = 0) -> BuiltInTransition {
        BuiltInTransition("push", [("direction", Int32(clamping: direction))])
    }

    /// `radial`: ffmpeg xfade's radial: a clock-hand sweep around the centre with a soft edge.
    public static func radial() -> BuiltInTransition {
        BuiltInTransition("radial", [])
    }

    /// `rectcrop`: ffmpeg xfade's rectcrop: "from" shrinks to a rectangle on black, then "to" grows from one.
    public static func rectcrop() -> BuiltInTransition {
        BuiltInTransition("rectcrop", [])
    }

    /// `reveal`: "from" slides away, uncovering "to", which stays still; whole-pixel steps.
    ///
    /// - Parameters:
    ///   - direction: Where the moving image goes: 0 left, 1 right, 2 up, 3 down. In 0…3.
    public static func reveal(direction: Int = 0) -> BuiltInTransition {
        BuiltInTransition("reveal", [("direction", Int32(clamping: direction))])
    }

    /// `revealdown`: ffmpeg xfade's revealdown: "from" slides down away, uncovering "to", which stays still.
    public static func revealdown() -> BuiltInTransition {
        BuiltInTransition("revealdown", [])
    }

    /// `revealleft`: ffmpeg xfade's revealleft: "from" slides left away, uncovering "to", which stays still.
    public static func revealleft() -> BuiltInTransition {
        BuiltInTransition("revealleft", [])
    }

    /// `revealright`: ffmpeg xfade's revealright: "from" slides right away, uncovering "to", which stays still.
    public static func revealright() -> BuiltInTransition {
        BuiltInTransition("revealright", [])
    }

    /// `revealup`: ffmpeg xfade's revealup: "from" slides up away, uncovering "to", which stays still.
    public static func revealup() -> BuiltInTransition {
        BuiltInTransition("revealup", [])
    }

    /// `ripple`: Circular waves spread from the centre and distort both images while crossfading.
    ///
    /// - Parameters:
    ///   - amplitude: Largest displacement at the midpoint, in image heights. In 0…0.5.
    ///   - frequency: Wave crests per image height. In 0…100.
    ///   - speed: How many wavelengths the waves travel outwards over the transition. In 0…50.
    public static func ripple(amplitude: Float = 0.03, frequency: Float = 12.0, speed: Float = 4.0) -> BuiltInTransition {
        BuiltInTransition("ripple", [("amplitude", amplitude), ("frequency", frequency), ("speed", speed)])
    }

    /// `slide-fade`: The old view slides left and fades out, the new one follows in from the right; dismissed, each keeps its window, so the returning view leads.
    public static func slideFade() -> BuiltInTransition {
        BuiltInTransition("slide-fade", [])
    }

    /// `slidedown`: ffmpeg xfade's slidedown: both images move down, "to" entering from the top.
    public static func slidedown() -> BuiltInTransition {
        BuiltInTransition("slidedown", [])
    }

    /// `slideleft`: ffmpeg xfade's slideleft: both images move left, "to" entering from the right.
    public static func slideleft() -> BuiltInTransition {
        BuiltInTransition("slideleft", [])
    }

    /// `slideright`: ffmpeg xfade's slideright: both images move right, "to" entering from the left.
    public static func slideright() -> BuiltInTransition {
        BuiltInTransition("slideright", [])
    }

    /// `slideup`: ffmpeg xfade's slideup: both images move up, "to" entering from the bottom.
    public static func slideup() -> BuiltInTransition {
        BuiltInTransition("slideup", [])
    }

    /// `smoothdown`: ffmpeg xfade's smoothdown: a soft edge sweeps from the top to the bottom.
    public static func smoothdown() -> BuiltInTransition {
        BuiltInTransition("smoothdown", [])
    }

    /// `smoothleft`: ffmpeg xfade's smoothleft: a soft edge sweeps from the right to the left.
    public static func smoothleft() -> BuiltInTransition {
        BuiltInTransition("smoothleft", [])
    }

    /// `smoothright`: ffmpeg xfade's smoothright: a soft edge sweeps from the left to the right.
    public static func smoothright() -> BuiltInTransition {
        BuiltInTransition("smoothright", [])
    }

    /// `smoothup`: ffmpeg xfade's smoothup: a soft edge sweeps from the bottom to the top.
    public static func smoothup() -> BuiltInTransition {
        BuiltInTransition("smoothup", [])
    }

    /// `squeezeh`: ffmpeg xfade's squeezeh: "from" squeezes vertically into its horizontal centre line, uncovering "to".
    public static func squeezeh() -> BuiltInTransition {
        BuiltInTransition("squeezeh", [])
    }

    /// `squeezev`: ffmpeg xfade's squeezev: "from" squeezes horizontally into its vertical centre line, uncovering "to".
    public static func squeezev() -> BuiltInTransition {
        BuiltInTransition("squeezev", [])
    }

    /// `swirl`: Both images twist around the centre, most at the midpoint, while crossfading.
    ///
    /// - Parameters:
    ///   - radius: Reach of the twist, as a fraction of the half-diagonal. In 0.05…4.
    ///   - strength: Rotation at the centre at the midpoint, in radians. In 0…40.
    public static func swirl(radius: Float = 1.0, strength: Float = 6.0) -> BuiltInTransition {
        BuiltInTransition("swirl", [("radius", radius), ("strength", strength)])
    }

    /// `turn`: VCTransitionsLibrary's turn: the old view turns away about its vertical centre line (or, with --param vertical=false, its horizontal one) in perspective, then the new view turns in; a dismissal turns the other way.
    ///
    /// - Parameters:
    ///   - vertical: Turn about the vertical centre line, the y axis (the library's default, CEDirectionVertical); false turns about the horizontal one (CEDirectionHorizontal).
    public static func turn(vertical: Bool = true) -> BuiltInTransition {
        BuiltInTransition("turn", [("vertical", vertical)])
    }

    /// `vdslice`: ffmpeg xfade's vdslice: horizontal slats close downwards.
    public static func vdslice() -> BuiltInTransition {
        BuiltInTransition("vdslice", [])
    }

    /// `vdwind`: ffmpeg xfade's vdwind: "to" blows in from top to bottom, each column at a random lag.
    public static func vdwind() -> BuiltInTransition {
        BuiltInTransition("vdwind", [])
    }

    /// `vertclose`: ffmpeg xfade's vertclose: "to" closes in from the left and right edges.
    public static func vertclose() -> BuiltInTransition {
        BuiltInTransition("vertclose", [])
    }

    /// `vertopen`: ffmpeg xfade's vertopen: "to" opens from the vertical centre line outwards.
    public static func vertopen() -> BuiltInTransition {
        BuiltInTransition("vertopen", [])
    }

    /// `vuslice`: ffmpeg xfade's vuslice: horizontal slats close upwards.
    public static func vuslice() -> BuiltInTransition {
        BuiltInTransition("vuslice", [])
    }

    /// `vuwind`: ffmpeg xfade's vuwind: "to" blows in from bottom to top, each column at a random lag.
    public static func vuwind() -> BuiltInTransition {
        BuiltInTransition("vuwind", [])
    }

    /// `wipebl`: ffmpeg xfade's wipebl: a rectangle of "from" shrinks into the bottom-left corner.
    public static func wipebl() -> BuiltInTransition {
        BuiltInTransition("wipebl", [])
    }

    /// `wipebr`: ffmpeg xfade's wipebr: a rectangle of "from" shrinks into the bottom-right corner.
    public static func wipebr() -> BuiltInTransition {
        BuiltInTransition("wipebr", [])
    }

    /// `wipedown`: ffmpeg xfade's wipedown: the edge sweeps from the top to the bottom.
    public static func wipedown() -> BuiltInTransition {
        BuiltInTransition("wipedown", [])
    }

    /// `wipeleft`: ffmpeg xfade's wipeleft: the edge sweeps from the right to the left, uncovering "to" behind it.
    public static func wipeleft() -> BuiltInTransition {
        BuiltInTransition("wipeleft", [])
    }

    /// `wiperight`: ffmpeg xfade's wiperight: the edge sweeps from the left to the right.
    public static func wiperight() -> BuiltInTransition {
        BuiltInTransition("wiperight", [])
    }

    /// `wipetl`: ffmpeg xfade's wipetl: a rectangle of "from" shrinks into the top-left corner.
    public static func wipetl() -> BuiltInTransition {
        BuiltInTransition("wipetl", [])
    }

    /// `wipetr`: ffmpeg xfade's wipetr: a rectangle of "from" shrinks into the top-right corner.
    public static func wipetr() -> BuiltInTransition {
        BuiltInTransition("wipetr", [])
    }

    /// `wipeup`: ffmpeg xfade's wipeup: the edge sweeps from the bottom to the top.
    public static func wipeup() -> BuiltInTransition {
        BuiltInTransition("wipeup", [])
    }

    /// `zoom`: "from" shrinks towards a point while "to", behind it, fades in over it.
    ///
    /// - Parameters:
    ///   - endScale: Size of "from" at the end, as a fraction of the frame. In 0.01…1.
    ///   - center: The point "from" shrinks towards, in uv ((0,0) is the bottom-left).
    public static func zoom(endScale: Float = 0.1, center: SIMD2<Float> = SIMD2(0.5, 0.5)) -> BuiltInTransition {
        BuiltInTransition("zoom", [("endScale", endScale), ("center", center)])
    }

    /// `zoom-fade`: The old view shrinks towards its centre while the new one fades in over it.
    ///
    /// - Parameters:
    ///   - endScale: The old view's scale at the end. In 0.01…1.
    public static func zoomFade(endScale: Float = 0.1) -> BuiltInTransition {
        BuiltInTransition("zoom-fade", [("endScale", endScale)])
    }

    /// `zoomin`: ffmpeg xfade's zoomin: "from" zooms in on its centre while "to" fades in.
    public static func zoomin() -> BuiltInTransition {
        BuiltInTransition("zoomin", [])
    }

    /// Every built-in with its defaults.
    public static let all: [BuiltInTransition] = [
        .cardStack(),
        .cards(),
        .circleOpen(),
        .circleclose(),
        .circlecrop(),
        .circleopen(),
        .cover(),
        .coverdown(),
        .coverleft(),
        .coverright(),
        .coverup(),
        .crossfade(),
        .crossfadeViews(),
        .cube(),
        .cubeViews(),
        .diagbl(),
        .diagbr(),
        .diagtl(),
        .diagtr(),
        .dissolve(),
        .distance(),
        .door(),
        .explode(),
        .fade(),
        .fadeOver(),
        .fadeThrough(),
        .fadeblack(),
        .fadefast(),
        .fadegrays(),
        .fadeslow(),
        .fadewhite(),
        .flip(),
        .fold(),
        .foldViews(),
        .hblur(),
        .hlslice(),
        .hlwind(),
        .horzclose(),
        .horzopen(),
        .hrslice(),
        .hrwind(),
        .natgeo(),
        .pageFlip(),
        .pan(),
        .photoZoom(),
        .pixelize(),
        .pixellateDissolve(),
        .portal(),
        .push(),
        .radial(),
        .rectcrop(),
        .reveal(),
        .revealdown(),
        .revealleft(),
        .revealright(),
        .revealup(),
        .ripple(),
        .slideFade(),
        .slidedown(),
        .slideleft(),
        .slideright(),
        .slideup(),
        .smoothdown(),
        .smoothleft(),
        .smoothright(),
        .smoothup(),
        .squeezeh(),
        .squeezev(),
        .swirl(),
        .turn(),
        .vdslice(),
        .vdwind(),
        .vertclose(),
        .vertopen(),
        .vuslice(),
        .vuwind(),
        .wipebl(),
        .wipebr(),
        .wipedown(),
        .wipeleft(),
        .wiperight(),
        .wipetl(),
        .wipetr(),
        .wipeup(),
        .zoom(),
        .zoomFade(),
        .zoomin(),
    ]
}
