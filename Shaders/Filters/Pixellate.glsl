// @name Pixellate
// @kind filter
// @opaque
// @summary Square cells of one colour, as GPUImage's Pixellate and ffmpeg's pixelize.
// @inputs input
// @cells fractionalWidthOfAPixel if smooth
// @param float fractionalWidthOfAPixel = 0.05 [0, 1] Cell width as a fraction of the image width; cells stay square in pixels.
// @param bool smooth = false Read each cell's centre bilinearly (GPUImage) instead of the texel that contains it (ffmpeg).

vec4 effect(vec2 uv) {
    // At least one pixel wide, so that a width of 0 passes the image through unchanged.
    float width = max(fractionalWidthOfAPixel, 1.0 / resolution.x);
    vec2 cell = vec2(width, width * resolution.x / resolution.y);
    // Cells start at the top-left corner, as GPUImage's and ffmpeg's do (uv.y grows upwards), so
    // that a partial row of cells falls at the bottom.
    vec2 fromTop = vec2(uv.x, 1.0 - uv.y);
    vec2 centre = fromTop - mod(fromTop, cell) + cell * 0.5;
    centre.y = 1.0 - centre.y;
    // A branch, not `?:`: a select would make the GPU do both reads.
    if (smooth) {
        return getInputColorLinear(centre);
    }
    return getInputColor(centre);
}
