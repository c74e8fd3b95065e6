# Sourced by the pixel kernels' check scripts (stretch-check.sh, resampler-check.sh,
# resample-kernels-check.sh): the repository root, a scratch directory removed on exit, and
# the C compiler the package builds the kernels with (Swift's clang where it is installed).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cc=${CC:-clang}
[ -x /opt/swift/usr/bin/clang ] && [ -z "${CC:-}" ] && cc=/opt/swift/usr/bin/clang
