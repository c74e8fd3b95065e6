#!/usr/bin/env bash
# The three numbers issue 22 keeps open, in one run of a release build:
#   1. `unwind render --out null` against ffmpeg's xfade, whole process, 72 frames at
#      1920x1080, 60 fps, photos letterboxed by both: blocks vs dissolve, radial vs circleopen
#      (scripts/bench-render-vs-ffmpeg.sh: medians of wall time, and mean CPU time).
#   2. Replays: wall time per frame against the report's frame time, for a breathing
#      autopilot session (1280x720, 30 fps, an 18 s hold) and a headless show replay
#      (1280x720, 60 fps, 40 s of the bundled photos, from an input recording).
#   3. `unwind-bench breathing`: the breathing frame at 1920x1080 (software renderer).
#
#   scripts/bench-issue-22.sh [RUNS]     (default 10 runs for the render pairs)
#   UNWIND=path/to/unwind BENCH=path/to/unwind-bench scripts/bench-issue-22.sh   (skip the builds)
#
# Wall-clock ratios need an otherwise idle machine; print `uptime` with the results.
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS=${1:-10}
UNWIND=${UNWIND:-}
BENCH=${BENCH:-}
if [[ -z "$UNWIND" || -z "$BENCH" ]]; then
  swift build -c release --scratch-path .build-bench --product unwind >&2
  swift build -c release --scratch-path .build-bench --product unwind-bench >&2
  UNWIND=${UNWIND:-.build-bench/release/unwind}
  BENCH=${BENCH:-.build-bench/release/unwind-bench}
fi
export UNWIND
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

echo "== load before: $(uptime)"
echo "== 1. render vs ffmpeg (72 frames, 1920x1080, 60 fps, --out null vs -f null)"
scripts/bench-render-vs-ffmpeg.sh "$RUNS" 2>/dev/null
TRANSITION=radial XFADE=circleopen scripts/bench-render-vs-ffmpeg.sh "$RUNS" 2>/dev/null

echo "== 2. replays: wall time per frame / frame time (median from the report)"
# Seconds of wall and CPU (user + system) of a command, from /usr/bin/time.
timed() { /usr/bin/time -f '%e %U %S' -o "$work/time" "$@" >/dev/null; read -r wall user sys <"$work/time"; }
timed "$UNWIND" breathe --headless --autopilot --size 1280x720 --hold-duration 18 --report "$work/breathe.json"
python3 - "$work/breathe.json" "$wall" "$user" "$sys" <<'PY'
import json, sys
r = json.load(open(sys.argv[1])); wall, cpu = float(sys.argv[2]), float(sys.argv[3]) + float(sys.argv[4])
per = wall / r["frames"] * 1000
print(f"breathe autopilot: {r['frames']} frames in {wall:.1f} s wall ({cpu:.1f} s CPU): {per:.2f} ms a frame, "
      f"frame median {r['frameTimeMedianMs']:.2f} ms: {per / r['frameTimeMedianMs']:.2f}x")
PY
show=(slideshow Assets/photos --headless --size 1280x720 --run-for 40 --interval 3 --seed 7 --index off)
"$UNWIND" "${show[@]}" --record "$work/show-input.json" >/dev/null
timed "$UNWIND" "${show[@]}" --replay "$work/show-input.json" --report "$work/show.json"
python3 - "$work/show.json" "$wall" "$user" "$sys" <<'PY'
import json, sys
r = json.load(open(sys.argv[1])); wall, cpu = float(sys.argv[2]), float(sys.argv[3]) + float(sys.argv[4])
frames = r["frames"]
per = wall / frames["count"] * 1000
print(f"show replay: {frames['count']} frames in {wall:.1f} s wall ({cpu:.1f} s CPU): {per:.2f} ms a frame, "
      f"frame median {frames['p50']:.2f} ms: {per / frames['p50']:.2f}x")
PY

echo "== 3. unwind-bench breathing"
"$BENCH" breathing
echo "== load after: $(uptime)"
