// @name Haze
// @kind filter
// @alpha straight
// @summary Adds or removes white haze, stronger towards the top or bottom by a slope, as GPUImage's Haze (a UV filter).
// @param float distance = 0 [-0.3, 0.3] Strength of the haze: positive removes haze, negative adds it.
// @param float slope = 0 [-0.3, 0.3] How the strength changes from the top of the image to the bottom.

vec4 effect(vec2 uv) {
    vec4 source = getInputColor(uv);
    // GPUImage measures from the top row down.
    float d = (1.0 - uv.y) * slope + distance;
    // All four channels, alpha too, as GPUImage writes it.
    return (source - d * vec4(1.0)) / (1.0 - d);
}
