// @name flip
// @kind transition
// @opaque
// @summary A page turn about the centre line: half of "from" lifts and turns over, showing "to" on its back.
// @param float perspective = 4 [1.1, 100] Eye distance from the image in half-widths of the page; smaller is stronger.
// @param float shading = 0.5 [0, 1] How dark the turning page gets as it stands edge-on.
// @param int direction = 0 [0, 3] Where the page turns: 0 left, 1 right, 2 up, 3 down.

// The turn is worked out in a canonical frame where the page is the right half turning left.
// Canonical coordinates of uv for each direction (up: the bottom half turns upwards).
vec2 toCanonical(vec2 uv, int d) {
    if (d == 1) return vec2(1.0 - uv.x, uv.y);
    if (d == 2) return vec2(1.0 - uv.y, uv.x);
    if (d == 3) return vec2(uv.y, uv.x);
    return uv;
}

vec2 fromCanonical(vec2 c, int d) {
    if (d == 1) return vec2(1.0 - c.x, c.y);
    if (d == 2) return vec2(c.y, 1.0 - c.x);
    if (d == 3) return vec2(c.y, c.x);
    return c;
}

vec4 effect(vec2 uv) {
    // The page lies flat at both ends: land exactly on each image.
    if (progress <= 0.0) return getFromColor(uv);
    if (progress >= 1.0) return getToColor(uv);
    vec2 c = toCanonical(uv, direction);
    // Lengths in canonical image heights; the page is halfWidth wide, hinged at x = 0.
    float aspect = direction >= 2 ? 1.0 / ratio : ratio;
    float halfWidth = 0.5 * aspect;
    float eye = perspective * halfWidth;
    float x = (c.x - 0.5) * aspect;
    float y = c.y - 0.5;
    // First half: the right half of "from" lifts towards the eye by 0 → 90°.
    // Second half: the page, now showing the left half of "to", lands on the left by 90° → 0.
    bool first = progress < 0.5;
    float angle = first ? progress * 3.14159265 : (1.0 - progress) * 3.14159265;
    float along = first ? x : -x;  // distance from the hinge on the page's side
    if (along > 0.0) {
        // Invert the projection x' = u·cos·e / (e − u·sin) for the point u on the page.
        float u = along * eye / (eye * cos(angle) + along * sin(angle));
        float depth = (eye - u * sin(angle)) / eye;
        float pageY = y * depth;
        if (u <= halfWidth && abs(pageY) <= 0.5) {
            float shade = 1.0 - shading * sin(angle) * (0.25 + 0.75 * u / halfWidth);
            vec2 onPage = vec2(0.5 + (first ? u : -u) / aspect, pageY + 0.5);
            vec4 colour = first ? getFromColorLinear(fromCanonical(onPage, direction))
                                : getToColorLinear(fromCanonical(onPage, direction));
            return vec4(colour.rgb * shade, colour.a);
        }
    }
    // Off the page: "to" is already on the right, "from" still on the left.
    return x >= 0.0 ? getToColor(uv) : getFromColor(uv);
}
