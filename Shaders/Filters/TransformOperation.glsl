// @name TransformOperation
// @kind filter
// @summary Draws the image through a 2D or 3D transform (perspective included), on a background, as GPUImage's TransformOperation.
// @param mat4 transform = 1,0,0,0,0,1,0,0,0,0,1,0,0,0,0,1 The 4x4 matrix in GPUImage's Matrix4x4(rowMajorValues:) order, a CATransform3D's m11 m12 … m44: points are row vectors, so the translation is m41, m42, m43 and perspective is m34 = -1 / distance. Units: the image is 2 wide, centred on 0 (anchored at its top-left corner: 1 wide), y growing downwards.
// @param bool anchorTopLeft = false Transform about the image's top-left corner instead of its centre.
// @param bool ignoreAspectRatio = false Make the image 2 high as well as 2 wide (not square units), as GPUImage does with this set.
// @param color backgroundColor = #000000 What shows where the transformed image does not reach; GPUImage clears to opaque black.

vec4 effect(vec2 uv) {
    // GPUImage's geometry: the image is a quad at z = 0, x from -1 to 1 and y from -a to a
    // (a = height / width), or from 0 to 1 and 0 to a when anchored at the top-left; its
    // projection maps that back onto the output, so the identity draws the image unchanged.
    float a = ignoreAspectRatio ? 1.0 : resolution.y / resolution.x;
    // From quad coordinates (x, y, 0, 1) to clip space: GPUImage's vertex shader applies the
    // transform to the point, then its orthographic projection.
    mat4 projection = anchorTopLeft
        ? mat4(2.0, 0.0, 0.0, 0.0,  0.0, 2.0 / a, 0.0, 0.0,  0.0, 0.0, 2.0, 0.0,  -1.0, -1.0, 0.0, 1.0)
        : mat4(1.0, 0.0, 0.0, 0.0,  0.0, 1.0 / a, 0.0, 0.0,  0.0, 0.0, 1.0, 0.0,  0.0, 0.0, 0.0, 1.0);
    mat4 m = projection * transform;
    // On the plane z = 0 the map is a homography of (x, y, 1): columns 0, 1 and 3, rows x, y, w.
    mat3 plane = mat3(m[0].xyw, m[1].xyw, m[3].xyw);
    // This pixel in clip space, y growing downwards as GPUImage's texture coordinates do.
    vec3 pixel = vec3(2.0 * uv.x - 1.0, 1.0 - 2.0 * uv.y, 1.0);
    // A singular map draws the quad as a line or a point: nothing covers a pixel.
    if (abs(determinant(plane)) < 1e-12) return backgroundColor;
    vec3 q = inverse(plane) * pixel;
    vec2 point = q.xy / q.z;
    // GL clips what lies behind the eye (w <= 0) or outside the depth range (|z| > w).
    vec4 clip = m * vec4(point, 0.0, 1.0);
    if (clip.w <= 0.0 || abs(clip.z) > clip.w) return backgroundColor;
    vec2 t = anchorTopLeft ? vec2(point.x, point.y / a) : vec2(point.x + 1.0, point.y / a + 1.0) / 2.0;
    if (any(lessThan(t, vec2(0.0))) || any(greaterThan(t, vec2(1.0)))) return backgroundColor;
    return getInputColorLinear(vec2(t.x, 1.0 - t.y));
}
