#!/bin/bash
# Two unwind binaries side by side on a 6 s 1080p30 H.264 clip (docs/performance.md, "Video
# clips, third pass"): ffmpeg -f null, each binary's headless show of the clip and of a still,
# alternating N times under /usr/bin/time; prints medians (wall, CPU, peak RSS) and the ratios:
# what the clip adds to a show (clip show less still show) against what ffmpeg takes.
# Usage: OLD=path/to/unwind NEW=.build/release/unwind N=5 scripts/clip-side-by-side.sh
set -eu
OLD=${OLD:?OLD=path of the old unwind}; NEW=${NEW:-.build/release/unwind}; N=${N:-5}
OLD=$(realpath "$OLD"); NEW=$(realpath "$NEW")
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
mkdir -p "$work/hd" "$work/still"
ffmpeg -hide_banner -loglevel error -nostdin -y -f lavfi -i testsrc2=size=1920x1080:rate=30:duration=6 \
  -c:v libx264 -preset veryfast -pix_fmt yuv420p "$work/hd/clip-1080p30.mp4"
ffmpeg -hide_banner -loglevel error -nostdin -y -f lavfi -i testsrc2=size=1920x1080 -frames:v 1 "$work/still/still.png"
run() { /usr/bin/time -f "%e %U %S %M" -o "$work/t" "$@" >/dev/null 2>&1; cat "$work/t"; }
show() { run "$1" slideshow --headless --size 1920x1080 --run-for 6 --fps 30 --index off --fade-in 0 "$2"; }
uptime
for _ in $(seq "$N"); do
  echo "ffmpeg $(run ffmpeg -hide_banner -loglevel error -nostdin -i "$work/hd/clip-1080p30.mp4" -an -f null -)"
  echo "old_clip $(show "$OLD" "$work/hd")"; echo "new_clip $(show "$NEW" "$work/hd")"
  echo "old_still $(show "$OLD" "$work/still")"; echo "new_still $(show "$NEW" "$work/still")"
done | tee "$work/rows"
uptime
python3 - "$work/rows" <<'PY'
import sys, statistics as st
rows = {}
for line in open(sys.argv[1]):
    name, *fields = line.split()
    rows.setdefault(name, []).append([float(x) for x in fields])
wall = lambda k: st.median(r[0] for r in rows[k])
cpu = lambda k: st.median(r[1] + r[2] for r in rows[k])
for k in rows:
    print(f"{k:10s} wall={wall(k):.2f}s cpu={cpu(k):.2f}s rss={st.median(r[3] for r in rows[k]) / 1024:.1f}MB")
for v in ("old", "new"):
    adds = cpu(v + "_clip") - cpu(v + "_still")
    wall_adds = wall(v + "_clip") - wall(v + "_still")
    print(f"{v}: show {wall(v + '_clip') / wall('ffmpeg'):.2f}x ffmpeg's wall; the clip adds {wall_adds:.2f}s wall "
          f"({wall_adds / wall('ffmpeg'):.2f}x) and {adds:.2f}s CPU ({adds / cpu('ffmpeg'):.2f}x)")
PY
