#!/usr/bin/env bash
# The first command of README: set up, build, and run the slideshow on the bundled photos.
# With a display it opens fullscreen (Esc quits); without one it runs headless and says
# where it wrote the frames. Extra arguments go to `unwind`.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh run

swift build -c release --product unwind
unwind=".build/release/unwind"

if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] || [ "${SDL_VIDEODRIVER:-}" = kmsdrm ]; then
  exec "$unwind" slideshow "$@"
else
  out="out/slideshow"
  echo "No display found: running the slideshow headless for 60 s of show time; a PNG of each photo shown goes to $out/"
  exec "$unwind" slideshow --headless --size 1280x720 --run-for 60 --capture "$out" --report "$out/report.json" "$@"
fi
