// @name OpeningFilter
// @kind filter
// @summary The red channel in grey after an erosion then a dilation, which removes bright specks smaller than the square, as GPUImage2's OpeningFilter.
// @param int radius = 1 [1, 4] The square's half-width in pixels.

// Erosion's passes, then Dilation's on their result.
// @stage eroded Erosion
// @stage dilated Dilation
