#!/usr/bin/env python3
"""Makes Tests/UnwindAppTests/Fixtures/exif/orientation-N.jpg: a 32x24 picture (red, lime /
blue, white quadrants when upright) stored rotated/flipped as a camera would, with EXIF
Orientation N and DateTimeOriginal. Needs ImageMagick; checks each file with -auto-orient."""
import os, struct, subprocess, sys

OUT = os.path.join(os.path.dirname(__file__), "..", "Tests", "UnwindAppTests", "Fixtures", "exif")
# The pixel operation that, undone by orientation N, gives the upright picture.
STORE = {1: [], 2: ["-flop"], 3: ["-rotate", "180"], 4: ["-flip"], 5: ["-transpose"],
         6: ["-rotate", "270"], 7: ["-transverse"], 8: ["-rotate", "90"]}
DATE = b"2024:06:01 14:03:22\x00"

def exif_block(orientation):
    ifd0 = struct.pack("<H", 2)
    ifd0 += struct.pack("<HHIHH", 0x0112, 3, 1, orientation, 0)
    ifd0 += struct.pack("<HHII", 0x8769, 4, 1, 38)
    ifd0 += struct.pack("<I", 0)
    exif_ifd = struct.pack("<H", 1) + struct.pack("<HHII", 0x9003, 2, len(DATE), 56) + struct.pack("<I", 0)
    tiff = b"II*\x00" + struct.pack("<I", 8) + ifd0 + exif_ifd + DATE
    payload = b"Exif\x00\x00" + tiff
    return b"\xff\xe1" + struct.pack(">H", len(payload) + 2) + payload

def main():
    os.makedirs(OUT, exist_ok=True)
    upright = os.path.join(OUT, "upright.png.tmp")
    subprocess.run(["convert", "-size", "16x12", "xc:red", "-size", "16x12", "xc:lime", "+append",
                    "(", "-size", "16x12", "xc:blue", "-size", "16x12", "xc:white", "+append", ")", "-append",
                    "png:" + upright], check=True)
    for n, op in STORE.items():
        raw = subprocess.run(["convert", upright, *op, "-strip", "-quality", "95", "-sampling-factor", "1x1", "jpg:-"],
                             check=True, capture_output=True).stdout
        assert raw[:2] == b"\xff\xd8"
        at = 2
        if raw[2:4] == b"\xff\xe0":
            at = 4 + struct.unpack(">H", raw[4:6])[0]
        path = os.path.join(OUT, f"orientation-{n}.jpg")
        with open(path, "wb") as f:
            f.write(raw[:at] + exif_block(n) + raw[at:])
        check = subprocess.run(["convert", path, "-auto-orient", "-format",
                                "%w %h %[pixel:p{4,4}] %[pixel:p{28,20}]", "info:"],
                               check=True, capture_output=True, text=True).stdout
        print(n, check)
        if not check.startswith("32 24"):
            sys.exit(f"orientation {n}: ImageMagick does not read it back upright: {check}")
    os.remove(upright)

main()
