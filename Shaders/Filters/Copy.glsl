// @name Copy
// @kind filter
// @summary Passes its input through unchanged.
// @inputs input

vec4 effect(vec2 uv) {
    return getInputColor(uv);
}
