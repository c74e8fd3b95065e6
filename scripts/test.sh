#!/usr/bin/env bash
# The second command of README and what CI runs: set up, build with SwiftPM and CMake,
# run every test (unit, pixel and end-to-end) headless, and build, install and check the .deb.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/setup.sh test

echo "== style: swift format lint --strict (config in .swift-format; fix layout with swift format format -i -r Sources Tests Examples)"
swift format lint --strict -r Sources Tests Examples

echo "== module graph: Package.swift, CMakeLists.txt and the sources' imports agree"
python3 scripts/check-modules.py

echo "== translations: msgfmt --check on every catalog, the template's syntax"
for po in po/*.po; do msgfmt --check --output-file=/dev/null "$po"; done
msgcat --output-file=/dev/null po/unwind.pot

echo "== pixel kernels: the resampler's SSE2 and aarch64 NEON builds against plain loops (tests run only this machine's clone)"
sh scripts/resample-kernels-check.sh

echo "== swift build"
swift build --build-tests

echo "== CMake (Ninja) build of the same modules"
cmake -G Ninja -S . -B .build-cmake -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build .build-cmake
.build-cmake/unwind --version >/dev/null

echo "== swift test"
swift test

echo "== fuzz: 300 generated configs, replays, command lines and photo files through the release unwind (0 crashes, 0 hangs, 0 bombs decoded)"
scripts/fuzz.sh --cases 300 --seed 1 --binary .build-cmake/unwind

echo "== fuzz: 40 live shows under hostile HTTP and MQTT clients (header lines, header counts, rebinding hosts, slowloris, bodies, payloads)"
scripts/fuzz.sh --families remote --cases 40 --seed 1 --binary .build-cmake/unwind

echo "== package: the .deb (static Swift runtime; lintian with no errors), installed and run with no Swift on PATH, systemd-analyze verify"
scripts/package.sh
scripts/check-package.sh ".build-package/unwind_$(sed -n '1s/^unwind (\(.*\)).*/\1/p' dist/deb/changelog)_$(dpkg --print-architecture).deb"
