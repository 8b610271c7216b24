// @name LookupFilter
// @kind filter
// @alpha straight
// @inputs input, lookupImage
// @summary Recolours through GPUImage's 512x512 lookup image (8x8 tiles of 64x64), given as lookupImage=FILE.png.
// @param float intensity = 1 [0, 1] How much of the looked-up colour replaces the original.

// GPUImage's layout: blue picks one of 64 tiles (row by row from the top-left), red runs
// across a tile and green down it. Two tiles are read, at floor and ceil of blue, and mixed.
vec2 lookupPosition(float tile, vec2 redGreen) {
    vec2 quad = vec2(tile - floor(tile / 8.0) * 8.0, floor(tile / 8.0));
    // GPUImage's texture coordinates grow downwards from the top row; uv grows upwards.
    vec2 fromTop = quad * 0.125 + 0.5 / 512.0 + (0.125 - 1.0 / 512.0) * redGreen;
    return vec2(fromTop.x, 1.0 - fromTop.y);
}

vec4 effect(vec2 uv) {
    vec4 color = getInputColor(uv);
    float blue = color.b * 63.0;
    vec4 low = getLookupImageColorLinear(lookupPosition(floor(blue), color.rg));
    vec4 high = getLookupImageColorLinear(lookupPosition(ceil(blue), color.rg));
    vec4 looked = mix(low, high, fract(blue));
    return mix(color, vec4(looked.rgb, color.a), intensity);
}
