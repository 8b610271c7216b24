// @name cover
// @kind transition
// @summary "to" slides in over "from", which stays still; whole-pixel steps.
// @param int direction = 0 [0, 3] Where "to" moves: 0 left (it enters from the right), 1 right, 2 up, 3 down.

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

vec4 effect(vec2 uv) {
    ivec2 pixel = ivec2(floor(uv * resolution));
    ivec2 full = motion(direction);
    // "to" starts one frame away and travels to its place, in whole pixels.
    ivec2 remaining = full - ivec2(floor(vec2(full) * progress + 0.5));
    ivec2 toPixel = pixel + remaining;
    if (all(greaterThanEqual(toPixel, ivec2(0))) && all(lessThan(toPixel, ivec2(resolution)))) {
        return getToColor(centreOf(toPixel));
    }
    return getFromColor(uv);
}
