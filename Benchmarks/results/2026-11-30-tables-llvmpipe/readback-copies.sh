#!/usr/bin/env bash
# The copy rows with readback again: five rounds, the order alternating; OLD=... bash readback-copies.sh
E=hlslice,vertclose,wipetl,squeezev,hrslice,wipetr,wiperight,wipebl,slidedown,rectcrop,vdslice,wipebr,wipedown
new=${NEW:-.build/release/segue-bench}; old=${OLD:?set OLD to the older segue-bench}
for r in 1 2 3 4 5; do
  if (( r % 2 )); then order="new old"; else order="old new"; fi
  for v in $order; do b=${!v}; $b --effects $E --sizes 1080p --fusion fused --upload once --readback sync --baselines none --seconds 1 --repeat 1 --json ${OUT:-.}/rb2-$v-$r.json > /dev/null 2>&1; done
done
