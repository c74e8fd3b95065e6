"""The image-header family of scripts/fuzz.py: photo files of every format, each run alone
through the real `unwind slideshow --headless` with a report, and checked against what the
file is.

The files come from `unwind-fuzz-images` (Tests/Support/unwind-fuzz-images), which writes
them with the Swift tests' own seeded builders (ImageFileBuilder, RefusedImageFormat,
ImageHeaderCases' damage, libheif for real HEIC/AVIF) and a manifest saying, per file, what
it is and what the header reader makes of it. Case N of a seed is the same file whatever
--cases is, so a failure reproduces from --seed and the case number.

Kinds, and what the show must do (besides never crashing or hanging):
  intact   a small whole image of a decoded format: shown
  bomb     a whole image declaring more than max-megapixels: skipped by the limit, with the
           limit as the reason (any other reason means a decoder saw it)
  damaged  bytes changed or cut: shown, or skipped; if its header still declares more than
           the limit, skipped by the limit like a bomb
  refused  XPM, XCF, TGA, JPEG XL, PAM, BigTIFF: skipped
A skipped file gets exactly one log line naming it; a shown one none. Failures:
  bomb-decoded  an over-limit image shown, or skipped for a reason other than the limit
  unrefused     a refused format shown
  lost          an intact image not shown
  stalled       the good photo next to it not shown (half the cases have one: the show goes on)
  noisy         more than one log line naming the file
  silent        skipped without a log line
  garbled       a line naming the file with control characters, bytes that are not UTF-8, or
                letters beyond ASCII that no message of the show uses
                (a C library's message read from freed memory once came out as "gܣč")
  stray         a log line that names no file (a decoder talking on its own), or an empty
                line (a message ending in a newline)

UNWIND_FUZZ_IMAGE_HEADERS=DIR runs files of your own instead (each case picks one; only the
crash, hang, noisy, silent and stray checks apply).
"""
import json
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOOL = "unwind-fuzz-images"
# PhotoScanner.imageExtensions: files a folder scan picks up. Others are passed by name.
SCANNED = {"jpg", "jpeg", "jpe", "jfif", "png", "gif", "bmp", "dib", "webp", "tif", "tiff", "tga", "pnm", "ppm", "pgm",
           "pbm", "pcx", "xpm", "xcf", "lbm", "iff", "qoi", "svg", "avif", "jxl", "heic", "heif", "hif"}
FAILURES = ["bomb-decoded", "unrefused", "lost", "stalled", "noisy", "silent", "garbled", "stray"]
LIMIT_WORDS = "megapixel limit"
COMPANION = "zz-companion.png"
# Characters beyond ASCII the show's own messages use; any other in a line naming the
# file (the corpus's names are ASCII, the libraries write English) is garbage.
WORDS = set("×–—…‘’“”")


def find_tool(binary):
    """The corpus writer next to the unwind being fuzzed, else any build of it, else built now."""
    candidates = [os.path.join(os.path.dirname(binary), TOOL)] + [os.path.join(ROOT, d, TOOL) for d in (".build/release", ".build-cmake", ".build/debug")]
    for path in candidates:
        if os.access(path, os.X_OK):
            return path
    subprocess.run(["swift", "build", "--product", TOOL], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    path = os.path.join(ROOT, ".build/debug", TOOL)
    if not os.access(path, os.X_OK):
        raise SystemExit("fuzz: could not build %s" % TOOL)
    return path


def corpus(binary, seed, count, work):
    """Writes cases 0..<count of `seed` into WORK/images; returns their manifest entries,
    each with "path" set, or files of UNWIND_FUZZ_IMAGE_HEADERS without expectations."""
    own = os.environ.get("UNWIND_FUZZ_IMAGE_HEADERS")
    if own:
        names = sorted(n for n in os.listdir(own) if os.path.isfile(os.path.join(own, n)))
        return [{"index": i, "file": n, "kind": None, "path": os.path.join(own, n)} for i, n in enumerate(names)] or None
    if count == 0:
        return []
    folder = os.path.join(work, "images")
    subprocess.run([find_tool(binary), "--seed", str(seed), "--count", str(count), "--out", folder], check=True, timeout=600)
    with open(os.path.join(folder, "manifest.json")) as f:
        entries = json.load(f)
    for entry in entries:
        entry["path"] = os.path.join(folder, entry["file"])
    return entries


def case(rng, entries, index):
    """Argv and files for case `index`: the file in a folder, alone (the show then has
    nothing to show if it is bad) or with a good photo after it in name order (which must be
    shown: the show goes on), given as the folder (when a scan would pick the file up) or by
    name."""
    entry = dict(entries[index] if entries[0]["kind"] is not None else rng.choice(entries))
    with open(entry["path"], "rb") as f:
        data = f.read()
    name = entry["file"]
    files = {"photos/" + name: data}
    extension = name.rsplit(".", 1)[-1].lower() if "." in name else ""
    roots = ["{dir}/photos"] if extension in SCANNED and rng.random() < 0.5 else ["{dir}/photos/" + name]
    if rng.random() < 0.5:
        with open(os.path.join(ROOT, "Tests/UnwindScenesTests/Fixtures/formats/blue.png"), "rb") as f:
            files["photos/" + COMPANION] = f.read()
        entry["companion"] = True
        if roots[0] != "{dir}/photos":
            roots.append("{dir}/photos/" + COMPANION)
    args = ["slideshow"] + roots + ["--headless", "--size", rng.choice(["64x36", "320x180"]), "--run-for", "3", "--fps", "5",
                                    "--interval", "1", "--order", "name", "--report", "{dir}/report.json"]
    return entry, args, files


def judge(entry, folder, stderr):
    """What the show did with the file ("shown" or "skipped"), and the failures seen."""
    failures = []
    name = entry["file"]
    lines = stderr.rstrip("\n").split("\n") if stderr.strip() else []
    naming = [line for line in lines if name in line]
    # The one closing line of a show left with nothing to show names no file.
    stray = [line for line in lines if name not in line and not line.startswith(("Error:", "unwind:"))]
    garbled = [line for line in naming if any((ord(c) < 0x20 and c != "\t") or (ord(c) > 0x7E and c not in WORDS) for c in line)]
    try:
        with open(os.path.join(folder, "report.json")) as f:
            report = json.load(f)
    except (OSError, ValueError):
        return "no report", ["silent"] if not naming else []
    shown = any(path.endswith("/" + name) for path in report.get("shown", []))
    reasons = [s["reason"] for s in report.get("skipped", []) if s["path"].endswith("/" + name)]
    verdict = "shown" if shown else "skipped" if reasons else "neither"
    kind = entry.get("kind")
    over = entry.get("overLimit") or kind == "bomb"
    if over and (shown or not any(LIMIT_WORDS in r for r in reasons)):
        failures.append("bomb-decoded")
    if kind == "refused" and shown:
        failures.append("unrefused")
    if kind == "intact" and not shown:
        failures.append("lost")
    if entry.get("companion") and not any(path.endswith("/" + COMPANION) for path in report.get("shown", [])):
        failures.append("stalled")
    if len(naming) > 1:
        failures.append("noisy")
    if not shown and not naming:
        failures.append("silent")
    if garbled:
        failures.append("garbled")
    if stray:
        failures.append("stray")
    return verdict, failures
