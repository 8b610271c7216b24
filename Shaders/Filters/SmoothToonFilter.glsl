// @name SmoothToonFilter
// @kind filter
// @summary ToonFilter after a Gaussian blur, for smoother outlines and fewer specks, as GPUImage2's SmoothToonFilter.
// @param float blurRadiusInPixels = 2 [0, 256] The blur's sigma in pixels, rounded to a whole pixel.
// @param float threshold = 0.2 [0, 1] The gradient length that draws an outline; lower draws more.
// @param float quantizationLevels = 10 [1, 256] Levels per colour channel.

// GaussianBlur's passes, then ToonFilter's on the blurred image.
// @stage blurred GaussianBlur
// @stage toon ToonFilter
