#!/usr/bin/env bash
# Installs a built unwind .deb and checks it as a user would get it: the binary needs no
# Swift (run with PATH=/usr/bin:/bin and nothing else in the environment), finds its photos,
# font and catalogs under /usr/share/unwind, `unwind doctor` passes headless, the unit passes
# `systemd-analyze verify`, the postinst made the unwind user, and a purge cleans up.
# Prints the package size and the installed binary's start time (docs/performance.md).
#
#   scripts/check-package.sh .build-package/unwind_0.1.0-1_amd64.deb
#
# Needs root (apt-get install, then purge at the end; CI machines run as root).
set -euo pipefail
deb=${1:?usage: scripts/check-package.sh PATH/TO/unwind_VERSION_ARCH.deb}
[ "$(id -u)" -eq 0 ] || exec sudo "$0" "$@"
case "$deb" in /*) ;; *) deb="$PWD/$deb" ;; esac
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
fail() { echo "check-package: $*" >&2; exit 1; }

echo "== package: install $deb"
DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "$deb" >/dev/null
version=$(dpkg-query -W -f='${Version}' unwind)
dpkg-query -W -f='${Conffiles}\n' unwind | grep -q '/etc/unwind/unwind.toml' || fail "/etc/unwind/unwind.toml is not a conffile"
getent passwd unwind >/dev/null || fail "the postinst did not create the unwind user"
id -nG unwind | grep -qw video || fail "the unwind user is not in the video group: $(id -nG unwind)"
systemctl is-enabled unwind-slideshow.service >/dev/null 2>&1 && fail "the unit was enabled by the install"
if ldd /usr/bin/unwind | grep -E 'not found|swift'; then fail "/usr/bin/unwind needs the libraries above"; fi
# FFmpeg is opened at the first clip, not linked (Sources/CFFmpegLoader); Depends names it.
if ldd /usr/bin/unwind | grep -E 'lib(avformat|avcodec|avutil|swscale|swresample)'; then fail "/usr/bin/unwind links FFmpeg (above)"; fi
for lib in libavformat libavcodec libswscale libswresample libavutil; do
  dpkg-query -W -f='${Depends}\n' unwind | grep -qE "(^|, )$lib[0-9]+ " || fail "Depends does not name $lib's package"
done

# As a user with no Swift: an empty environment, PATH without /opt/swift, started from /.
bare() { (cd / && env -i PATH=/usr/bin:/bin HOME="$scratch/home" SDL_VIDEODRIVER=dummy "$@"); }
mkdir -p "$scratch/home"
[ "$(bare unwind --version)" = "${version%-*}" ] || fail "unwind --version is not ${version%-*}"
bare unwind slideshow --headless --size 320x180 --run-for 12 --interval 2 --report "$scratch/show.json" >/dev/null
python3 - "$scratch/show.json" <<'EOF'
import json, sys
shown = json.load(open(sys.argv[1]))["shown"]
assert shown and all(p.startswith("/usr/share/unwind/Assets/showcase/") for p in shown), f"bundled photos from /usr/share/unwind: {shown}"
print(f"check-package: headless show from /usr/share/unwind: {len(shown)} photos shown")
EOF
bare unwind doctor --headless --json >"$scratch/doctor.json" || fail "unwind doctor --headless: $(cat "$scratch/doctor.json")"
python3 - "$scratch/doctor.json" <<'EOF'
import json, sys
report = json.load(open(sys.argv[1]))
checks = {c["name"]: c for c in report["checks"]}
assert report["canRun"], report["blockers"]
assert checks["fonts"]["summary"] == "/usr/share/unwind/Assets/fonts/DejaVuSans.ttf", checks["fonts"]
assert checks["fonts"]["details"][0].startswith("translations: /usr/share/unwind/po (de, es, fr, ru)"), checks["fonts"]
assert checks["photos"]["summary"].startswith("6 photos in 1 folder, 0 skipped"), checks["photos"]
print("check-package: unwind doctor --headless: can run; font and catalogs from /usr/share/unwind")
EOF
echo "== package: systemd-analyze verify"
systemd-analyze verify /lib/systemd/system/unwind-slideshow.service

echo "== package: size and start time"
python3 - "$deb" <<'EOF'
import os, statistics, subprocess, sys, time
deb = sys.argv[1]
installed = int(subprocess.check_output(["dpkg-query", "-W", "-f=${Installed-Size}", "unwind"]))
binary = os.path.getsize("/usr/bin/unwind")
env = {"PATH": "/usr/bin:/bin", "HOME": "/nonexistent", "SDL_VIDEODRIVER": "dummy"}
def median_ms(args, runs):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(args, env=env, cwd="/", check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), max(times)
version = median_ms(["/usr/bin/unwind", "--version"], 21)
frame = median_ms(["/usr/bin/unwind", "slideshow", "--headless", "--size", "1280x720", "--run-for", "0.04", "--fps", "25"], 11)
print(f"check-package: .deb {os.path.getsize(deb) / 1048576:.1f} MiB, installed {installed / 1024:.1f} MiB, /usr/bin/unwind {binary / 1048576:.1f} MiB")
print(f"check-package: start to exit, median of 21: unwind --version {version[0]:.1f} ms (max {version[1]:.1f})")
print(f"check-package: start to exit after the first frames, median of 11: unwind slideshow --headless --size 1280x720 --run-for 0.04 (bundled photos) {frame[0]:.1f} ms (max {frame[1]:.1f})")
EOF

echo "== package: purge"
DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 purge -y -qq unwind >/dev/null
[ ! -e /usr/bin/unwind ] && [ ! -e /etc/unwind/unwind.toml ] && [ ! -e /var/lib/unwind ] || fail "purge left files behind"
echo "check-package: $deb installs, runs without Swift, verifies and purges cleanly"
