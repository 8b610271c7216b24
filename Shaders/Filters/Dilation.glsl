// @name Dilation
// @alias DilationFilter
// @kind filter
// @summary Each pixel becomes the brightest red value of the square around it, in grey, in two separable passes, as GPUImage2's Dilation.
// @param int radius = 1 [1, 4] The square's half-width in pixels.

float extremeOf(float a, float b) { return max(a, b); }

// @include morphology
