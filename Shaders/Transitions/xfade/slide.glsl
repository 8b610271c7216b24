// @kind transition
// @opaque
// @summary ffmpeg xfade's slides: both images, or only one of them, move by whole pixels.
// @param int direction = 0 [0, 3] Which way it goes: 0 left, 1 right, 2 up, 3 down.
// @param int motion = 0 [0, 2] What moves: 0 both images (slide), 1 "to" over a still "from" (cover), 2 "from" off a still "to" (reveal).
// @variant slideleft direction=0 motion=0 ffmpeg xfade's slideleft: both images move left, "to" entering from the right.
// @variant slideright direction=1 motion=0 ffmpeg xfade's slideright: both images move right, "to" entering from the left.
// @variant slideup direction=2 motion=0 ffmpeg xfade's slideup: both images move up, "to" entering from the bottom.
// @variant slidedown direction=3 motion=0 ffmpeg xfade's slidedown: both images move down, "to" entering from the top.
// @variant coverleft direction=0 motion=1 ffmpeg xfade's coverleft: "to" slides left over "from", which stays still.
// @variant coverright direction=1 motion=1 ffmpeg xfade's coverright: "to" slides right over "from", which stays still.
// @variant coverup direction=2 motion=1 ffmpeg xfade's coverup: "to" slides up over "from", which stays still.
// @variant coverdown direction=3 motion=1 ffmpeg xfade's coverdown: "to" slides down over "from", which stays still.
// @variant revealleft direction=0 motion=2 ffmpeg xfade's revealleft: "from" slides left away, uncovering "to", which stays still.
// @variant revealright direction=1 motion=2 ffmpeg xfade's revealright: "from" slides right away, uncovering "to", which stays still.
// @variant revealup direction=2 motion=2 ffmpeg xfade's revealup: "from" slides up away, uncovering "to", which stays still.
// @variant revealdown direction=3 motion=2 ffmpeg xfade's revealdown: "from" slides down away, uncovering "to", which stays still.
// @include xfade

vec4 effect(vec2 uv) {
    float P = 1.0 - progress;  // ffmpeg's progress runs from 1 to 0
    bool vertical = direction >= 2;
    // Left and up move towards lower indices.
    float offset = direction == 0 || direction == 2 ? -P : P;
    float extent = vertical ? resolution.y : resolution.x;
    int size = int(extent);
    ivec2 p = ffPixel(uv);
    int zoff = int(offset * extent) + (vertical ? p.y : p.x);
    // vf_xfade.c's zx % width + width * (zx % width < 0): the index wrapped into the image.
    int zz = zoff < 0 ? zoff + size : (zoff >= size ? zoff - size : zoff);
    vec2 moved = vertical ? ffUV(p.x, zz) : ffUV(zz, p.y);
    bool inside = zoff >= 0 && zoff < size;
    if (motion == 1) return inside ? getToColor(moved) : getFromColor(uv);
    if (motion == 2) return inside ? getToColor(uv) : getFromColor(moved);
    return inside ? getToColor(moved) : getFromColor(moved);
}
