#!/bin/sh
# The Resampler's release-only SIMD kernels against its plain loops, which are all the tests
# see (tests build in debug, where the plain loops run): UnwindDraw compiled three ways (debug,
# -O file by file as CMake builds it, -O whole-module as SwiftPM's release does), the same
# bytes required from each. With a git revision (e.g. `scripts/resampler-check.sh c17773d`),
# that revision's UnwindDraw is built too and its release CPU time printed beside this one's,
# alternating, for a side-by-side measure of the 24 MP-at-1080p reduction.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
build() { # name, source root, swiftc flags...
    name=$1 from=$2
    shift 2
    mkdir -p "$work/$name"
    cp "$from"/Sources/UnwindDraw/*.swift "$from"/Sources/UnwindRandom/*.swift "$work/$name/"
    sed -i '/^import UnwindRandom/d' "$work/$name"/*.swift
    cp "$root/scripts/resampler-check.swift" "$work/$name/main.swift"
    (cd "$work/$name" && swiftc "$@" -module-name UnwindDraw ./*.swift -o "$work/$name.bin")
}
build debug "$root" -Onone -DDEBUG
build file "$root" -O
build whole "$root" -O -wmo
"$work/debug.bin" | head -n 1 > "$work/debug.txt"
status=0
for mode in file whole; do
    "$work/$mode.bin" > "$work/$mode.txt"
    if grep -q MISMATCH "$work/$mode.txt" || [ "$(head -n 1 "$work/$mode.txt")" != "$(cat "$work/debug.txt")" ]; then
        echo "release ($mode) differs from debug"
        status=1
    else
        echo "release ($mode) gives the bytes of debug: $(cat "$work/debug.txt"); $(tail -n 1 "$work/$mode.txt")"
    fi
done
if [ $# -ge 1 ]; then
    mkdir -p "$work/old"
    git -C "$root" archive "$1" Sources/UnwindDraw Sources/UnwindRandom | tar -x -C "$work/old"
    build oldfile "$work/old" -O
    build oldwhole "$work/old" -O -wmo
    for round in 1 2 3; do
        for mode in file whole; do
            echo "round $round, -O $mode: old $("$work/old$mode.bin" | tail -n 1 | sed 's/.*: //'), new $("$work/$mode.bin" | tail -n 1 | sed 's/.*: //')"
        done
    done
fi
exit $status
