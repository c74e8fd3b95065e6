#!/usr/bin/env bash
# The soak of the real thing: a windowed show under Xvfb (openbox, or bare X with --wm none)
# over a photo folder a script keeps changing; see scripts/soak.py. 30 minutes by default:
#   scripts/soak.sh                        # the full run (CI does not run it)
#   scripts/soak.sh --duration 120         # the short variant, by hand
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 scripts/soak.py "$@"
