#!/usr/bin/env bash
# Installs what Unwind needs on Debian/Ubuntu (only what is missing) and checks for Swift.
# Sourced by scripts/run.sh, scripts/test.sh and scripts/package.sh; safe to run again.
set -euo pipefail

# What Unwind needs, one group a line. `source scripts/setup.sh run` installs only what the
# program builds and runs with, `package` adds what the .deb is built with; the default (tests)
# adds what the tests start and the package tools:
# - the system libraries the build links: SDL2 with its image and font libraries, libexif,
#   the decoders Unwind runs itself (libheif, libpng, libtiff, libjpeg-turbo), libmosquitto for
#   MQTT, libqrencode for the phone-pairing code, SQLite for the library index and libcurl for
#   network folders (WebDAV); FFmpeg's libraries for video clips, Live Photos and Motion
#   Photos; libXext (X11 DPMS) and libdrm (KMS connector DPMS) for turning the panel off,
#   libgpiod for a PIR motion sensor, libwayland-client to ask a compositor for an input seat
#   before SDL starts; the build tools;
run_packages=(pkg-config libsdl2-dev libsdl2-image-dev libsdl2-ttf-dev libexif-dev libheif-dev libpng-dev libtiff-dev
  libturbojpeg0-dev libjpeg62-turbo-dev libmosquitto-dev libsqlite3-dev libqrencode-dev libcurl4-openssl-dev libxext-dev libdrm-dev libgpiod-dev libwayland-dev
  libavformat-dev libavcodec-dev libswscale-dev libswresample-dev libavutil-dev
  cmake ninja-build)
# - heif-enc for the HEIC/AVIF test fixtures; djpeg, the baseline of the JPEG decode benchmark;
#   zbarimg, which reads the pairing QR code back;
# - what the kiosk's end-to-end tests run in a real X window: xvfb, openbox, wmctrl,
#   xdotool, imagemagick (screenshots, Alt+F4);
# - the real parts the remote-control tests start on loopback: the mosquitto broker, openssl
#   for its test certificates, chromium and its driver for the control page, wrk for load;
# - gettext's msgfmt, which checks every catalog in po/;
# - the Wayland tests: cage (headless, with Xwayland) and grim for its real output, weston (a
#   compositor with no input seat), sway (a wlroots compositor with output power management)
#   and curl, which switches the show's screen from inside it;
# - rclone, whose `serve webdav` is the real WebDAV server the network-folder tests start;
# - the ffmpeg command line, which makes the test clips and decodes reference frames;
#   ExifTool, which reads and rewrites the Live Photo content identifiers the tests write.
test_packages=(libheif-examples libjpeg-turbo-progs zbar-tools xvfb xauth openbox wmctrl xdotool imagemagick mosquitto openssl chromium chromium-driver wrk gettext
  cage grim xwayland weston sway curl rclone ffmpeg libimage-exiftool-perl)
# - what scripts/package.sh builds the .deb with (CI builds it too): dpkg-shlibdeps, help2man
#   for the man page, lintian. (libcurl is linked by network folders, not by FoundationNetworking,
#   which nothing links.)
package_packages=(dpkg-dev help2man lintian)
packages=("${run_packages[@]}")
case "${1:-test}" in
  run) ;;
  package) packages+=("${package_packages[@]}") ;;
  *) packages+=("${test_packages[@]}" "${package_packages[@]}") ;;
esac
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "unwind setup: installing ${missing[*]}"
  sudo_cmd=()
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "unwind setup: need root or sudo to apt-get install ${missing[*]}" >&2; exit 1; }
    sudo_cmd=(sudo)
  fi
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
# For the tests, where the distribution has them: qemu-user and an arm64 C library, so the pixel
# kernels' NEON build (a Raspberry Pi's) runs against plain loops (scripts/resample-kernels-check.sh,
# which says it skipped that build without them). Their names vary between releases.
if [ "${1:-test}" = test ] && ! command -v qemu-aarch64-static >/dev/null; then
  sudo_cmd=()
  if [ "$(id -u)" -ne 0 ]; then sudo_cmd=(sudo); fi
  libgcc=$(apt-cache pkgnames libgcc- 2>/dev/null | grep -E '^libgcc-[0-9]+-dev-arm64-cross$' | sort -V | tail -n 1 || true)
  if [ -n "$libgcc" ] && { [ "$(id -u)" -eq 0 ] || command -v sudo >/dev/null; } &&
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends \
      qemu-user-static libc6-dev-arm64-cross "$libgcc" >/dev/null 2>&1; then
    echo "unwind setup: installed qemu-user-static, libc6-dev-arm64-cross, $libgcc"
  else
    echo "unwind setup: qemu-user-static or the arm64 cross libraries are not available; the NEON kernel check will be skipped"
  fi
fi

# cage refuses to run as root: a test run as root starts it as this plain user.
if [ "${1:-test}" = test ] && [ "$(id -u)" -eq 0 ] && ! id unwind-test >/dev/null 2>&1; then
  useradd --system --no-create-home --shell /usr/sbin/nologin unwind-test
fi

if ! command -v swift >/dev/null 2>&1; then
  for dir in /opt/swift/usr/bin /usr/share/swift/usr/bin "$HOME/.swiftly/bin"; do
    [ -x "$dir/swift" ] && export PATH="$dir:$PATH" && break
  done
fi
if ! command -v swift >/dev/null 2>&1; then
  echo "unwind setup: Swift 6 is not installed. Install it from https://www.swift.org/install/linux/ (or with swiftly), then run this again." >&2
  exit 1
fi
