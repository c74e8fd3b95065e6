#!/usr/bin/env bash
# The first command of README: set up, build, and run the main job on the bundled photos.
# With a display it opens fullscreen (Esc quits); without one it runs headless and says
# where it wrote the frames. Extra arguments go to `unwind`.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh

swift build -c release --product unwind
unwind=".build/release/unwind"

if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] || [ "${SDL_VIDEODRIVER:-}" = kmsdrm ]; then
  exec "$unwind" demo --fullscreen "$@"
else
  out="out/demo"
  echo "No display found: running headless and writing frames to $out/"
  exec "$unwind" demo --headless --size 1280x720 --out "$out" "$@"
fi
