#!/usr/bin/env bash
# Screenshots of the breathing trainer in a real X window (Xvfb), for docs/breathing.md.
# Drives the assisted mode with xdotool (holding Space traces the spiral at the guided pace)
# and grabs the window with ImageMagick's `import`.
#
#   scripts/breathing-screenshots.sh PREFIX [UNWIND_BINARY]
#
# writes docs/images/breathing/PREFIX-<size>-<moment>.png (SHOTS=short: only 800x480, for a
# second language; SHOTS=session: Idle, Hold and Completed at 1280x800 and 800x1280; SOFTWARE=-v: let SDL pick the renderer, OpenGL under Xvfb, and log it to
# /tmp/unwind-shot-SIZE.log). Extra arguments go to `unwind breathe`. Needs Xvfb, xdotool,
# imagemagick.
set -euo pipefail
cd "$(dirname "$0")/.."
prefix=${1:?usage: $0 PREFIX [UNWIND_BINARY]}
unwind=${2:-.build/debug/unwind}
out=docs/images/breathing
mkdir -p "$out"
display=:$((40 + RANDOM % 50))

Xvfb "$display" -screen 0 1920x1920x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true' EXIT
sleep 1
export DISPLAY=$display

# shoot SIZE NAME@SECONDS… : starts a session, holds Space from t=0 and grabs the window at
# each time. "lift" releases Space before the grab; "idle" grabs before pressing.
shoot() {
  local size=$1; shift
  "$unwind" breathe --size "$size" ${SOFTWARE:---software-renderer} --cycles 1 "${UNWIND_EXTRA[@]}" >"/tmp/unwind-shot-$size.log" 2>&1 &
  local app=$!
  local win=""
  for _ in $(seq 50); do
    win=$(xdotool search --pid "$app" 2>/dev/null | head -1 || true)
    [ -n "$win" ] && break
    sleep 0.2
  done
  [ -n "$win" ] || { echo "no window for $size" >&2; kill "$app"; return 1; }
  sleep 1.5
  xdotool windowfocus --sync "$win" 2>/dev/null || true
  local start=$SECONDS now pressed=0
  for shot in "$@"; do
    local name=${shot%@*} at=${shot#*@}
    if [ "$name" != idle ] && [ $pressed -eq 0 ]; then
      xdotool keydown --window "$win" space
      pressed=1
      start=$(date +%s.%N)
    fi
    if [ "$name" != idle ]; then
      now=$(date +%s.%N)
      sleep "$(echo "$at - ($now - $start)" | bc -l | awk '{ print ($1 > 0 ? $1 : 0) }')"
    fi
    if [ "$name" = lifted ]; then
      xdotool keyup --window "$win" space
      pressed=0
      sleep 0.5
    fi
    import -window "$win" "$out/$prefix-$size-$name.png"
    echo "$out/$prefix-$size-$name.png"
  done
  [ $pressed -eq 1 ] && xdotool keyup --window "$win" space
  kill "$app" 2>/dev/null || true
  wait "$app" 2>/dev/null || true
}

UNWIND_EXTRA=("${@:3}")
# SHOTS=session (issue 22): Idle, Hold and Completed in landscape and portrait, with a
# history of two earlier sessions this week (yesterday and three days ago) for the marks.
if [ "${SHOTS:-all}" = session ]; then
  history=$(mktemp)
  for days in 1 3; do
    printf '{"cycles":4,"date":"%s","heldSeconds":72,"pattern":"calm","tracedSeconds":14}\n' "$(date -u -d "-$days day" +%Y-%m-%dT%H:%M:%SZ)" >>"$history"
  done
  UNWIND_EXTRA+=(--history-file "$history")
  for size in 1280x800 800x1280; do
    cp "$history" "$history.keep"
    shoot "$size" idle@0 hold@13 completed@34
    mv "$history.keep" "$history"
  done
  rm -f "$history"
  exit 0
fi
# Default timings: 6 s traced out, then the hold's cycle (6 s in, 4 s hold, 8 s out);
# 13 s is in the held breath, at the full pulse.
if [ "${SHOTS:-all}" = short ]; then
  shoot 800x480 idle@0 hold-peak@13
  exit 0
fi
shoot 1280x720 idle@0 inhale@3 hold-peak@13 lifted@14
shoot 800x480 idle@0 hold-peak@13
shoot 720x1280 idle@0 hold-peak@13
shoot 1024x768 hold-peak@13
shoot 1280x720 completed@34
