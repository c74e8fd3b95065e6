#!/bin/sh
# The Resampler compiled three ways (debug, -O file by file as CMake builds it, -O whole-module
# as SwiftPM's release does) and once with the C kernels' SSE2 build alone, the same bytes
# required from each. Its loops are C kernels (CPixelKernels/resample.c) in every build; with a
# git revision (e.g. `scripts/resampler-check.sh 1184e05`, from before them) that revision's
# UnwindDraw is built too: its bytes must be the same, and its release CPU time is printed
# beside this one's, alternating, for a side-by-side measure of the 24 MP-at-1080p reduction.
. "$(dirname "$0")/kernel-check-env.sh"
build() { # name, source root, swiftc flags...
    name=$1 from=$2
    shift 2
    mkdir -p "$work/$name/c"
    cp "$from"/Sources/UnwindDraw/*.swift "$from"/Sources/UnwindRandom/*.swift "$work/$name/"
    sed -i '/^import UnwindRandom/d' "$work/$name"/*.swift
    cp "$root/scripts/resampler-check.swift" "$work/$name/main.swift"
    # The C kernels UnwindDraw calls (the resampler's loops since 2026-11-27), as the package builds them.
    for c in "$from"/Sources/CPixelKernels/*.c; do
        "$cc" -O2 ${kernel_flags:-} -I"$from/Sources/CPixelKernels/include" -c "$c" -o "$work/$name/c/$(basename "$c" .c).o"
    done
    (cd "$work/$name" && swiftc "$@" -module-name UnwindDraw -I "$from/Sources/CPixelKernels/include" ./*.swift c/*.o -o "$work/$name.bin")
}
build debug "$root" -Onone -DDEBUG
build file "$root" -O
build whole "$root" -O -wmo
# The SSE2 build of the C kernels alone (this machine's loader may pick the AVX2 one).
kernel_flags=-DUNWIND_KERNEL_BASELINE
build baseline "$root" -O -wmo
kernel_flags=
"$work/debug.bin" | head -n 1 > "$work/debug.txt"
status=0
for mode in file whole baseline; do
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
    git -C "$root" archive "$1" Sources/UnwindDraw Sources/UnwindRandom Sources/CPixelKernels | tar -x -C "$work/old"
    build oldfile "$work/old" -O
    build oldwhole "$work/old" -O -wmo
    if [ "$("$work/oldwhole.bin" | head -n 1)" = "$(cat "$work/debug.txt")" ]; then
        echo "$1 gives the same bytes"
    else
        echo "$1 gives other bytes: $("$work/oldwhole.bin" | head -n 1)"
        status=1
    fi
    for round in 1 2 3; do
        for mode in file whole; do
            echo "round $round, -O $mode: old $("$work/old$mode.bin" | tail -n 1 | sed 's/.*: //'), new $("$work/$mode.bin" | tail -n 1 | sed 's/.*: //')"
        done
    done
fi
exit $status
