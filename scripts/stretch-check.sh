#!/bin/sh
# The software renderer's stretch kernel (Sources/CPixelKernels/stretch_blend.c) as the build
# makes it on x86-64 (AVX2, SSSE3 and SSE2 clones, the loader picking) against the SSE2 baseline
# alone (with SSSE3=1, the SSSE3 build alone):
# the tests only run the clone this machine picks, so this checks that both give the same
# colours, over 300 random geometries (some tinted), and times them side by side (thread CPU, 1080p).
# The one-pass crossfade is checked against its two layers drawn one by one, and timed.
# With a git revision (e.g. `scripts/stretch-check.sh 6ba58df`), that revision's kernel is
# compared and timed against this one instead; with ARCH=aarch64 too, both are built for aarch64
# (NEON) and run under qemu-user (times then mean nothing).
. "$(dirname "$0")/kernel-check-env.sh"
flags="" runner=""
if [ "${ARCH:-}" = aarch64 ]; then
    [ -n "$aarch64_runner" ] || { echo "ARCH=aarch64 needs qemu-aarch64-static and the arm64 cross C library" >&2; exit 2; }
    [ $# -ge 1 ] || { echo "ARCH=aarch64 compares against a revision (there is no baseline clone on aarch64)" >&2; exit 2; }
    flags=$aarch64_flags runner=$aarch64_runner
fi
include="$root/Sources/CPixelKernels/include"
kernel="$root/Sources/CPixelKernels/stretch_blend.c"
if [ $# -ge 1 ]; then
    mkdir "$work/old"
    git -C "$root" show "$1:Sources/CPixelKernels/stretch_blend.c" > "$work/old/stretch_blend.c"
    git -C "$root" show "$1:Sources/CPixelKernels/include/CPixelKernels.h" > "$work/old/CPixelKernels.h"
    git -C "$root" show "$1:Sources/CPixelKernels/kernel_clones.h" > "$work/old/kernel_clones.h" 2>/dev/null || true
    "$cc" -O2 $flags -I"$work/old" -Dunwind_stretch_blend_xrgb=kernel_a -Dunwind_stretch_crossfade_xrgb=crossfade_a -c "$work/old/stretch_blend.c" -o "$work/a.o"
    labels="$1 this"
else
    # shellcheck disable=SC2086
    "$cc" -O2 ${SSSE3:+-mssse3} -I"$include" -DUNWIND_KERNEL_BASELINE -Dunwind_stretch_blend_xrgb=kernel_a -Dunwind_stretch_crossfade_xrgb=crossfade_a -c "$kernel" -o "$work/a.o"
    labels="sse2-baseline as-built tinted-too"
    [ -n "${SSSE3:-}" ] && labels="ssse3-build as-built tinted-too"
fi
"$cc" -O2 $flags -I"$include" -Dunwind_stretch_blend_xrgb=kernel_b -Dunwind_stretch_crossfade_xrgb=crossfade_b -c "$kernel" -o "$work/b.o"
"$cc" -O2 $flags -I"$include" "$root/scripts/stretch-check.c" "$work/a.o" "$work/b.o" -lm -o "$work/check"
# shellcheck disable=SC2086
$runner "$work/check" $labels
