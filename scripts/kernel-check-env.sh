# Sourced by the pixel kernels' check scripts (stretch-check.sh, resampler-check.sh,
# resample-kernels-check.sh): the repository root, a scratch directory removed on exit, and
# the C compiler the package builds the kernels with (Swift's clang where it is installed).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cc=${CC:-clang}
[ -x /opt/swift/usr/bin/clang ] && [ -z "${CC:-}" ] && cc=/opt/swift/usr/bin/clang
# Building and running a check for aarch64 (a Raspberry Pi's NEON) under qemu-user, where
# qemu-aarch64-static and the arm64 cross C library are installed; both empty otherwise.
aarch64_flags="" aarch64_runner=""
if command -v qemu-aarch64-static > /dev/null && [ -d /usr/aarch64-linux-gnu/lib ]; then
    gccdir=$(ls -d /usr/lib/gcc-cross/aarch64-linux-gnu/* 2> /dev/null | tail -n 1)
    aarch64_flags="--target=aarch64-linux-gnu --sysroot=/usr/aarch64-linux-gnu -static -B$gccdir -L$gccdir -fuse-ld=lld -Wno-unused-command-line-argument"
    aarch64_runner=qemu-aarch64-static
fi
