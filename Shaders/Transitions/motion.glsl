// @kind transition
// @opaque
// @summary Slides in whole-pixel steps: both images together, "to" over "from", or "from" off "to".
// @variant push moves=0 "to" pushes "from" out of the frame; both move together in whole pixels.
// @variant cover moves=1 "to" slides in over "from", which stays still; whole-pixel steps.
// @variant reveal moves=2 "from" slides away, uncovering "to", which stays still; whole-pixel steps.
// @param int moves = 0 [0, 2] Which image moves: 0 both, 1 "to" only, 2 "from" only.
// @param int direction = 0 [0, 3] Where the moving image goes: 0 left, 1 right, 2 up, 3 down.

// The motion per unit of progress, in pixels: rows are counted upwards, as uv is.
ivec2 motion(int d) {
    ivec2 size = ivec2(resolution);
    if (d == 1) return ivec2(size.x, 0);
    if (d == 2) return ivec2(0, size.y);
    if (d == 3) return ivec2(0, -size.y);
    return ivec2(-size.x, 0);
}

vec2 centreOf(ivec2 pixel) {
    return (vec2(pixel) + 0.5) / resolution;
}

bool inFrame(ivec2 pixel) {
    return all(greaterThanEqual(pixel, ivec2(0))) && all(lessThan(pixel, ivec2(resolution)));
}

vec4 effect(vec2 uv) {
    ivec2 pixel = ivec2(floor(uv * resolution));
    ivec2 full = motion(direction);
    // Whole-pixel offsets keep the images sharp at every frame.
    ivec2 shift = ivec2(floor(vec2(full) * progress + 0.5));
    if (moves == 1) {
        // "to" starts one frame away and travels to its place.
        ivec2 toPixel = pixel + full - shift;
        if (inFrame(toPixel)) return getToColor(centreOf(toPixel));
        return getFromColor(uv);
    }
    ivec2 fromPixel = pixel - shift;
    if (inFrame(fromPixel)) return getFromColor(centreOf(fromPixel));
    // Branches, not `?:`: a select can make the GPU do both reads.
    if (moves == 0) return getToColor(centreOf(fromPixel + full));
    return getToColor(uv);
}
