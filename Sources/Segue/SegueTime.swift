// Timing needs no GL, so it lives in its own module; re-exported so `import Segue` keeps offering it.
@_exported import SegueTime
