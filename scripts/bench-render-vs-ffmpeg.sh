#!/usr/bin/env bash
# Whole-process time of `unwind render ... --out null` against ffmpeg's xfade (dissolve) for
# the same 72-frame 1920x1080 transition between the same two photos, measured in one run.
#
#   scripts/bench-render-vs-ffmpeg.sh [RUNS]        (default 10 runs each)
#   TRANSITION=radial XFADE=circleopen scripts/bench-render-vs-ffmpeg.sh   (the other pair of issue 22)
#
# Both sides letterbox the photos into 1920x1080 on black (unwind: --fit fit; ffmpeg:
# scale=...:force_original_aspect_ratio=decrease,pad=...) and render 72 frames at 60 fps
# (unwind: frames 0..71 of a 71/60 s transition; ffmpeg: -frames:v 72). Uses hyperfine when
# installed (apt-get install -y hyperfine), otherwise a loop with /usr/bin/time.
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS=${1:-10}
FROM=Assets/photos/chelsea.png
TO=Assets/photos/coffee.png
TRANSITION=${TRANSITION:-blocks}
XFADE=${XFADE:-dissolve}
DURATION=1.18333333   # ceil(1.18333333 * 60) + 1 = 72 frames
UNWIND=${UNWIND:-}
if [[ -z "$UNWIND" ]]; then
  swift build -c release --scratch-path .build-bench --product unwind >&2
  UNWIND=.build-bench/release/unwind
fi

frames=$("$UNWIND" render --transition "$TRANSITION" --from "$FROM" --to "$TO" --size 1920x1080 --duration $DURATION --seed 1 --out null | sed -E 's/rendered ([0-9]+) frames.*/\1/')
[[ "$frames" == 72 ]] || { echo "expected 72 frames from unwind render, got '$frames'" >&2; exit 1; }

FIT='scale=1920:1080:force_original_aspect_ratio=decrease,pad=1920:1080:(ow-iw)/2:(oh-ih)/2,setsar=1'
UNWIND_CMD="$UNWIND render --transition $TRANSITION --from $FROM --to $TO --size 1920x1080 --duration $DURATION --seed 1 --out null"
FFMPEG_CMD="ffmpeg -nostdin -hide_banner -loglevel error -loop 1 -framerate 60 -i $FROM -loop 1 -framerate 60 -i $TO -filter_complex '[0:v]$FIT[a];[1:v]$FIT[b];[a][b]xfade=transition=$XFADE:duration=$DURATION:offset=0' -frames:v 72 -f null -"

median() { sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }

if command -v hyperfine >/dev/null; then
  json=$(mktemp)
  hyperfine --warmup 1 --runs "$RUNS" --export-json "$json" -n unwind "$UNWIND_CMD" -n ffmpeg "$FFMPEG_CMD" >&2
  python3 - "$json" "$TRANSITION" "$XFADE" <<'PY'
import json, statistics, sys
results = {r["command"]: r for r in json.load(open(sys.argv[1]))["results"]}
u, f = statistics.median(results["unwind"]["times"]), statistics.median(results["ffmpeg"]["times"])
print(f"unwind render {sys.argv[2]} (72 frames 1920x1080, null): median {u*1000:.0f} ms over {len(results['unwind']['times'])} runs")
print(f"ffmpeg xfade {sys.argv[3]} (72 frames 1920x1080, null): median {f*1000:.0f} ms over {len(results['ffmpeg']['times'])} runs")
print(f"ratio ffmpeg/unwind: {f/u:.2f}x")
# CPU time (user + system, mean over the runs): what a shared machine's load disturbs least.
uc, fc = (results[n]["user"] + results[n]["system"] for n in ("unwind", "ffmpeg"))
print(f"CPU time: unwind {uc*1000:.0f} ms, ffmpeg {fc*1000:.0f} ms, ratio {fc/uc:.2f}x")
PY
  rm -f "$json"
else
  u=(); f=()
  for _ in $(seq "$RUNS"); do
    u+=("$( { /usr/bin/time -f %e bash -c "$UNWIND_CMD" >/dev/null; } 2>&1 | tail -1)")
    f+=("$( { /usr/bin/time -f %e bash -c "$FFMPEG_CMD" >/dev/null; } 2>&1 | tail -1)")
  done
  um=$(printf '%s\n' "${u[@]}" | median); fm=$(printf '%s\n' "${f[@]}" | median)
  echo "unwind render $TRANSITION (72 frames 1920x1080, null): median ${um} s over $RUNS runs"
  echo "ffmpeg xfade $XFADE (72 frames 1920x1080, null): median ${fm} s over $RUNS runs"
  awk -v u="$um" -v f="$fm" 'BEGIN { printf "ratio ffmpeg/unwind: %.2fx\n", f / u }'
fi
