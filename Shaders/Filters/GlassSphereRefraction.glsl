// @name GlassSphereRefraction
// @kind filter
// @alpha straight
// @summary The image seen through a lit glass sphere, upright, with frosted edges and a highlight; transparent outside it, as GPUImage's GlassSphereRefraction.
// @param vec2 center = 0.5,0.5 The sphere's centre, in GPUImage's coordinates (0,0 is the top-left corner).
// @param float radius = 0.25 [0, 1] The sphere's radius, as a fraction of the image width.
// @param float refractiveIndex = 0.71 [0, 1] The index of refraction (the ratio, as GLSL's refract takes it).
// @include sphere

const vec3 lightPosition = vec3(-0.5, 0.5, 1.0);
const vec3 ambientLightPosition = vec3(0.0, 0.0, 1.0);

vec4 effect(vec2 uv) {
    vec3 normal = sphereNormal(uv);
    if (normal == vec3(0.0)) {
        return vec4(0.0);
    }
    // Twice the refraction, mirrored, so that the image stands upright in the glass.
    vec3 colour = getInputColorLinear(sphereSource(normal, -2.0)).rgb;
    // Frosting at grazing angles, then a specular highlight from the upper left.
    colour += 2.5 * (1.0 - pow(clamp(dot(ambientLightPosition, normal), 0.0, 1.0), 0.25));
    colour += vec3(0.8) * pow(clamp(dot(normalize(lightPosition), normal), 0.0, 1.0), 15.0);
    return vec4(colour, 1.0);
}
