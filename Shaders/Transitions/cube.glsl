// @name cube
// @kind transition
// @summary The images are two faces of a box that turns left by 90° in perspective.
// @param float perspective = 2.5 [1.1, 100] Eye distance from the front face, in face widths; smaller is stronger.
// @param float zoomOut = 0.4 [0, 4] How far the box backs away at the midpoint, in face widths.
// @param float shading = 0.3 [0, 1] How dark a face gets as it turns away.
// @param color background = #000000 The colour around the box.

// Rotation about the vertical axis.
vec3 turn(vec3 v, float angle) {
    float c = cos(angle), s = sin(angle);
    return vec3(v.x * c + v.z * s, v.y, -v.x * s + v.z * c);
}

vec4 effect(vec2 uv) {
    // Flat on the screen at both ends: land exactly on each image.
    if (progress <= 0.0) return getFromColor(uv);
    if (progress >= 1.0) return getToColor(uv);
    // Lengths in image heights. The box is w wide and deep, 1 high; its front face starts on
    // the screen plane z = 0, so the two end frames are the images themselves.
    float w = ratio;
    float theta = progress * 1.57079633;
    vec3 eye = vec3(0.0, 0.0, perspective * w);
    vec3 centre = vec3(0.0, 0.0, -0.5 * w - zoomOut * w * sin(3.14159265 * progress));
    vec3 ray = vec3((uv.x - 0.5) * w, uv.y - 0.5, 0.0) - eye;
    // The ray in the box's own frame: the box turned by −theta, so turn the ray by +theta.
    vec3 origin = turn(eye - centre, theta);
    vec3 dir = turn(ray, theta);
    float h = 0.5 * w;
    float nearest = 1e30;
    vec4 colour = background;
    // Front face (z = +h) shows "from"; it faces the eye while the eye is in front of it.
    if (origin.z > h && dir.z < 0.0) {
        float t = (h - origin.z) / dir.z;
        vec3 p = origin + t * dir;
        if (abs(p.x) <= h && abs(p.y) <= 0.5) {
            nearest = t;
            vec4 c = getFromColorLinear(vec2((p.x + h) / w, p.y + 0.5));
            colour = vec4(c.rgb * mix(1.0, cos(theta), shading), c.a);
        }
    }
    // Right face (x = +h) shows "to"; it comes round to the front.
    if (origin.x > h && dir.x < 0.0) {
        float t = (h - origin.x) / dir.x;
        vec3 p = origin + t * dir;
        if (t < nearest && abs(p.z) <= h && abs(p.y) <= 0.5) {
            vec4 c = getToColorLinear(vec2((h - p.z) / w, p.y + 0.5));
            colour = vec4(c.rgb * mix(1.0, sin(theta), shading), c.a);
        }
    }
    return colour;
}
