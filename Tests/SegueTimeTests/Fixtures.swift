/// Recorded gestures used across the tests.
enum GestureFixtures {
    /// A leftward flick at 60 Hz that is still accelerating when the finger lifts at 41.5 percent progress.
    static let fastSwipeJSON = """
        {
          "axis": "horizontal",
          "direction": "negative",
          "extent": 400,
          "samples": [
            {"t": 0.0000, "x": 380, "y": 200},
            {"t": 0.0167, "x": 376, "y": 200},
            {"t": 0.0333, "x": 370, "y": 200},
            {"t": 0.0500, "x": 361, "y": 200},
            {"t": 0.0667, "x": 349, "y": 201},
            {"t": 0.0833, "x": 334, "y": 201},
            {"t": 0.1000, "x": 316, "y": 201},
            {"t": 0.1167, "x": 295, "y": 201},
            {"t": 0.1333, "x": 271, "y": 202},
            {"t": 0.1500, "x": 244, "y": 202},
            {"t": 0.1667, "x": 214, "y": 202}
          ]
        }
        """

    /// A slow leftward drag to 20 percent progress that rests for 0.2 s before lifting.
    static let slowDragJSON = """
        {
          "axis": "horizontal",
          "direction": "negative",
          "extent": 400,
          "samples": [
            {"t": 0.00, "x": 380, "y": 300},
            {"t": 0.05, "x": 376, "y": 300},
            {"t": 0.10, "x": 372, "y": 300},
            {"t": 0.15, "x": 368, "y": 300},
            {"t": 0.20, "x": 364, "y": 300},
            {"t": 0.25, "x": 360, "y": 300},
            {"t": 0.30, "x": 356, "y": 300},
            {"t": 0.35, "x": 352, "y": 300},
            {"t": 0.40, "x": 348, "y": 300},
            {"t": 0.45, "x": 344, "y": 300},
            {"t": 0.50, "x": 340, "y": 300},
            {"t": 0.55, "x": 336, "y": 300},
            {"t": 0.60, "x": 332, "y": 300},
            {"t": 0.65, "x": 328, "y": 300},
            {"t": 0.70, "x": 324, "y": 300},
            {"t": 0.75, "x": 320, "y": 300},
            {"t": 0.80, "x": 316, "y": 300},
            {"t": 0.85, "x": 312, "y": 300},
            {"t": 0.90, "x": 308, "y": 300},
            {"t": 0.95, "x": 304, "y": 300},
            {"t": 1.00, "x": 300, "y": 300},
            {"t": 1.05, "x": 300, "y": 300},
            {"t": 1.10, "x": 300, "y": 300},
            {"t": 1.15, "x": 300, "y": 300},
            {"t": 1.20, "x": 300, "y": 300}
          ]
        }
        """
}
