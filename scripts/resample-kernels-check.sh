#!/bin/sh
# The resampler's C kernels against plain loops (scripts/resample-kernels-check.c) in the builds
# the tests do not run: the SSE2 baseline and the SSSE3 build (tests on an AVX2 machine run the
# AVX2 clone), and
# NEON for aarch64 (a Raspberry Pi's) under qemu-user where `qemu-aarch64-static` and the
# arm64 cross libc (`apt-get install qemu-user-static libc6-dev-arm64-cross
# libgcc-12-dev-arm64-cross`) are installed. The as-built x86-64 clone runs too.
. "$(dirname "$0")/kernel-check-env.sh"
include="$root/Sources/CPixelKernels/include"
check() { # label, run prefix, clang flags...
    label=$1 runner=$2
    shift 2
    "$cc" -O2 "$@" -I"$include" "$root/scripts/resample-kernels-check.c" "$root/Sources/CPixelKernels/resample.c" -o "$work/check"
    printf '%s: ' "$label"
    $runner "$work/check"
}
status=0
check as-built "" || status=1
check sse2-baseline "" -DUNWIND_KERNEL_BASELINE || status=1
check ssse3-build "" -DUNWIND_KERNEL_BASELINE -mssse3 || status=1
if [ -n "$aarch64_runner" ]; then
    # shellcheck disable=SC2086
    check aarch64-neon "$aarch64_runner" $aarch64_flags || status=1
else
    echo "aarch64-neon: skipped (no qemu-aarch64-static or arm64 cross libc)"
fi
exit $status
