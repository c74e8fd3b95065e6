#!/usr/bin/env python3
"""Unwind's own fuzz harness: generated config files, replay files, command lines and
photo files of every format, each run through the real `unwind` binary.

Every case is a command run with a time limit and counted as
  ok        exit 0
  refused   a non-zero exit with one clear line (`Error: ...` or `unwind: ...`) on stderr
  unclear   a non-zero exit without such a line
  crash     ended by a signal (SIGSEGV, SIGILL from a Swift trap, SIGABRT, ...)
  hang      still running at the time limit
A hang is then sent SIGTERM, and `deaf` counts the ones still alive a second later.
The goal is 0 crashes, 0 hangs, 0 deaf and 0 unclear; the exit status is 1 otherwise.

Cases are a pure function of --seed and the case number, so a failure reproduces with the
same seed (the failing command lines and inputs are kept in --keep DIR). Generators keep
every *valid* run short by construction (small sizes, short --run-for, few frames): a
timeout then means the program hung, not that it was asked for a long job.

    scripts/fuzz.sh                          # 300 cases, seed 1 (what scripts/test.sh runs)
    scripts/fuzz.sh --cases 100000 --seed 7  # a long run by hand
    scripts/fuzz.sh --families replay --cases 2000

The remote family (live shows under hostile HTTP and MQTT clients) is in fuzz_remote.py and
runs only when asked for: `scripts/fuzz.sh --families remote --cases 40`.

Photo files (family image-header): see fuzz_image_headers.py next to this file; they are
written by `unwind-fuzz-images` (built with the package) and each is also checked against
what it is (an intact image must be shown, a bomb skipped by the limit, one line per file).
"""
import argparse
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
import fuzz_clips  # noqa: E402
import fuzz_image_headers  # noqa: E402
import fuzz_remote  # noqa: E402

# --- value pools ---------------------------------------------------------------------------

EXTREME_NUMBERS = [
    "0", "-0", "1", "-1", "0.5", "1e-300", "-1e-300", "5e-324", "1e308", "-1e308", "1.7976931348623157e308",
    "inf", "-inf", "nan", "+inf", "-nan", "9223372036854775807", "-9223372036854775808", "9223372036854775808",
    "18446744073709551616", "2147483647", "2147483648", "-2147483649", "4294967296", "1e9", "1e6", "3.4e38",
    "3.5e38", "1e-45", "0x7fffffff", "0o777", "0b101", "1_000", "1e", "1.", ".5", "+5", "00", "1e400",
]
CLI_ODD = ["", " ", "abc", "1,5", "٣", "1e1e1", "--", "-", "0x", "NaN", "Infinity", "1/0", "１", "5 ", "\t7"]
TOML_OTHER = [
    '"text"', '""', "true", "false", "[]", "[1, 2]", '["a", 1]', "{}", "{ a = 1 }", "1979-05-27T07:32:00Z",
    "07:32:00", '"' + "x" * 5000 + '"', "'single'", '"""\nmulti\n"""', "[[1], [2]]",
]

SLIDESHOW_KEYS = [
    "paths", "interval", "transitions", "order", "seed", "fit", "background", "speedy", "overlay",
    "rescan-interval", "max-megapixels", "kiosk", "quit-chord", "fullscreen", "screen-hours",
]
TRANSITIONS = ["blocks", "spiral", "radial", "radial-unreveal", "opacity", "crossfade", "scale", "slide", "move-leading",
               "move-trailing", "move-top", "move-bottom", "blur", "zoom", "random"]
BREATHE_KEYS = [
    "holdDuration", "holdCycleUpDuration", "holdCyclePauseDuration", "holdCycleDownDuration", "hapticFeedbackDistance",
    "hapticBeatInterval", "inhaleTraceDuration", "exhaleTraceDuration", "headSize", "lineWidth", "colorDistanceOffset",
    "startRadius", "spacing", "rotations", "pointsPerRotation", "touchTolerance", "pulseScale",
]
BREATHE_DEFAULTS = {
    "holdDuration": 72, "holdCycleUpDuration": 6, "holdCyclePauseDuration": 4, "holdCycleDownDuration": 8,
    "hapticFeedbackDistance": 18, "hapticBeatInterval": 0.75, "inhaleTraceDuration": 6, "exhaleTraceDuration": 8,
    "headSize": 28, "lineWidth": 14, "colorDistanceOffset": 40, "startRadius": 16, "spacing": 44, "rotations": 4,
    "pointsPerRotation": 100, "touchTolerance": 32, "pulseScale": 3,
}
SCREEN_HOURS = ["07:00-22:30", "-1:00-22:00", "24:00-00:00", "99:99-00:00", "07:00-07:00", "7:00-8:00", "+7:00-22:00",
                "00:00-24:00", "22:00-06:00", "07:00", "", "07:00-22:30-23:00", "0７:00-22:00", "07:0-22:00"]


def number(rng, around=None):
    """A number literal: extreme, random magnitude, or near a sensible value."""
    r = rng.random()
    if r < 0.4:
        return rng.choice(EXTREME_NUMBERS)
    if r < 0.7 and around is not None:
        return repr(round(around * rng.choice([0.01, 0.1, 0.5, 1, 2, 10, 100, 1000]) * rng.choice([1, -1, 1, 1]), 6))
    if r < 0.85:
        return str(rng.randint(-10**rng.randint(0, 19), 10**rng.randint(0, 19)))
    return "%.*fe%d" % (rng.randint(0, 6), rng.uniform(-9, 9), rng.randint(-330, 330))


def toml_value(rng, around=None, wild=True):
    """A TOML value; with `wild` false, a plausible number near `around` (so most cases get
    past validation and exercise the show itself)."""
    if not wild and around is not None:
        return repr(round(around * rng.uniform(0.25, 2.5), 3))
    return number(rng, around) if rng.random() < 0.75 else rng.choice(TOML_OTHER)


def mutate_bytes(rng, data, rounds=None):
    """Flips, inserts, deletes, duplicates and truncates bytes."""
    data = bytearray(data)
    for _ in range(rounds or rng.randint(1, 8)):
        op = rng.randrange(6)
        at = rng.randrange(len(data) + 1)
        if op == 0 and data:
            data[min(at, len(data) - 1)] = rng.randrange(256)
        elif op == 1:
            data[at:at] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 8)))
        elif op == 2 and data:
            del data[at:at + rng.randint(1, 16)]
        elif op == 3 and data:
            chunk = data[at:at + rng.randint(1, 64)]
            data[at:at] = chunk * rng.randint(1, 4)
        elif op == 4:
            data = data[:at]
        else:
            data[at:at] = rng.choice([b"\x00", b"\xff", b"\xe9", b"\xc0\x80", b"\xed\xa0\x80", b"[", b"]", b"=", b'"', b"\n[a.b.c]\n", b"'''"])
    return bytes(data)


def deep_keys(rng):
    """Key paths nested past the 16-part limit in every way TOML spells a key: a dotted key
    (10,000 parts took 9.9 s and 922 MB in the parser before the bound), a table header, a
    header plus a dotted key, inline tables, dotted keys inside inline tables inside arrays,
    quoted parts; or exactly at the limit (which must still be read)."""
    depth = rng.choice([16, 17, 100, 10000, 50000])
    parts = ["k%d" % i if rng.random() < 0.8 else rng.choice(['"q %d"' % i, "'l%d'" % i, '"a.b"']) for i in range(depth)]
    shape = rng.randrange(5)
    if shape == 0:
        text = ".".join(parts) + " = 1\n"
    elif shape == 1:
        text = "[" + ".".join(parts) + "]\nx = 1\n"
    elif shape == 2:
        half = depth // 2
        text = "[" + ".".join(parts[:half]) + "]\n" + ".".join(parts[half:]) + " = 1\n"
    elif shape == 3:
        text = "a = " + "".join("{ %s = " % p for p in parts[: depth - 1]) + "1" + " }" * (depth - 1) + "\n"
    else:
        text = "a = [ { " + ".".join(parts[1:]) + " = 1 } ]\n"
    return ("interval = 5\n" * rng.randint(0, 3) + text).encode()


def big_case(rng):
    """Rare large inputs: many keys, huge files, deep nesting, long lines."""
    kind = rng.randrange(8)
    if kind >= 6:
        return deep_keys(rng)
    if kind == 0:
        return "".join("key%d = %d\n" % (i, i) for i in range(rng.choice([1000, 5000, 40000]))).encode()
    if kind == 1:
        return b"# " + b"x" * rng.choice([1 << 20, (1 << 20) + 1, 3 << 20]) + b"\n"
    if kind == 2:
        depth = rng.choice([100, 1000, 100000])
        return ("a = " + "[" * depth + "]" * depth + "\n").encode()
    if kind == 3:
        return ("paths = [" + ",".join('"/nonexistent/%d"' % i for i in range(rng.choice([1000, 1001, 50000]))) + "]\n").encode()
    if kind == 4:
        return "".join("[transition.t%d]\nduration = 1\n" % i for i in range(rng.choice([100, 20000]))).encode()
    depth = rng.choice([100, 5000])
    return ("a = " + "{ b = " * depth + "1" + " }" * depth + "\n").encode()


# --- families ------------------------------------------------------------------------------
# Each generator returns (argv after the binary, {file name: bytes}, time limit in seconds).
# "{dir}" in argv is replaced by the case's own folder.


def slideshow_config(rng, ctx):
    r = rng.random()
    if r < 0.05:
        text = big_case(rng)
    elif r < 0.1:
        text = deep_keys(rng)
    elif r < 0.3:
        text = mutate_bytes(rng, ctx["dist_config"])
    else:
        lines = []
        count = rng.randint(1, 6)
        wild_one = rng.randrange(count) if rng.random() < 0.7 else -1
        # Distinct keys mostly: a repeated key is a TOML error before any value is checked.
        keys = rng.sample(SLIDESHOW_KEYS, count) if rng.random() < 0.8 else [rng.choice(SLIDESHOW_KEYS) for _ in range(count)]
        for n in range(count):
            wild = n == wild_one
            key = rng.choice(["transition", "breathe", "intervall", '"quoted"', "a.b"]) if wild and rng.random() < 0.2 else keys[n]
            if key == "transition" and any(l.startswith("[transition.") for l in lines):
                key = "interval"
            if key == "paths":
                value = rng.choice(['["%s"]' % ctx["photos"], '["/nonexistent/photos"]', '["."]', '[""]', "[]", '["%s", "%s"]' % (ctx["photos"], ctx["photos"]), toml_value(rng)])
            elif key == "transitions":
                value = rng.choice(["[%s]" % ", ".join('"%s"' % rng.choice(TRANSITIONS + ["nope", "scale:1e308", "offset:inf,0", "rotate:1e300", "blur:1e9", "move:up", ""]) for _ in range(rng.randint(0, 4))), '"random"', toml_value(rng)])
            elif key in ("order", "fit", "background"):
                value = rng.choice(['"name"', '"shuffle"', '"fit"', '"fill"', '"blur"', '"black"', toml_value(rng)])
            elif key == "overlay":
                value = rng.choice(['["name", "date", "clock"]', '["weather"]', "[]", toml_value(rng)])
            elif key == "screen-hours":
                value = '"%s"' % rng.choice(SCREEN_HOURS) if rng.random() < 0.8 else toml_value(rng)
            elif key == "quit-chord":
                value = rng.choice(['"ctrl+alt+q"', '"hyper+q"', '""', '"ctrl+"', '"+++"', '"ctrl+alt+shift+gui+f12"', toml_value(rng)])
            elif key in ("speedy", "kiosk", "fullscreen"):
                value = rng.choice(["true", "false", toml_value(rng)])
            elif key == "interval":
                value = toml_value(rng, 10, wild)
            elif key == "transition":
                value = None
                name = rng.choice(TRANSITIONS + ["a.b", '"x y"'])
                lines.append("[transition.%s]" % name)
                for _ in range(rng.randint(0, 3)):
                    k = rng.choice(["duration", "speedy", "tile-edge"] + (["speed"] if wild else []))
                    v = rng.choice(["true", "false"]) if k == "speedy" and not wild else toml_value(rng, {"duration": 1, "tile-edge": 100}.get(k, 1), wild)
                    lines.append("%s = %s" % (k, v))
            elif key == "breathe":
                value = None
                lines.append("[breathe]")
                lines.append("%s = %s" % (rng.choice(BREATHE_KEYS), toml_value(rng, 10)))
            else:
                value = toml_value(rng, {"rescan-interval": 30, "max-megapixels": 100, "seed": 7}.get(key), wild)
            if value is not None:
                lines.insert(rng.randint(0, len(lines)), "%s = %s" % (key, value))
        text = ("\n".join(lines) + "\n").encode()
    args = ["slideshow", "--config", "{dir}/unwind.toml", "--headless", "--size", rng.choice(["64x36", "160x90"]),
            "--run-for", rng.choice(["1", "3", "20"]), "--fps", rng.choice(["2", "10", "30"])]
    if rng.random() < 0.5:
        args.insert(1, ctx["photos"])
    return args, {"unwind.toml": text}, 20


def breathe_config(rng, ctx):
    r = rng.random()
    if r < 0.05:
        text = big_case(rng)
    elif r < 0.25:
        text = mutate_bytes(rng, b"[breathe]\nholdDuration = 4\nrotations = 3\nspacing = 30\nlineWidth = 10\n")
    else:
        lines = ["[breathe]"] if rng.random() < 0.5 else []
        count = rng.randint(1, 5)
        wild_one = rng.randrange(count) if rng.random() < 0.7 else -1
        keys = rng.sample(BREATHE_KEYS, count)
        for n in range(count):
            key = rng.choice(["holdDuraton", "cycles"]) if n == wild_one and rng.random() < 0.15 else keys[n]
            around = BREATHE_DEFAULTS.get(key, 1) if key != "holdDuration" else 8
            lines.append("%s = %s" % (key, toml_value(rng, around, n == wild_one)))
        if rng.random() < 0.2:
            lines.insert(0, "%s = %s" % (rng.choice(BREATHE_KEYS), toml_value(rng, 10)))
        text = ("\n".join(lines) + "\n").encode()
    args = ["breathe", "--headless", "--autopilot", "--config", "{dir}/breathe.toml", "--size", rng.choice(["64x48", "48x80"]), "--fps", rng.choice(["1", "2"])]
    return args, {"breathe.toml": text}, 30


def replay(rng, ctx):
    base = ctx["recording"].splitlines()
    header = json.loads(base[0])
    body = base[1:]
    fps = rng.choice(["1", "2", "5"])
    kind = rng.randrange(7)
    if kind == 0:  # header fields
        field = rng.choice(["format", "version", "width", "height", "rate", None])
        if field is None:
            header = {k: v for k, v in header.items() if rng.random() < 0.7}
        else:
            pool = [0, -1, 1, 2, 119, 121, 240, 1000, 4096, 4097, 16384, 2**31, 2**63 - 1, -2**63, 1.5, 1e308, "120", None, [], {}, "unwind-input", "x" * 10000]
            header[field] = rng.choice(pool)
            if field in ("width", "height") and isinstance(header[field], int) and 256 < header[field] <= 4096:
                body = body[:40]  # a valid large size stays short: no long legit replays
        lines = [json.dumps(header).encode()] + body
    elif kind == 1:  # ticks
        lines = [base[0]] + body
        i = rng.randrange(1, len(lines))
        entry = json.loads(lines[i])
        entry["tick"] = rng.choice([-1, 0, 2**31, 2**53, 2**63 - 1, -2**63, 864000, 864001, 86400, 1.5, "5", None, entry["tick"] - 1000])
        fps = "1"  # a valid two-hour replay is long work at any higher rate, not a hang
        lines[i] = json.dumps(entry).encode()
        if rng.random() < 0.5:
            lines = lines[:i + 1]
    elif kind == 2:  # event values
        lines = [base[0]] + body
        i = rng.randrange(1, len(lines))
        entry = json.loads(lines[i])
        event = rng.choice([
            {"touch": {"_0": {"finger": rng.choice([1, -1, 2**63 - 1]), "phase": rng.choice(["down", "move", "up", "hover"]),
                              "x": rng.choice([0.5, -1e30, 1e38, 3.5e38, 1e-45, 4.1]), "y": rng.choice([0.5, 1e39, -0.0])}}},
            {"pointer": {"_0": {"phase": "down", "x": rng.choice([1e30, 10.0]), "y": 5.0, "button": rng.choice([1, 2**62])}}},
            {"gamepadAxis": {"_0": {"id": 0, "axis": "leftX", "value": rng.choice([0.5, 1e30, -3.0])}}},
            {"key": {"_0": {"key": {"character": {"_0": "x" * rng.choice([1, 100])}}, "isPressed": True, "isRepeat": False, "modifiers": 255}}},
            {"gamepadConnected": {"_0": {"id": 1, "name": "n" * rng.choice([3, 5000])}}},
            {"quit": {}}, {"window": {"_0": "hidden"}}, {"window": {"_0": "shown"}}, {"nonsense": 1}, [], "quit",
        ])
        entry["event"] = event
        lines[i] = json.dumps(entry).encode()
    elif kind == 3:  # byte mutations
        lines = [mutate_bytes(rng, b"\n".join(base), rng.randint(1, 20))]
    elif kind == 4:  # structure
        lines = [base[0]] + body
        op = rng.randrange(4)
        if op == 0:
            rng.shuffle(lines)
        elif op == 1:
            lines = lines[:1]
        elif op == 2:
            lines = lines + lines[1:] * rng.randint(1, 3)
        else:
            lines = [b""] + lines
    elif kind == 5:  # deep or long lines
        depth = rng.choice([100, 600, 100000])
        lines = [base[0], b'{"tick":1,"event":' + b"[" * depth + b"]" * depth + b"}", b"x" * rng.choice([4096, 4097, 1 << 20])]
    else:  # other files
        lines = [rng.choice([b"", b"\x00" * 100, os.urandom(0) + bytes(rng.randrange(256) for _ in range(200)), b"{}", b"[]", b'{"format":"unwind-input","version":1}'])]
    data = b"\n".join(lines) + b"\n"
    args = ["breathe", "--headless", "--replay", "{dir}/session.jsonl", "--fps", fps] + ctx["short"]
    return args, {"session.jsonl": data}, 20


def cli_value(rng, sensible):
    r = rng.random()
    if r < 0.45:
        return rng.choice(EXTREME_NUMBERS)
    if r < 0.6:
        return rng.choice(CLI_ODD)
    return rng.choice(sensible)


def command_line(rng, ctx):
    command = rng.choice(["slideshow", "slideshow", "breathe", "breathe", "render", "render", "transitions", "root"])
    if command == "slideshow":
        args = ["slideshow", ctx["photos"], "--headless", "--size", "64x36", "--run-for", "2", "--fps", "10"]
        options = {
            "--run-for": ["1", "5", "30", "0.001"], "--fps": ["1", "3", "240", "241"], "--size": ["64x36", "1x1", "0x0", "16385x2", "64x", "x36", "-64x36"],
            "--interval": ["1", "3", "0.5", "86400"], "--rescan-interval": ["0", "1", "0.5"], "--max-megapixels": ["0.01", "100", "500"],
            "--seed": ["0", "18446744073709551615", "18446744073709551616", "-1"], "--order": ["name", "shuffle", "random"],
            "--transitions": ["blocks", "random", "scale:1e308", "offset:inf,0", "rotate:1e300,", "blur:-1", "a,,b", ",", "move:"],
            "--overlay": ["name,date,clock", "weather", ""], "--screen-hours": SCREEN_HOURS, "--quit-chord": ["ctrl+alt+q", "hyper+q", "+", ""],
            "--fit": ["fit", "fill", "stretch"], "--background": ["blur", "black", "red"],
        }
    elif command == "breathe":
        args = ["breathe", "--headless", "--autopilot", "--size", "64x48", "--fps", "1"]
        options = {flag: [str(v), str(v * 2), str(v / 2)] for flag, v in [
            ("--hold-duration", 4), ("--hold-cycle-up", 1), ("--hold-cycle-pause", 1), ("--hold-cycle-down", 1), ("--inhale-trace-duration", 2),
            ("--exhale-trace-duration", 2), ("--haptic-feedback-distance", 18), ("--haptic-beat-interval", 0.75), ("--head-size", 28),
            ("--line-width", 14), ("--color-distance-offset", 40), ("--start-radius", 16), ("--spacing", 44), ("--rotations", 4),
            ("--touch-tolerance", 32), ("--pulse-scale", 3)]}
        options.update({
            "--points-per-rotation": ["8", "100", "1000", "7"], "--cycles": ["1", "2", "200", "201"], "--pattern": ["4-7-8", "1-0-1", "0-0-0", "1e308-1-1", "4-x-8", "4-7", "-1-2-3"],
            "--size": ["64x48", "4096x1", "4097x10", "1x1"], "--fps": ["1", "2", "0", "241"], "--every": ["1", "0", "-5", "9223372036854775807"],
            "--language": ["de", "fr", "xx", "../../etc/passwd", "", "de_DE.UTF-8@euro"],
        })
        if rng.random() < 0.2:
            args = ["breathe", "--headless", "--replay", ctx["recording_path"], "--fps", "1"] + ctx["short"]
    elif command == "render":
        args = ["render", "--transition", "blocks", "--from", ctx["from"], "--to", ctx["to"], "--size", "64x36", "--fps", "10", "--out", "null"]
        options = {
            "--transition": TRANSITIONS[:-1] + ["scale:1e308", "offset:inf,0", "rotate:1e300", "blur:1e9", "scale:0.5@nowhere", "opacity+opacity+" * 50 + "opacity",
                                                "move:", "+", "scale:-1", "offset:1e30,1e30", "blur:nan", "rotate:nan"],
            "--duration": ["0.1", "1", "2"], "--fps": ["1", "10", "240"], "--size": ["64x36", "1x1", "2x16384", "16385x1", "0x5"],
            "--tile-edge": ["16", "4096", "15", "4"], "--softness": ["0", "1000", "1001"], "--delay": ["0", "1", "60", "61"],
            "--origin": ["0,0", "1e38,1e38", "-1e30,5", "1,2,3", "1,2,3,-4", "inf,0", "nan,nan", "3.4e38,0,3.4e38,3.4e38"],
            "--seed": ["0", "18446744073709551615"], "--curve": ["linear", "spring", "bounce"], "--insertion": ["scale", "move:bottom", "blur:1e30", "x"],
            "--removal": ["move:bottom", "offset:nan,0"], "--fade-color": ["ffffff", "#000000", "fffffff", "gggggg"], "--direction": ["forward", "backward", "up"],
            "--fit": ["fit", "fill", "x"],
        }
    elif command == "transitions":
        return ["transitions"] + ([rng.choice(["-v", "--help", "--bogus"])] if rng.random() < 0.5 else []), {}, 20
    else:
        return [rng.choice(["--version", "--help", "bogus", "--", "-v", ""])], {}, 20
    for _ in range(rng.randint(1, 3)):
        flag = rng.choice(list(options))
        value = cli_value(rng, options[flag])
        if flag in args:
            i = args.index(flag)
            args[i + 1] = value
        else:
            args += [flag, value] if rng.random() < 0.8 else ["%s=%s" % (flag, value)]
    if command == "slideshow":
        i = args.index("--run-for") + 1
        try:
            if 60 < float(args[i].replace("_", "")) <= 366 * 86400:
                args[i] = "60"  # a valid soak of days is a long job, not a hang
        except ValueError:
            pass
    if command == "render" and "--duration" in args and "--fps" in args:
        args[args.index("--fps") + 1] = "10"  # a valid duration of 600 s at 240 fps is a long job, not a hang
    return args, {}, 20


def image_header(rng, ctx, index):
    entries = ctx.get("image_cases")
    if not entries:
        return None
    entry, args, files = fuzz_image_headers.case(rng, entries, index)
    return args, files, 20, entry


def clip(rng, ctx, index):
    base = ctx.get("clips")
    if not base:
        return None
    return fuzz_clips.case(rng, base, index)


FAMILIES = {
    "slideshow-config": slideshow_config,
    "breathe-config": breathe_config,
    "replay": replay,
    "cli": command_line,
    "image-header": image_header,
    "clip": clip,
    "remote": None,  # run by fuzz_remote.run: a live show under hostile HTTP and MQTT clients
}

# --- running -------------------------------------------------------------------------------


def run_case(binary, family, index, seed, ctx, work):
    rng = random.Random("%d/%s/%d" % (seed, family, index))
    if family == "remote":
        return run_remote_case(binary, index, rng, ctx, work)
    if family in ("image-header", "clip"):
        made = FAMILIES[family](rng, ctx, index)
    else:
        made = FAMILIES[family](rng, ctx)
    if made is None:
        return None
    args, files, limit = made[:3]
    image = made[3] if len(made) > 3 else None
    folder = os.path.join(work, "%s-%06d" % (family, index))
    os.makedirs(folder, exist_ok=True)
    for name, data in files.items():
        path = os.path.join(folder, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(data)
    argv = [binary] + [a.replace("{dir}", folder) for a in args]
    env = dict(os.environ, SWIFT_BACKTRACE="enable=no")
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    started = time.monotonic()
    process = subprocess.Popen(argv, cwd=ROOT, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True)
    deaf = False
    try:
        _, err = process.communicate(timeout=limit)
        outcome = None
    except subprocess.TimeoutExpired:
        outcome = "hang"
        process.send_signal(signal.SIGTERM)
        try:
            _, err = process.communicate(timeout=1)
        except subprocess.TimeoutExpired:
            deaf = True
            os.killpg(process.pid, signal.SIGKILL)
            _, err = process.communicate()
    seconds = time.monotonic() - started
    text = err.decode("utf-8", "replace")
    status = process.returncode
    if outcome is None:
        if status < 0 or "Fatal error" in text or "Program crashed" in text:
            outcome = "crash"
        elif status == 0:
            outcome = "ok"
        elif any(line.startswith(("Error:", "unwind:")) for line in text.splitlines()):
            outcome = "refused"
        else:
            outcome = "unclear"
    verdict, failures = None, []
    if image is not None and outcome in ("ok", "refused", "unclear"):
        judge = fuzz_clips.judge if family == "clip" else fuzz_image_headers.judge
        verdict, failures = judge(image, folder, text)
    keep = outcome in ("crash", "hang", "unclear") or deaf or bool(failures)
    if not keep:
        shutil.rmtree(folder, ignore_errors=True)
    return {"family": family, "index": index, "outcome": outcome, "deaf": deaf, "status": status, "seconds": seconds,
            "argv": argv, "folder": folder if keep else None, "stderr": text[-2000:] if keep else "",
            "kind": image and image.get("kind"), "format": image and image.get("format"), "verdict": verdict, "failures": failures}


def run_remote_case(binary, index, rng, ctx, work):
    folder = os.path.join(work, "remote-%06d" % index)
    os.makedirs(folder, exist_ok=True)
    env = dict(os.environ, SWIFT_BACKTRACE="enable=no")
    env.pop("DISPLAY", None)
    env.pop("WAYLAND_DISPLAY", None)
    started = time.monotonic()
    outcome, deaf, status, text, failures, argv, attacks = fuzz_remote.run(binary, index, rng, ctx, folder, env)
    seconds = time.monotonic() - started
    keep = outcome in ("crash", "hang", "unclear") or deaf or bool(failures)
    if not keep:
        shutil.rmtree(folder, ignore_errors=True)
    return {"family": "remote", "index": index, "outcome": outcome, "deaf": deaf, "status": status, "seconds": seconds,
            "argv": argv + ["# attacks: %s" % attacks], "folder": folder if keep else None, "stderr": text[-2000:] if keep else "",
            "kind": None, "format": None, "verdict": None, "failures": failures}


def prepare(binary, work, seed, image_cases, clip_cases=0):
    ctx = {
        "photos": os.path.join(ROOT, "Assets/photos"),
        "from": os.path.join(ROOT, "Assets/photos/chelsea.png"),
        "to": os.path.join(ROOT, "Assets/photos/coffee.png"),
        "short": ["--hold-duration", "2", "--inhale-trace-duration", "1", "--exhale-trace-duration", "1"],
    }
    with open(os.path.join(ROOT, "dist/unwind.toml"), "rb") as f:
        ctx["dist_config"] = f.read()
    recording = os.path.join(work, "base.jsonl")
    subprocess.run([binary, "breathe", "--headless", "--autopilot", "--size", "64x48", "--fps", "5", "--record", recording] + ctx["short"],
                   cwd=ROOT, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)
    with open(recording, "rb") as f:
        ctx["recording"] = f.read()
    ctx["recording_path"] = recording
    ctx["image_cases"] = fuzz_image_headers.corpus(binary, seed, image_cases, work) if image_cases else None
    ctx["clips"] = fuzz_clips.corpus(work) if clip_cases else None
    return ctx


def image_formats(results):
    """Image-header cases by format: how many, and how many were shown."""
    counts = {}
    for r in results:
        if r["family"] == "image-header" and r["format"]:
            c = counts.setdefault(r["format"], {"cases": 0, "shown": 0})
            c["cases"] += 1
            c["shown"] += r["verdict"] == "shown"
    return dict(sorted(counts.items()))


def image_counts(results):
    """Image-header cases by kind: shown, skipped and each failure."""
    counts = {}
    for r in results:
        if r["family"] != "image-header":
            continue
        for kind in (r["kind"] or "own", "all"):
            c = counts.setdefault(kind, {k: 0 for k in ["cases", "shown", "skipped"] + fuzz_image_headers.FAILURES})
            c["cases"] += 1
            if r["verdict"] in ("shown", "skipped"):
                c[r["verdict"]] += 1
            for failure in r["failures"]:
                c[failure] += 1
    if "all" in counts:
        counts["all"] = counts.pop("all")
    return counts


def default_binary():
    for candidate in [".build/release/unwind", ".build-cmake/unwind", ".build/debug/unwind"]:
        path = os.path.join(ROOT, candidate)
        if os.access(path, os.X_OK):
            return path
    sys.exit("fuzz: no built unwind found; build first or pass --binary")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cases", type=int, default=300, help="cases in all, spread over the families (default 300)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    # `remote` runs a live show per case (seconds each), so it is asked for by name.
    default_families = ",".join(f for f in FAMILIES if f != "remote")
    parser.add_argument("--families", default=default_families, help="comma-separated: " + ", ".join(FAMILIES) + " (default: all but remote)")
    parser.add_argument("--binary", default=None, help="the unwind to run (default: release, else CMake, else debug build)")
    parser.add_argument("--keep", default=None, help="folder for failing cases (default: a temporary folder)")
    parser.add_argument("--json", default=None, help="write the counts as JSON here")
    args = parser.parse_args()
    binary = os.path.abspath(args.binary or default_binary())
    families = [f for f in args.families.split(",") if f]
    for f in families:
        if f not in FAMILIES:
            sys.exit("fuzz: unknown family %s" % f)
    work = args.keep or tempfile.mkdtemp(prefix="unwind-fuzz-")
    os.makedirs(work, exist_ok=True)
    jobs = [(families[i % len(families)], i // len(families)) for i in range(args.cases)]
    ctx = prepare(binary, work, args.seed, sum(1 for f, _ in jobs if f == "image-header"), sum(1 for f, _ in jobs if f == "clip"))
    if "remote" in families and fuzz_remote.MOSQUITTO:
        ctx["broker"] = fuzz_remote.Broker()
    started = time.monotonic()
    results = []
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for result in pool.map(lambda job: run_case(binary, job[0], job[1], args.seed, ctx, work), jobs):
            if result is None:
                continue
            results.append(result)
            if result["outcome"] in ("crash", "hang", "unclear") or result["deaf"] or result["failures"]:
                what = "/".join([result["outcome"]] + result["failures"]).upper()
                print("fuzz: %s %s #%d (%.1f s, status %s): %s" % (what, result["family"], result["index"], result["seconds"], result["status"],
                      " ".join(result["argv"][1:])), flush=True)
                tail = result["stderr"].strip().splitlines()[-3:]
                for line in tail:
                    print("      " + line[:300])
    elapsed = time.monotonic() - started
    if ctx.get("broker"):
        ctx["broker"].stop()
    outcomes = ["ok", "refused", "unclear", "crash", "hang"]
    counts = {f: {o: 0 for o in outcomes + ["deaf", "cases"]} for f in families}
    slowest = {f: 0.0 for f in families}
    for r in results:
        counts[r["family"]][r["outcome"]] += 1
        counts[r["family"]]["cases"] += 1
        counts[r["family"]]["deaf"] += r["deaf"]
        slowest[r["family"]] = max(slowest[r["family"]], r["seconds"])
    total = {o: sum(c[o] for c in counts.values()) for o in outcomes + ["deaf", "cases"]}
    images = image_counts(results)
    print("fuzz: seed %d, %d cases in %.0f s with %s" % (args.seed, total["cases"], elapsed, os.path.relpath(binary, ROOT)))
    print("  %-17s %7s %6s %8s %8s %6s %5s %5s %9s" % ("family", "cases", "ok", "refused", "unclear", "crash", "hang", "deaf", "slowest"))
    for f in families:
        c = counts[f]
        print("  %-17s %7d %6d %8d %8d %6d %5d %5d %8.1fs" % (f, c["cases"], c["ok"], c["refused"], c["unclear"], c["crash"], c["hang"], c["deaf"], slowest[f]))
    print("  %-17s %7d %6d %8d %8d %6d %5d %5d" % ("all", total["cases"], total["ok"], total["refused"], total["unclear"], total["crash"], total["hang"], total["deaf"]))
    if images:
        print("  image-header files, by kind (what the show did; failures must be 0):")
        columns = ["cases", "shown", "skipped"] + fuzz_image_headers.FAILURES
        print("  %-17s" % "kind" + "".join("%13s" % c for c in columns))
        for kind, c in images.items():
            print("  %-17s" % kind + "".join("%13d" % c[k] for k in columns))
        print("  by format (cases/shown): " + ", ".join("%s %d/%d" % (f, c["cases"], c["shown"]) for f, c in image_formats(results).items()))
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"seed": args.seed, "binary": binary, "seconds": elapsed, "families": counts, "total": total, "images": images, "imageFormats": image_formats(results)}, f, indent=2)
    bad = total["crash"] + total["hang"] + total["unclear"] + total["deaf"] + sum(1 for r in results if r["failures"])
    if bad:
        print("fuzz: failing cases kept in %s" % work)
    elif not args.keep:
        shutil.rmtree(work, ignore_errors=True)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
