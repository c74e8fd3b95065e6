#!/usr/bin/env bash
# Builds the Debian package unwind_<version>_<arch>.deb for the machine it runs on:
# a release `unwind` with the Swift runtime linked statically (no Swift on the target),
# stripped; Depends worked out from what the binary links (dpkg-shlibdeps), so a new
# system library in the build shows up there by itself; data under /usr/share/unwind;
# /etc/unwind/unwind.toml as a conffile; the systemd unit (installed, not enabled) and
# the maintainer scripts that create the unwind user (dist/deb/); a man page from --help;
# the licences of everything bundled. Checks it with lintian.
#
#   scripts/package.sh                 # → .build-package/unwind_<version>_<arch>.deb
#   scripts/package.sh --out DIR       # put the .deb (and nothing else) in DIR
#   scripts/package.sh --no-lintian    # skip lintian (CI runs it separately)
#
# On a Raspberry Pi (arm64) with Swift installed this builds unwind_<version>_arm64.deb.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh package

out=.build-package
run_lintian=1
while [ $# -gt 0 ]; do
  case "$1" in
    --out) out="$2"; shift 2 ;;
    --no-lintian) run_lintian=0; shift ;;
    *) echo "usage: scripts/package.sh [--out DIR] [--no-lintian]" >&2; exit 2 ;;
  esac
done

upstream=$(sed -n 's/.*static let version = "\(.*\)".*/\1/p' Sources/UnwindCLI/UnwindCommand.swift)
revision=$(sed -n '1s/^unwind (\(.*\)).*/\1/p' dist/deb/changelog)
[ "${revision%-*}" = "$upstream" ] || {
  echo "package: dist/deb/changelog is at $revision but unwind --version says $upstream; add a changelog entry" >&2
  exit 1
}
version=$revision
# Who answers for the package: the Debian variables when set (as dch uses them), else the
# project's placeholder until the package is published under a real address.
maintainer="${DEBFULLNAME:-Unwind maintainers} <${DEBEMAIL:-unwind@example.org}>"
arch=$(dpkg --print-architecture)
scratch=.build-package/swiftpm

echo "== package: release build with the Swift runtime linked statically ($arch)"
# A scratch folder of its own, so the static build neither undoes nor waits for the
# everyday `swift build` in .build.
swift build -c release --static-swift-stdlib --product unwind --scratch-path "$scratch"
binary="$scratch/release/unwind"

stage=.build-package/stage
root="$stage/unwind_${version}_$arch"
rm -rf "$stage"
mkdir -p "$root/DEBIAN" "$root/usr/bin" "$root/usr/share/unwind/Assets/showcase" "$root/usr/share/unwind/Assets/photos" "$root/usr/share/unwind/Assets/fonts" \
  "$root/usr/share/unwind/Assets/places" \
  "$root/usr/share/unwind/po" "$root/usr/share/doc/unwind" "$root/usr/share/man/man1" "$root/etc/unwind" "$root/lib/systemd/system"

install -m 0755 "$binary" "$root/usr/bin/unwind"
# As dh_strip does for programs: no symbols, no .comment/.note (Swift's metadata lives in
# its own sections and stays).
strip --remove-section=.comment --remove-section=.note "$root/usr/bin/unwind"
if ldd "$root/usr/bin/unwind" | grep -E 'not found|swift' >&2; then
  echo "package: the binary still needs the Swift toolchain's libraries (above)" >&2
  exit 1
fi

# Data, found by AssetLocator beside the binary: /usr/bin/unwind → /usr/share/unwind/{Assets,po}.
install -m 0644 Assets/showcase/* "$root/usr/share/unwind/Assets/showcase/"
install -m 0644 Assets/photos/* "$root/usr/share/unwind/Assets/photos/"
install -m 0644 Assets/places/cities15000.tsv Assets/places/names.tsv "$root/usr/share/unwind/Assets/places/"
# The font is Debian's own (fonts-dejavu-core), linked rather than copied.
ln -s ../../../fonts/truetype/dejavu/DejaVuSans.ttf "$root/usr/share/unwind/Assets/fonts/DejaVuSans.ttf"
install -m 0644 po/*.po po/unwind.pot "$root/usr/share/unwind/po/"

install -m 0644 dist/unwind.toml "$root/etc/unwind/unwind.toml"
install -m 0644 dist/unwind-slideshow.service "$root/lib/systemd/system/unwind-slideshow.service"

install -m 0644 dist/deb/copyright "$root/usr/share/doc/unwind/copyright"
sed "s|@MAINTAINER@|$maintainer|" dist/deb/changelog | gzip -9n >"$root/usr/share/doc/unwind/changelog.Debian.gz"
chmod 0644 "$root/usr/share/doc/unwind/changelog.Debian.gz"

# The man page, from the program's own --help and --version (the same binary), with a
# section per subcommand from `unwind help NAME`, so it cannot fall behind the options.
h2m="$stage/unwind.h2m"
cp dist/deb/unwind.h2m "$h2m"
for command in $("$root/usr/bin/unwind" --help | awk '/^SUBCOMMANDS:/ { on = 1; next } on && /^$/ { exit } on && /^  [a-z]/ { print $1 }'); do
  printf '\n[COMMAND: %s]\n.nf\n' "${command^^}" >>"$h2m"
  "$root/usr/bin/unwind" help "$command" | sed 's/\\/\\e/g; s/^\([.'"'"']\)/\\\&\1/' >>"$h2m"
  printf '.fi\n' >>"$h2m"
done
help2man --no-info --section=1 --name="kiosk photo slideshow and breathing trainer" \
  --include="$h2m" "$root/usr/bin/unwind" | gzip -9n >"$root/usr/share/man/man1/unwind.1.gz"
chmod 0644 "$root/usr/share/man/man1/unwind.1.gz"

install -m 0755 dist/deb/postinst dist/deb/prerm dist/deb/postrm "$root/DEBIAN/"
echo /etc/unwind/unwind.toml >"$root/DEBIAN/conffiles"

# Depends: what the binary links, as Debian's shlibs files name it (dpkg-shlibdeps wants a
# debian/control beside it), plus what the package itself uses.
mkdir -p "$stage/debian"
printf 'Source: unwind\n\nPackage: unwind\nArchitecture: any\n' >"$stage/debian/control"
shlibs=$(cd "$stage" && dpkg-shlibdeps -O -e"unwind_${version}_$arch/usr/bin/unwind" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
[ -n "$shlibs" ] || { echo "package: dpkg-shlibdeps found no dependencies" >&2; exit 1; }
# FFmpeg is opened with dlopen at the first clip (Sources/CFFmpegLoader), so dpkg-shlibdeps does
# not see it: the packages of the sonames the loader opens, as their shlibs files name them.
multiarch=$(dpkg-architecture -qDEB_HOST_MULTIARCH)
for soname in $(sed -n 's/^FFMPEG_LIBRARY([a-z0-9_]*, "\(.*\)")$/\1/p' Sources/CFFmpegLoader/ffmpeg_functions.def); do
  owner=$(dpkg -S "/usr/lib/$multiarch/$soname" 2>/dev/null | sed -n '1s/:.*//p')
  # "libavformat.so.59" is "libavformat 59" in a shlibs file.
  entry=$(dpkg-query --control-show "$owner:$arch" shlibs 2>/dev/null |
    awk -v lib="${soname%%.so.*}" -v ver="${soname##*.so.}" '$1 == lib && $2 == ver { $1 = ""; $2 = ""; sub(/^ +/, ""); print; exit }')
  [ -n "$entry" ] || { echo "package: no installed package with a shlibs entry provides $soname (for video clips)" >&2; exit 1; }
  shlibs="$shlibs, $entry"
done
depends="$shlibs, adduser, fonts-dejavu-core"

installed_kb=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
(cd "$root" && find . -path ./DEBIAN -prune -o -type f -printf '%P\n' | LC_ALL=C sort | xargs md5sum >DEBIAN/md5sums)
cat >"$root/DEBIAN/control" <<EOF
Package: unwind
Version: $version
Architecture: $arch
Maintainer: $maintainer
Installed-Size: $installed_kb
Depends: $depends
Section: graphics
Priority: optional
Description: kiosk photo slideshow and breathing trainer for Linux screens
 Unwind turns a screen into a photo frame: photos from folders, fullscreen,
 24/7, with transitions, on a desktop or with no desktop at all (SDL's kmsdrm
 driver on a Raspberry Pi-class board). It keeps a library index, plays
 memories, and takes remote control over HTTP and MQTT. The same engine runs
 a touchscreen breathing trainer.
 .
 The unwind-slideshow systemd unit is installed but not enabled; running
 unwind doctor first says whether the frame can run.
EOF

mkdir -p "$out"
deb="$out/unwind_${version}_$arch.deb"
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
echo "package: $deb ($(du -k "$deb" | cut -f1) KiB; installed $installed_kb KiB)"
echo "package: Depends: $depends"

if [ "$run_lintian" = 1 ]; then
  echo "== package: lintian"
  lintian --fail-on error "$deb"
fi
