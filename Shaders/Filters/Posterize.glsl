// @name Posterize
// @kind filter
// @alpha straight
// @summary Rounds each channel to a number of levels, as GPUImage's Posterize.
// @param float colorLevels = 10 [1, 256] Levels per channel.

vec4 effect(vec2 uv) {
    // Alpha is rounded too, as GPUImage does (opaque stays opaque).
    return floor(getInputColor(uv) * colorLevels + 0.5) / colorLevels;
}
