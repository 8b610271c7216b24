// @kind transition
// @opaque
// @summary ffmpeg xfade's soft edges about the centre: a band or a circle opens out or closes in.
// @param int shape = 0 [0, 2] The edge: 0 parallel to the horizontal centre line, 1 to the vertical one, 2 a circle about the centre.
// @param bool opening = true Whether "to" opens out from the centre rather than closing in from the edges.
// @variant horzopen shape=0 opening=true ffmpeg xfade's horzopen: "to" opens from the horizontal centre line outwards.
// @variant horzclose shape=0 opening=false ffmpeg xfade's horzclose: "to" closes in from the top and bottom edges.
// @variant vertopen shape=1 opening=true ffmpeg xfade's vertopen: "to" opens from the vertical centre line outwards.
// @variant vertclose shape=1 opening=false ffmpeg xfade's vertclose: "to" closes in from the left and right edges.
// @variant circleopen shape=2 opening=true ffmpeg xfade's circleopen: "to" opens from the centre in a soft circle.
// @variant circleclose shape=2 opening=false ffmpeg xfade's circleclose: "from" closes towards the centre in a soft circle.
// @include xfade

vec4 effect(vec2 uv) {
    float P = 1.0 - progress;  // ffmpeg's progress runs from 1 to 0
    ivec2 p = ffPixel(uv);
    if (shape == 2) {
        ivec2 centre = ivec2(resolution) / 2;  // integer halves, as vf_xfade.c
        float radius = length(vec2(p - centre)) / length(vec2(centre));
        if (opening) return ffMix(getFromColor(uv), getToColor(uv), ffSmoothstep(0.0, 1.0, radius + (P - 0.5) * 3.0));
        return ffMix(getToColor(uv), getFromColor(uv), ffSmoothstep(0.0, 1.0, radius + (1.0 - P - 0.5) * 3.0));
    }
    float middle = (shape == 0 ? resolution.y : resolution.x) / 2.0;
    float offset = abs((float(shape == 0 ? p.y : p.x) - middle) / middle);
    float edge = opening ? 2.0 - offset - P * 2.0 : 1.0 + offset - P * 2.0;
    return ffMix(getToColor(uv), getFromColor(uv), ffSmoothstep(0.0, 1.0, edge));
}
