// @name MotionBlur
// @kind filter
// @samples 36
// @summary Blurs along one direction, as a moving camera does, as GPUImage's MotionBlur.
// @param float blurSize = 2.5 [0, 100] The distance between taps, in pixels scaled by height / width as GPUImage scales it.
// @param float blurAngle = 0 [-360, 360] The direction in degrees: 0 is horizontal, 90 points down the image.

const float weights[5] = float[5](0.18, 0.15, 0.12, 0.09, 0.05);

vec4 effect(vec2 uv) {
    // GPUImage's step, in its coordinates (y down): both components in units of the texel
    // width, the horizontal one times height / width.
    float aspectRatio = resolution.y / resolution.x;
    vec2 step = blurSize * vec2(cos(radians(blurAngle)) * aspectRatio, sin(radians(blurAngle))) / resolution.x;
    // In Segue's uv (y up) the vertical component turns round.
    step.y = -step.y;
    vec4 sum = getInputColorLinear(uv) * weights[0];
    for (int i = 1; i < 5; i++) {
        sum += (getInputColorLinear(uv + float(i) * step) + getInputColorLinear(uv - float(i) * step)) * weights[i];
    }
    return sum;
}
