// @name Erosion
// @alias ErosionFilter
// @kind filter
// @summary Each pixel becomes the darkest red value of the square around it, in grey, in two separable passes, as GPUImage2's Erosion.
// @param int radius = 1 [1, 4] The square's half-width in pixels.

float extremeOf(float a, float b) { return min(a, b); }

// @include morphology
