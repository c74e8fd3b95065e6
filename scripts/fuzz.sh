#!/usr/bin/env bash
# Fuzzes the built `unwind` with generated configs, replays, command lines and photo files
# of every format (written by `unwind-fuzz-images`); see
# scripts/fuzz.py. `scripts/test.sh` runs 300 cases with seed 1; by hand, for example:
#   scripts/fuzz.sh --cases 100000 --seed 7 --keep /tmp/fuzz-7
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 scripts/fuzz.py "$@"
