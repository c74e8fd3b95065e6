#!/bin/bash
# Two unwind binaries side by side in a window (docs/performance.md, "The windowed software
# show's present"): the bundled photos at 1920x1080 on Xvfb with the software renderer, S s each
# (default 30), alternating N times, ended by SIGTERM; prints each report's frame times (draw +
# submit + present), frame-to-frame intervals, the show's CPU seconds and the X server's.
# Usage: OLD=path/to/unwind NEW=.build/release/unwind N=3 scripts/window-side-by-side.sh
# OLD_ENV / NEW_ENV add environment to one side (e.g. NEW_ENV=UNWIND_WINDOW_PRESENT=sdl with
# OLD=NEW compares the two presents of one build).
set -u
OLD=${OLD:?OLD=path of the old unwind}; NEW=${NEW:-.build/release/unwind}; N=${N:-3}; S=${S:-30}; D=${D:-:74}
OLD_ENV=${OLD_ENV:-}; NEW_ENV=${NEW_ENV:-}
OLD=$(realpath "$OLD"); NEW=$(realpath "$NEW")
work=$(mktemp -d)
Xvfb "$D" -screen 0 1920x1080x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 50); do [ -S "/tmp/.X11-unix/X${D#:}" ] && break; sleep 0.2; done
# utime + stime of a process, in seconds.
cpu() { awk -v hz="$(getconf CLK_TCK)" '{ print ($14 + $15) / hz }' "/proc/$1/stat"; }
uptime
for _ in $(seq "$N"); do
  for v in old new; do
    binary=$OLD; extra=$OLD_ENV
    [ "$v" = new ] && { binary=$NEW; extra=$NEW_ENV; }
    kill -0 $xvfb 2>/dev/null || { echo "Xvfb on $D is gone (another server on that display?); set D=:NN"; exit 1; }
    rm -f "$work/report.json"
    server_before=$(cpu $xvfb)
    start=$(date +%s.%N)
    # shellcheck disable=SC2086
    env DISPLAY="$D" $extra /usr/bin/time -f "%U %S" -o "$work/time" timeout -s TERM "$S" "$binary" slideshow Assets/photos \
      --windowed --size 1920x1080 --interval 3 --seed 7 --software-renderer --report "$work/report.json" >"$work/log" 2>&1
    server=$(echo "$(cpu $xvfb) - $server_before" | bc)
    python3 - "$v" "$work/report.json" "$work/log" "$work/time" "$server" <<'PY'
import json, os, sys
name, path, log, times, server = sys.argv[1:6]
if not os.path.exists(path):
    print(name, "no report written; the log ends:", open(log, errors="replace").read()[-300:]); sys.exit()
d = json.load(open(path)); f = d["frames"]; i = d["frameIntervals"]
user, system = (float(x) for x in open(times).read().split()[-2:])
print("%-3s frames n=%d p50=%.2f p95=%.2f p99=%.2f | frame-to-frame n=%d p50=%.2f p95=%.2f | show CPU %.1f s, X server CPU %s s | %s"
      % (name, f["count"], f["p50"], f["p95"], f["p99"], i["count"], i["p50"], i["p95"], user + system, server, " ".join(d["transitions"])))
PY
  done
done
uptime
