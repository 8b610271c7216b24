// @name HueAdjustment
// @kind filter
// @opaque
// @alpha straight
// @summary Rotates hues around the YIQ colour wheel by an angle in degrees, keeping luma, as GPUImage's HueAdjustment.
// @param float hue = 90 [0, 360] The rotation in degrees.

// NTSC YIQ, with GPUImage's coefficients: Y is luma, I and Q span the colour plane.
const vec3 toY = vec3(0.299, 0.587, 0.114);
const vec3 toI = vec3(0.595716, -0.274453, -0.321263);
const vec3 toQ = vec3(0.211456, -0.522591, 0.31135);
const vec3 toR = vec3(1.0, 0.9563, 0.6210);
const vec3 toG = vec3(1.0, -0.2721, -0.6474);
const vec3 toB = vec3(1.0, -1.1070, 1.7046);

vec4 effect(vec2 uv) {
    vec4 source = getInputColor(uv);
    float y = dot(source.rgb, toY);
    float i = dot(source.rgb, toI);
    float q = dot(source.rgb, toQ);
    // GPUImage turns the colour the other way from the angle (its hue moves clockwise).
    float angle = atan(q, i) - radians(hue);
    float chroma = sqrt(i * i + q * q);
    vec3 yiq = vec3(y, chroma * cos(angle), chroma * sin(angle));
    return vec4(dot(yiq, toR), dot(yiq, toG), dot(yiq, toB), source.a);
}
