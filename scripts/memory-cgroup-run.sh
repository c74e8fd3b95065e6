#!/usr/bin/env bash
# A headless show of 24 MP and 100 MP JPEGs inside a memory cgroup of LIMIT MiB (default 256)
# for SECONDS (default 600), as a 512 MB board or a systemd unit with MemoryMax= runs it: prints
# the exit status, the cgroup's peak, OOM kills and what the show's report says was shown and
# skipped. Issue 25's check: no OOM kill, no photo that fits skipped. Needs root (it makes a
# cgroup, v2 or v1), ffmpeg and python3.
#
#   scripts/memory-cgroup-run.sh [SECONDS] [LIMIT_MIB]   (UNWIND=path/to/unwind, SIZE=3840x2160)
set -euo pipefail
seconds=${1:-600}
limit=${2:-256}
unwind=${UNWIND:-.build/release/unwind}
size=${SIZE:-1920x1080}
work=$(mktemp -d)
photos="$work/photos"
mkdir -p "$photos"
for i in 1 2 3; do
  ffmpeg -loglevel error -f lavfi -i "testsrc2=size=6000x4000,noise=alls=$((i * 8)):allf=t" -frames:v 1 -q:v 3 "$photos/camera-$i.jpg"
done
ffmpeg -loglevel error -f lavfi -i "testsrc2=size=10000x10000,noise=alls=12:allf=t" -frames:v 1 -q:v 3 "$photos/panorama-100mp.jpg"

if [[ -f /sys/fs/cgroup/cgroup.controllers ]]; then
  group=/sys/fs/cgroup/unwind-memory-$$
  mkdir "$group"
  echo "${limit}M" >"$group/memory.max"
  peak_file=$group/memory.peak
  oom() { awk '$1 == "oom_kill" { print $2 }' "$group/memory.events"; }
else
  group=/sys/fs/cgroup/memory/unwind-memory-$$
  mkdir "$group"
  echo $((limit << 20)) >"$group/memory.limit_in_bytes"
  peak_file=$group/memory.max_usage_in_bytes
  oom() { awk '$1 == "oom_kill" { print $2 }' "$group/memory.oom_control"; }
fi
cleanup() { rmdir "$group" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT

status=0
sh -c 'echo $$ >"$1/cgroup.procs"; shift; exec "$@"' sh "$group" \
  "$unwind" slideshow --headless --size "$size" --run-for "$seconds" --interval 10 --fps 10 --index off \
  --report "$work/report.json" "$photos" >"$work/show.log" 2>&1 || status=$?
echo "limit ${limit} MiB, ${size}, ${seconds} s of show time, exit status ${status}"
echo "cgroup peak: $(($(cat "$peak_file") >> 20)) MiB; OOM kills: $(oom)"
tail -n 3 "$work/show.log"
python3 - "$work/report.json" <<'PY'
import json, sys
try:
    report = json.load(open(sys.argv[1]))
except Exception as error:
    print("no report:", error); sys.exit(0)
print("photos shown:", len(set(report.get("shown", []))) if isinstance(report.get("shown"), list) else report.get("shown"),
      "| skipped:", report.get("skipped", report.get("photosSkipped")))
PY
