// @name Crop
// @kind filter
// @summary Cuts a rectangle out of the image, which becomes an image of that size, as GPUImage2's Crop.
// @param vec2 cropSizeInPixels = 0,0 The rectangle's width and height in pixels of the input, at most the input's; 0 keeps that side whole.
// @param vec2 locationOfCropInPixels = -1,-1 The rectangle's top-left corner in pixels from the input's top-left; a negative coordinate centres it on that axis, as GPUImage2 does without a location.

// One stage, because the size is the stage's (@size): it is drawn at the rectangle's size, and
// its readers take the smaller image.
// @stage cropped
// @size cropSizeInPixels clamped
vec4 effect(vec2 uv) {
    // resolution is the rectangle's size, inputResolution the input's; both in whole pixels.
    vec2 corner = floor(inputResolution / 2.0) - floor(resolution / 2.0);
    if (locationOfCropInPixels.x >= 0.0) corner.x = floor(locationOfCropInPixels.x + 0.5);
    if (locationOfCropInPixels.y >= 0.0) corner.y = floor(locationOfCropInPixels.y + 0.5);
    // Pixels count from the top; uv from the bottom.
    vec2 fromTop = vec2(uv.x, 1.0 - uv.y) * resolution + corner;
    return getInputColor(vec2(fromTop.x, inputResolution.y - fromTop.y) / inputResolution);
}
