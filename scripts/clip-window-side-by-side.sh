#!/bin/bash
# Two unwind binaries side by side in a window (docs/performance.md, "Video clips, third pass"):
# a 6 s 1080p30 H.264 clip shown on Xvfb at 1920x1080 with the software renderer, 12 s each,
# alternating N times, ended by SIGTERM; prints each report's frame-to-frame intervals, its
# submit + present times and the frames the clip's first play showed.
# Usage: OLD=path/to/unwind NEW=.build/release/unwind N=3 scripts/clip-window-side-by-side.sh
set -u
OLD=${OLD:?OLD=path of the old unwind}; NEW=${NEW:-.build/release/unwind}; N=${N:-3}; D=${D:-:73}
OLD=$(realpath "$OLD"); NEW=$(realpath "$NEW")
work=$(mktemp -d)
mkdir -p "$work/hd"
ffmpeg -hide_banner -loglevel error -nostdin -y -f lavfi -i testsrc2=size=1920x1080:rate=30:duration=6 \
  -c:v libx264 -preset veryfast -pix_fmt yuv420p "$work/hd/clip-1080p30.mp4"
Xvfb "$D" -screen 0 1920x1080x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null; rm -rf "$work"' EXIT
# Wait for the server's socket (a loaded machine may take seconds); a run without it writes no report.
for _ in $(seq 50); do [ -S "/tmp/.X11-unix/X${D#:}" ] && break; sleep 0.2; done
uptime
for _ in $(seq "$N"); do
  for v in old new; do
    binary=$OLD; [ "$v" = new ] && binary=$NEW
    kill -0 $xvfb 2>/dev/null || { echo "Xvfb on $D is gone (another server on that display?); set D=:NN"; exit 1; }
    rm -f "$work/report.json"
    DISPLAY=$D timeout -s TERM 12 "$binary" slideshow --windowed --size 1920x1080 --software-renderer --index off --fade-in 0 \
      --report "$work/report.json" "$work/hd" >"$work/log" 2>&1
    python3 - "$v" "$work/report.json" "$work/log" <<'PY'
import json, os, sys
name, path, log = sys.argv[1], sys.argv[2], sys.argv[3]
if not os.path.exists(path):
    print(name, "no report written; the log ends:", open(log, errors="replace").read()[-300:]); sys.exit()
d = json.load(open(path)); i = d["frameIntervals"]; f = d["frames"]; c = d["clips"][0]
print(name, "intervals n=%d p50=%.1f p95=%.1f" % (i["count"], i["p50"], i["p95"]),
      "submit+present n=%d p50=%.1f p95=%.1f" % (f["count"], f["p50"], f["p95"]), "first play framesShown=%d of 180" % c["framesShown"])
PY
  done
done
uptime
