// @name ClosingFilter
// @kind filter
// @summary The red channel in grey after a dilation then an erosion, which fills dark specks smaller than the square, as GPUImage2's ClosingFilter.
// @param int radius = 1 [1, 4] The square's half-width in pixels.

// Dilation's passes, then Erosion's on their result.
// @stage dilated Dilation
// @stage eroded Erosion
