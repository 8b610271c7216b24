// @name Eroded
// @kind filter
// @param int radius = 1 [1, 4] The square's half-width.

float extremeOf(float a, float b) { return min(a, b); }

// @include morphology
