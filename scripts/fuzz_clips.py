"""The clip family of scripts/fuzz.py: video files made with the `ffmpeg` command line (intact,
and the FFmpeg corpus of bad input: zero bytes, random bytes, truncated, bytes flipped, no
video stream, a codec nobody decodes, a 16384x16384 stream, a ten-hour clip, timestamps
that go back), each run through the real `unwind slideshow --headless` beside a good photo.

What the show must do (besides never crashing or hanging):
  intact    shown (listed in the report's `shown` and `clips`)
  ten-hours shown, capped at --video-max-seconds
  others    shown, or skipped with exactly one line naming the file
Failures:
  lost      an intact clip not shown
  uncapped  a clip played longer than --video-max-seconds
  stalled   the good photo beside it not shown
  noisy     more than one "skipped" line naming the file
  silent    neither shown nor skipped with a line
The corpus is written once per run into WORK/clips; case N of a seed picks the same kind and
the same damage whatever --cases is. Without ffmpeg the family has no cases.
"""
import json
import os
import shutil
import struct
import subprocess
import zlib

FFMPEG = shutil.which("ffmpeg")
MAX_SECONDS = 2
KINDS = ["intact-h264", "intact-vp9", "empty", "random", "truncated", "flipped", "no-video", "unsupported", "huge", "ten-hours", "backwards"]


def png(width=16, height=16, rgb=(0, 128, 255)):
    """A small solid PNG (the good photo beside each clip)."""
    raw = b"".join(b"\0" + bytes(rgb) * width for _ in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")


def ffmpeg(*args):
    subprocess.run([FFMPEG, "-hide_banner", "-loglevel", "error", "-nostdin", "-y"] + list(args), check=True, timeout=120,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def replace_all(data, old, new):
    return data.replace(old, new)


def corpus(work):
    """The base files, as bytes by name; None without ffmpeg."""
    if not FFMPEG:
        return None
    folder = os.path.join(work, "clips")
    os.makedirs(folder, exist_ok=True)
    p = lambda name: os.path.join(folder, name)  # noqa: E731
    src = "testsrc2=size=64x48:rate=10:duration=1.5"
    ffmpeg("-f", "lavfi", "-i", src, "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", p("h264.mp4"))
    ffmpeg("-f", "lavfi", "-i", src, "-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-pix_fmt", "yuv420p", p("vp9.webm"))
    ffmpeg("-f", "lavfi", "-i", "sine=frequency=440:duration=0.5", "-c:a", "aac", p("sound.mp4"))
    ffmpeg("-f", "lavfi", "-i", "testsrc2=size=256x256:rate=5:duration=0.4", "-c:v", "mjpeg", "-pix_fmt", "yuvj420p", p("mjpeg.mkv"))
    ffmpeg("-f", "lavfi", "-i", "color=c=green:size=32x32:rate=1/60:duration=36000", "-c:v", "libx264", "-preset", "ultrafast",
           "-pix_fmt", "yuv420p", p("ten-hours.mp4"))
    ffmpeg("-f", "lavfi", "-i", src, "-c:v", "libx264", "-preset", "ultrafast", "-bf", "0", "-pix_fmt", "yuv420p", p("base.mkv"))
    ffmpeg("-i", p("base.mkv"), "-c", "copy", "-bsf:v", "setts=ts=if(gte(N\\,10)\\,TS-1000\\,TS)", p("backwards.mkv"))
    read = lambda name: open(p(name), "rb").read()  # noqa: E731
    huge = read("mjpeg.mkv")
    huge = replace_all(huge, b"\xb0\x82\x01\x00", b"\xb0\x82\x40\x00")
    huge = replace_all(huge, b"\xba\x82\x01\x00", b"\xba\x82\x40\x00")
    huge = replace_all(huge, b"\xff\xc0\x00\x11\x08\x01\x00\x01\x00", b"\xff\xc0\x00\x11\x08\x40\x00\x40\x00")
    return {
        "h264.mp4": read("h264.mp4"), "vp9.webm": read("vp9.webm"), "sound.mp4": read("sound.mp4"),
        "unsupported.mkv": read("vp9.webm").replace(b"V_VP9", b"V_XYZ"), "huge.mkv": huge,
        "ten-hours.mp4": read("ten-hours.mp4"), "backwards.mkv": read("backwards.mkv"),
    }


def case(rng, base, index):
    """Case `index`: (args, files, time limit, entry) for fuzz.py."""
    kind = KINDS[index % len(KINDS)] if index < len(KINDS) else rng.choice(KINDS)
    good = base["h264.mp4"] if rng.random() < 0.5 else base["vp9.webm"]
    ext = "mp4" if good is base["h264.mp4"] else "webm"
    if kind == "intact-h264":
        name, data = "clip.mp4", base["h264.mp4"]
    elif kind == "intact-vp9":
        name, data = "clip.webm", base["vp9.webm"]
    elif kind == "empty":
        name, data = "clip." + rng.choice(["mp4", "mov", "m4v", "webm", "mkv"]), b""
    elif kind == "random":
        name, data = "clip." + rng.choice(["mp4", "mov", "mkv"]), bytes(rng.getrandbits(8) for _ in range(rng.choice([1, 8, 100, 5000, 40000])))
    elif kind == "truncated":
        name, data = "clip." + ext, good[:rng.randrange(1, len(good))]
    elif kind == "flipped":
        data = bytearray(good)
        for _ in range(rng.randint(1, 40)):
            data[rng.randrange(len(data))] = rng.getrandbits(8)
        name, data = "clip." + ext, bytes(data)
    elif kind == "no-video":
        name, data = "clip.mp4", base["sound.mp4"]
    elif kind == "unsupported":
        name, data = "clip.mkv", base["unsupported.mkv"]
    elif kind == "huge":
        name, data = "clip.mkv", base["huge.mkv"]
    elif kind == "ten-hours":
        name, data = "clip.mp4", base["ten-hours.mp4"]
    else:
        name, data = "clip.mkv", base["backwards.mkv"]
    files = {name: data, "zz-companion.png": png()}
    args = ["slideshow", "--headless", "--size", "64x48", "--run-for", "5", "--interval", "1", "--index", "off",
            "--video-max-seconds", str(MAX_SECONDS), "--report", "{dir}/report.json", "{dir}"]
    return args, files, 30, {"kind": kind, "file": name, "format": name.rsplit(".", 1)[1]}


def judge(entry, folder, stderr):
    """What the run did with the case's clip: (verdict, failures)."""
    failures = []
    try:
        with open(os.path.join(folder, "report.json")) as f:
            report = json.load(f)
    except (OSError, ValueError):
        return "no-report", failures
    shown = [os.path.basename(p) for p in report.get("shown", [])]
    clips = report.get("clips", [])
    lines = [line for line in stderr.splitlines() if entry["file"] in line and "skipped" in line]
    if "zz-companion.png" not in shown:
        failures.append("stalled")
    if entry["file"] in shown:
        verdict = "shown"
        if any(c.get("seconds", 0) > MAX_SECONDS + 0.01 for c in clips):
            failures.append("uncapped")
    elif lines:
        verdict = "skipped"
    else:
        verdict = "silent"
        failures.append("silent")
    if len(lines) > 1:
        failures.append("noisy")
    if entry["kind"] in ("intact-h264", "intact-vp9", "ten-hours") and verdict != "shown":
        failures.append("lost")
    return verdict, failures
