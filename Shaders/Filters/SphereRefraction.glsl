// @name SphereRefraction
// @kind filter
// @summary The image seen, upside down, through a glass sphere; transparent outside it, as GPUImage's SphereRefraction.
// @param vec2 center = 0.5,0.5 The sphere's centre, in GPUImage's coordinates (0,0 is the top-left corner).
// @param float radius = 0.25 [0, 1] The sphere's radius, as a fraction of the image width.
// @param float refractiveIndex = 0.71 [0, 1] The index of refraction (the ratio, as GLSL's refract takes it).

vec4 effect(vec2 uv) {
    vec2 p = vec2(uv.x, 1.0 - uv.y);
    // Round in pixels: y scaled about the middle of the image by height / width.
    float aspectRatio = resolution.y / resolution.x;
    vec2 q = vec2(p.x, p.y * aspectRatio + 0.5 - 0.5 * aspectRatio);
    float dist = distance(center, q);
    if (dist > radius) {
        return vec4(0.0);
    }
    float depth = radius * sqrt(1.0 - (dist / radius) * (dist / radius));
    vec3 normal = normalize(vec3(q - center, depth));
    vec2 refracted = refract(vec3(0.0, 0.0, -1.0), normal, refractiveIndex).xy;
    vec2 source = (refracted + 1.0) * 0.5;
    return getInputColorLinear(vec2(source.x, 1.0 - source.y));
}
