// @name rectcrop
// @kind transition
// @opaque
// @summary ffmpeg xfade's rectcrop: "from" shrinks to a rectangle on black, then "to" grows from one.
// @include xfade

vec4 effect(vec2 uv) {
    // ffmpeg's first and last frames keep a black left column and top row; land on each image exactly.
    if (progress <= 0.0) return getFromColor(uv);
    if (progress >= 1.0) return getToColor(uv);
    float P = 1.0 - progress;  // ffmpeg's progress runs from 1 to 0
    int zh = int(abs(P - 0.5) * resolution.y);
    int zw = int(abs(P - 0.5) * resolution.x);
    ivec2 d = abs(ffPixel(uv) - ivec2(resolution) / 2);
    vec4 inner = P < 0.5 ? getToColor(uv) : getFromColor(uv);
    return d.x < zw && d.y < zh ? inner : vec4(0.0, 0.0, 0.0, 1.0);
}
