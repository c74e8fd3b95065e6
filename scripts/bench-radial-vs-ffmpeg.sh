#!/usr/bin/env bash
# Whole-process time of `unwind render --out null` against ffmpeg's xfade on the same two
# photos letterboxed to 1920x1080 beforehand, the same frame count, output discarded (`-f null -`), in one run:
#   radial vs circleopen, radial-unreveal vs circleclose, opacity/crossfade vs fade,
#   slide vs slideleft.
# Usage: scripts/bench-radial-vs-ffmpeg.sh [path/to/unwind]   (default: a release build)
# Needs ffmpeg and hyperfine (apt-get install -y ffmpeg hyperfine).
set -euo pipefail
cd "$(dirname "$0")/.."

UNWIND=${1:-}
if [[ -z "$UNWIND" ]]; then
    for candidate in .build-radial/release/unwind .build/release/unwind; do
        [[ -x "$candidate" ]] && UNWIND=$candidate && break
    done
fi
[[ -n "$UNWIND" && -x "$UNWIND" ]] || { echo "no unwind binary; build with: swift build -c release" >&2; exit 1; }
command -v ffmpeg >/dev/null || { echo "ffmpeg not found" >&2; exit 1; }
command -v hyperfine >/dev/null || { echo "hyperfine not found (apt-get install -y hyperfine)" >&2; exit 1; }

W=1920 H=1080 FPS=60 RUNS=${RUNS:-10}
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT

# Both tools get the same photos already letterboxed to 1920x1080, so neither pays for
# scaling per frame and the comparison is the transition itself plus process overhead.
FROM=$OUT/from.png
TO=$OUT/to.png
LETTERBOX="scale=${W}:${H}:force_original_aspect_ratio=decrease,pad=${W}:${H}:(ow-iw)/2:(oh-ih)/2,setsar=1"
ffmpeg -hide_banner -loglevel error -i Assets/photos/chelsea.png -vf "$LETTERBOX" -y "$FROM"
ffmpeg -hide_banner -loglevel error -i Assets/photos/coffee.png -vf "$LETTERBOX" -y "$TO"

# unwind name, ffmpeg xfade transition, seconds
PAIRS=(
    "radial circleopen 0.5"
    "radial-unreveal circleclose 0.5"
    "opacity fade 0.8"
    "crossfade fade 0.8"
    "slide slideleft 0.8"
)

echo "unwind: $UNWIND ($("$UNWIND" --version)), ffmpeg: $(ffmpeg -version | head -1 | cut -d' ' -f3), ${W}x${H} @ ${FPS} fps, ${RUNS} runs each"
for pair in "${PAIRS[@]}"; do
    read -r name xfade seconds <<<"$pair"
    # unwind renders frames 0..N inclusive (t = 0 to t = duration).
    frames=$(awk -v s="$seconds" -v f="$FPS" 'BEGIN { n = s * f; print (n == int(n) ? n : int(n) + 1) + 1 }')
    # Each image is decoded once and repeated by the loop filter (as unwind uploads it once).
    hold="loop=loop=$((frames + 10)):size=1:start=0,setpts=N/(${FPS}*TB),fps=${FPS}"
    ffmpeg_cmd="ffmpeg -hide_banner -loglevel error -i $FROM -i $TO \
-filter_complex '[0]${hold}[a];[1]${hold}[b];[a][b]xfade=transition=${xfade}:duration=${seconds}:offset=0' -frames:v $frames -f null -"
    unwind_cmd="$UNWIND render --transition $name --from $FROM --to $TO --size ${W}x${H} --fps $FPS --out null"
    hyperfine --style basic --warmup 1 --runs "$RUNS" --export-json "$OUT/$name.json" \
        -n "unwind $name ($frames frames)" "$unwind_cmd" \
        -n "ffmpeg xfade=$xfade ($frames frames)" "$ffmpeg_cmd" >/dev/null 2>&1
    python3 - "$OUT/$name.json" <<'PY'
import json, sys, statistics
results = json.load(open(sys.argv[1]))["results"]
med = {r["command"]: statistics.median(r["times"]) * 1000 for r in results}
p95 = {r["command"]: sorted(r["times"])[max(0, int(len(r["times"]) * 0.95 + 0.999) - 1)] * 1000 for r in results}
(u, f) = [r["command"] for r in results]
print(f"{u:40s} median {med[u]:8.1f} ms  p95 {p95[u]:8.1f} ms")
print(f"{f:40s} median {med[f]:8.1f} ms  p95 {p95[f]:8.1f} ms   ffmpeg/unwind = {med[f] / med[u]:.2f}x")
PY
done
