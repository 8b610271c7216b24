// @name Convolution3x3
// @kind filter
// @opaque
// @alpha straight
// @samples 10
// @summary Weights each pixel's 3x3 neighbourhood by a kernel (colour only; alpha is the centre's), as GPUImage's Convolution3x3.
// @param mat3 convolutionKernel = 0,0,0,0,1,0,0,0,0 The nine weights in reading order: top-left, top, top-right, left, centre, right, bottom-left, bottom, bottom-right (GPUImage's Matrix3x3(rowMajorValues:) order); 0,0,0,0,1,0,0,0,0 keeps the image.

// The colour one step (dx, dy) away, dy counted downwards as in reading order; edges clamp.
vec3 neighbour(vec2 uv, float dx, float dy) {
    return getInputColor(uv + vec2(dx, -dy) / resolution).rgb;
}

vec4 effect(vec2 uv) {
    // kernel[row] holds three consecutive numbers of the parameter: one row of the neighbourhood.
    mat3 k = convolutionKernel;
    vec3 sum = neighbour(uv, -1.0, -1.0) * k[0][0] + neighbour(uv, 0.0, -1.0) * k[0][1] + neighbour(uv, 1.0, -1.0) * k[0][2]
             + neighbour(uv, -1.0, 0.0) * k[1][0] + neighbour(uv, 0.0, 0.0) * k[1][1] + neighbour(uv, 1.0, 0.0) * k[1][2]
             + neighbour(uv, -1.0, 1.0) * k[2][0] + neighbour(uv, 0.0, 1.0) * k[2][1] + neighbour(uv, 1.0, 1.0) * k[2][2];
    return vec4(sum, getInputColor(uv).a);
}
