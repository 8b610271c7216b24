// @kind transition
// @opaque
// @summary ffmpeg xfade's squeezes: "from" squeezes into a centre line, uncovering "to".
// @param bool vertical = true Whether "from" squeezes vertically, into its horizontal centre line, rather than horizontally.
// @variant squeezeh vertical=true ffmpeg xfade's squeezeh: "from" squeezes vertically into its horizontal centre line, uncovering "to".
// @variant squeezev vertical=false ffmpeg xfade's squeezev: "from" squeezes horizontally into its vertical centre line, uncovering "to".
// @include xfade

vec4 effect(vec2 uv) {
    // ffmpeg resamples "from" by up to a pixel at P = 1 and divides by zero at P = 0.
    if (progress <= 0.0) return getFromColor(uv);
    if (progress >= 1.0) return getToColor(uv);
    float P = 1.0 - progress;  // ffmpeg's progress runs from 1 to 0
    ivec2 p = ffPixel(uv);
    float size = vertical ? resolution.y : resolution.x;
    float z = 0.5 + (float(vertical ? p.y : p.x) / size - 0.5) / P;
    if (z < 0.0 || z > 1.0) return getToColor(uv);
    int index = int(roundEven(z * (size - 1.0)));  // lrintf rounds half to even
    return getFromColor(vertical ? ffUV(p.x, index) : ffUV(index, p.y));
}
