// @name SphereRefraction
// @kind filter
// @summary The image seen, upside down, through a glass sphere; transparent outside it, as GPUImage's SphereRefraction.
// @param vec2 center = 0.5,0.5 The sphere's centre, in GPUImage's coordinates (0,0 is the top-left corner).
// @param float radius = 0.25 [0, 1] The sphere's radius, as a fraction of the image width.
// @param float refractiveIndex = 0.71 [0, 1] The index of refraction (the ratio, as GLSL's refract takes it).
// @include sphere

vec4 effect(vec2 uv) {
    vec3 normal = sphereNormal(uv);
    if (normal == vec3(0.0)) {
        return vec4(0.0);
    }
    return getInputColorLinear(sphereSource(normal, 1.0));
}
