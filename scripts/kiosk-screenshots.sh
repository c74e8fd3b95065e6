#!/usr/bin/env bash
# Screenshots of the frame for docs/kiosk.md, in a real X window (Xvfb, no window manager:
# a bare-X kiosk) at 1920x1080, with the bundled full-resolution photos (Assets/showcase):
# captions on a bright photo in French and on a dark one in German, a portrait pair, and the
# phone page in Chromium at 390x844.
#
#   scripts/kiosk-screenshots.sh [UNWIND_BINARY]
#
# writes docs/images/showcase-*.jpg. Needs Xvfb, imagemagick, chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
unwind=${1:-.build/debug/unwind}
unwind=$(realpath "$unwind")
out=$(pwd)/docs/images
work=$(mktemp -d)
display=:$((40 + RANDOM % 50))
Xvfb "$display" -screen 0 1920x1080x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true; rm -rf "$work"' EXIT
sleep 1
export DISPLAY=$display

# Albums are folders: the caption names the folder, as it would in a household's library.
mkdir -p "$work/Aitzgorri" "$work/Sunsets" "$work/Friends"
cp Assets/showcase/aitzgorri_by_Aitzol_Berasategi.jpg "$work/Aitzgorri/"
cp Assets/showcase/sunset_by_Aitzol_Berasategi.jpg "$work/Sunsets/"
cp Assets/showcase/friends_by_Aitzol_Berasategi.jpg Assets/showcase/Wine_by_Jakkub_Mede.jpg "$work/Friends/"

# shot NAME SECONDS LANG ARGS…: runs the show fullscreen, waits, grabs the whole screen.
shot() {
  local name=$1 wait=$2 lang=$3; shift 3
  LANG=$lang LANGUAGE=${lang%%.*} "$unwind" slideshow --interval 600 --fade-in 0 "$@" >"$work/$name.log" 2>&1 &
  local app=$!
  sleep "$wait"
  import -window root -quality 88 "$out/showcase-$name.jpg"
  kill "$app"; wait "$app" 2>/dev/null || true
  echo "$out/showcase-$name.jpg"
}

shot captions-fr-bright 15 fr_FR.UTF-8 --overlay album,date,place,clock "$work/Aitzgorri"
shot captions-de-dark 15 de_DE.UTF-8 --overlay album,date,place,clock "$work/Sunsets"
shot pair 20 en_US.UTF-8 --overlay name --pair portrait --order name "$work/Friends"

# The phone page, served by a headless show, photographed by Chromium at phone size.
token=$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')
printf '%s\n' "$token" >"$work/token"
port=$((20000 + RANDOM % 20000))
"$unwind" slideshow --headless --size 1280x720 --run-for 100000 --interval 600 --overlay album \
  --listen "127.0.0.1:$port" --token-file "$work/token" "$work/Aitzgorri" >"$work/page.log" 2>&1 &
show=$!
for _ in $(seq 100); do curl -sf "http://127.0.0.1:$port/api/status" -H "Authorization: Bearer $token" >/dev/null && break; sleep 0.2; done
# The page shows the photo once the show has one on screen.
for _ in $(seq 100); do curl -sf "http://127.0.0.1:$port/api/photo/current" -H "Authorization: Bearer $token" -o /dev/null && break; sleep 0.3; done
chromium --headless=new --no-sandbox --disable-gpu --hide-scrollbars --window-size=390,844 --virtual-time-budget=4000 \
  --screenshot="$work/phone.png" "http://127.0.0.1:$port/?token=$token" >/dev/null 2>&1 || true
kill "$show"; wait "$show" 2>/dev/null || true
convert "$work/phone.png" -quality 88 "$out/showcase-phone-page.jpg"
echo "$out/showcase-phone-page.jpg"
