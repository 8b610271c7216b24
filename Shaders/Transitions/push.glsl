// @name push
// @kind transition
// @summary "to" pushes "from" out of the frame; both move together in whole pixels.
// @param int direction = 0 [0, 3] Where the images move: 0 left, 1 right, 2 up, 3 down.

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
    // Whole-pixel offsets keep both images sharp at every frame.
    ivec2 shift = ivec2(floor(vec2(full) * progress + 0.5));
    ivec2 fromPixel = pixel - shift;
    if (all(greaterThanEqual(fromPixel, ivec2(0))) && all(lessThan(fromPixel, ivec2(resolution)))) {
        return getFromColor(centreOf(fromPixel));
    }
    return getToColor(centreOf(fromPixel + full));
}
