// @kind transition
// @summary ffmpeg xfade's fades through a colour.
// @param color background = #000000 The colour between the images.
// @variant fadeblack background=#000000 ffmpeg xfade's fadeblack: fade through black.
// @variant fadewhite background=#ffffff ffmpeg xfade's fadewhite: fade through white.
// @include xfade

vec4 effect(vec2 uv) {
    float P = 1.0 - progress;  // ffmpeg's progress runs from 1 to 0
    vec4 leaving = ffMix(getFromColor(uv), background, ffSmoothstep(0.8, 1.0, P));
    vec4 arriving = ffMix(background, getToColor(uv), ffSmoothstep(0.2, 1.0, P));
    return ffMix(leaving, arriving, P);
}
