// @name ToneCurveFilter
// @kind filter
// @opaque
// @alpha straight
// @inputs input, toneCurve
// @summary Maps each channel through tone curves from a Photoshop .acv file (toneCurve=FILE.acv) or control points, as GPUImage's ToneCurveFilter.

// The curves arrive as a 256x1 table (`LookupTable.toneCurve`): texel i holds, per channel,
// what level i becomes, its channel curve and the composite curve already applied. Levels of
// an 8-bit image are read exactly, at the centre of their texel, where GPUImage filters between
// two. (The filtered read, at a centre, is exact; the nearest one would land on the texel of the
// output pixel the point falls in, the table being a different size from the output.)
float level(float value, int channel) {
    vec4 entry = getToneCurveColorLinear(vec2((floor(value * 255.0 + 0.5) + 0.5) / 256.0, 0.5));
    return entry[channel];
}

vec4 effect(vec2 uv) {
    vec4 color = getInputColor(uv);
    return vec4(level(color.r, 0), level(color.g, 1), level(color.b, 2), color.a);
}
