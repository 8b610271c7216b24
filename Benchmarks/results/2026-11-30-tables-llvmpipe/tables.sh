#!/usr/bin/env bash
# The layer, floor and readback tables of BENCHMARKS.md (2026-11-30): each run by the new and
# the old segue-bench alternately, three rounds; OLD=path/to/older/segue-bench bash tables.sh
set -u
new=${NEW:-.build/release/segue-bench}
old=${OLD:?set OLD to the older segue-bench}
x=circleclose,circlecrop,circleopen,crossfade,diagbl,diagbr,diagtl,diagtr,dissolve,distance,fade,fadeblack,fadefast,fadegrays,fadeslow,fadewhite,hblur,hlslice,horzclose,horzopen,hrslice,pixelize,pixellate-dissolve,radial,rectcrop,slidedown,slideleft,slideright,slideup,smoothdown,smoothleft,smoothright,smoothup,squeezeh,squeezev,vdslice,vertclose,vertopen,vuslice,wipebl,wipebr,wipedown,wipeleft,wiperight,wipetl,wipetr,wipeup,zoomin
layers=crossfade,zoom-fade,fade-over,page-flip,photo-zoom,card-stack,slide-fade,door,crossfade-views,pan,portal,turn,cube-views,natgeo,cards,fold-views,explode
common=(--sizes 1080p --fusion fused --upload once)
for r in 1 2 3; do
  for v in new old; do
    b=${!v}
    echo "$(date +%T) round $r $v layers"
    $b --effects $layers "${common[@]}" --readback none --baselines none --seconds 1 --repeat 1 --json ${OUT:-.}/layers-$v-$r.json > ${OUT:-.}/layers-$v-$r.txt 2>&1
  done
  for v in new old; do
    b=${!v}
    echo "$(date +%T) round $r $v floor"
    $b --effects $x "${common[@]}" --readback none --baselines floor --seconds 0.4 --repeat 1 --json ${OUT:-.}/floor-$v-$r.json > ${OUT:-.}/floor-$v-$r.txt 2>&1
  done
  for v in new old; do
    b=${!v}
    echo "$(date +%T) round $r $v readback"
    $b --effects $x "${common[@]}" --readback sync --baselines none --seconds 0.4 --repeat 1 --json ${OUT:-.}/rb-$v-$r.json > ${OUT:-.}/rb-$v-$r.txt 2>&1
  done
done
echo "$(date +%T) done"
