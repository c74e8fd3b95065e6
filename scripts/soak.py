#!/usr/bin/env python3
"""A soak of the real thing: a windowed `unwind slideshow` under Xvfb for a long time (30
minutes by default) over a photo folder that a mutator keeps changing underneath it.

What runs:
  - Xvfb on a display it picks itself, with openbox on it (`--wm none`: bare X);
  - the show, as an unprivileged user (root ignores file permissions, so "unreadable" would
    not be): `unwind slideshow PHOTOS --windowed --interval 2 --order name --report ...
    --verbose`; its log says which photo came on screen when ("showing ...") and which
    files it skipped and why, and its RSS and open files are read from /proc every 5 s;
  - a seeded mutator that, every 3–8 s, adds files, replaces them (atomically or by a slow
    copy), truncates them (a half-copied file), makes them unreadable (chmod 000), puts a
    decompression bomb in their place, renames or deletes them, and restores each damage 5–40 s
    later. The photos include large JPEG and PNG files, phone-sized HEIC, AVIF, GIF and WebP.
At the end of `--duration` every file is restored, the show runs on for one more cycle, and
it is stopped with SIGTERM (a windowed show writes its report then). The soak passes when:
  - the show never crashed and exited 0 on SIGTERM, with a report;
  - RSS is flat: the median of the last tenth of the samples is within 10 % of the median
    of the first tenth after the first cycle (warm-up);
  - every file valid at the end was shown again within one cycle of the restore (the rescan
    interval, plus one cycle at the measured seconds per photo, plus one photo's time);
  - no over-limit file (the bomb) was decoded, and no file was logged more than once per
    damage (no log spam), nor at a time it was neither damaged nor being written;
  - every restored file was shown again (unless damaged again or removed first), and the
    log holds no line but photos shown, rescans, lines about damaged files and dropped
    transitions (listed: a loaded CPU, not a fault).

    scripts/soak.sh                            # 30 minutes, 2 s interval, openbox
    scripts/soak.sh --duration 120             # the short variant, by hand
    scripts/soak.sh --duration 120 --wm none   # bare X, no window manager
    scripts/soak.sh --analyse DIR              # judge a run kept with --keep DIR again

CI does not run it (scripts/test.sh runs the fuzz harness and the unit and end-to-end
tests); docs/reliability.md records the figures of a full run.
"""
import argparse
import json
import os
import pwd
import random
import shutil
import signal
import statistics
import struct
import subprocess
import sys
import tempfile
import threading
import time
import zlib
from datetime import datetime

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STARTED = time.monotonic()
STARTED_WALL = time.time()


def now():
    return time.monotonic() - STARTED


def say(message):
    print("soak: [%7.1f s] %s" % (now(), message), flush=True)


# --- photos --------------------------------------------------------------------------------


def png_bomb(width=30000, height=30000):
    """A 70-byte PNG declaring 30000×30000 (3.6 GB decoded): must be refused by its header."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)) + chunk(b"IDAT", zlib.compress(b"\0" * 64)) + chunk(b"IEND", b"")


def gif_bomb():
    """The 35-byte GIF of issue 9: a logical screen and frame of 30000×30000."""
    return b"GIF89a" + struct.pack("<HH", 30000, 30000) + b"\0\0\0" + b"\x2c\0\0\0\0" + struct.pack("<HH", 30000, 30000) + b"\0\x02\x02\x44\x01\0\x3b"


def make_pool(pool):
    """Photos of every kind a frame meets, made once with ImageMagick from the bundled ones."""
    os.makedirs(pool, exist_ok=True)
    assets = os.path.join(ROOT, "Assets/photos")
    jobs = [
        ("01-astronaut.png", ["astronaut.png"]),
        ("02-chelsea.png", ["chelsea.png"]),
        ("03-coffee.png", ["coffee.png"]),
        ("04-hubble.jpg", ["hubble_deep_field.jpg"]),
        ("05-rocket.jpg", ["rocket.jpg"]),
        ("06-large-24mp.jpg", ["hubble_deep_field.jpg", "-resize", "6000x4000!", "-quality", "92"]),
        ("07-large-12mp.png", ["astronaut.png", "-resize", "4000x3000!"]),
        ("08-phone-12mp.heic", ["coffee.png", "-resize", "4032x3024!", "-quality", "60"]),
        ("09-chelsea.heic", ["chelsea.png", "-quality", "70"]),
        ("10-rocket.avif", ["rocket.jpg", "-resize", "800x", "-quality", "60"]),
        ("11-chelsea.gif", ["chelsea.png"]),
        ("12-coffee.webp", ["coffee.png", "-quality", "80"]),
        ("sub/13-astronaut-small.jpg", ["astronaut.png", "-resize", "640x"]),
        ("sub/14-hubble-portrait.png", ["hubble_deep_field.jpg", "-rotate", "90", "-resize", "900x"]),
    ]
    made = []
    for name, spec in jobs:
        out = os.path.join(pool, "base", name)
        os.makedirs(os.path.dirname(out), exist_ok=True)
        if not os.path.exists(out):
            subprocess.run(["convert", os.path.join(assets, spec[0])] + spec[1:] + [out + ".tmp." + name.rsplit(".", 1)[1]], check=True, timeout=600, stderr=subprocess.DEVNULL)
            os.replace(out + ".tmp." + name.rsplit(".", 1)[1], out)
        # A variant with other content and size, for replacements.
        variant = os.path.join(pool, "variant", name)
        os.makedirs(os.path.dirname(variant), exist_ok=True)
        if not os.path.exists(variant):
            subprocess.run(["convert", out, "-flop", "-resize", "90%", variant + ".tmp." + name.rsplit(".", 1)[1]], check=True, timeout=600, stderr=subprocess.DEVNULL)
            os.replace(variant + ".tmp." + name.rsplit(".", 1)[1], variant)
        made.append(name)
    return made


# --- the mutator ---------------------------------------------------------------------------


class Mutator:
    """Changes the photo folder the way people and disks do, and undoes each damage later."""

    KINDS = ["truncate", "unreadable", "bomb", "replace", "slow-copy", "delete", "rename", "add", "remove-added"]

    def __init__(self, photos, pool, names, seed):
        self.photos, self.pool, self.names = photos, pool, list(names)
        self.rng = random.Random(seed)
        self.content = {}  # name -> the valid bytes it should hold
        self.damaged = {}  # name -> (restore at, kind)
        self.added = []
        self.renamed = {}  # name -> the name it has while renamed
        self.events = []  # (time, kind, name)
        self.counter = 0
        for name in names:
            with open(os.path.join(pool, "base", name), "rb") as f:
                self.content[name] = f.read()
            self.write(name, self.content[name])

    def path(self, name):
        return os.path.join(self.photos, name)

    def write(self, name, data, atomic=True):
        path = self.path(name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        if atomic:
            temporary = path + ".partial"  # not an image extension: the scan ignores it
            with open(temporary, "wb") as f:
                f.write(data)
            os.chmod(temporary, 0o644)
            os.replace(temporary, path)
        else:
            with open(path, "wb") as f:
                f.write(data)
            os.chmod(path, 0o644)

    def event(self, kind, name):
        self.events.append((now(), kind, name))

    def step(self):
        """One change; returns its description."""
        self.restore_due()
        healthy = [n for n in self.names + self.added if n not in self.damaged]
        kind = self.rng.choice(self.KINDS)
        if kind in ("truncate", "unreadable", "bomb", "delete", "rename") and len(self.damaged) >= 4:
            kind = "replace"
        if kind == "remove-added" and not self.added:
            kind = "add"
        if kind == "add" and len(self.added) >= 5:
            kind = "remove-added"
        name = self.rng.choice(healthy)
        path = self.path(name)
        later = now() + self.rng.uniform(5, 40)
        if kind == "truncate":
            size = len(self.content[name])
            with open(path, "r+b") as f:
                f.truncate(int(size * self.rng.uniform(0.05, 0.9)))
            self.damaged[name] = (later, kind)
        elif kind == "unreadable":
            os.chmod(path, 0)
            self.damaged[name] = (later, kind)
        elif kind == "bomb":
            self.write(name, gif_bomb() if name.endswith(".gif") else png_bomb(), atomic=self.rng.random() < 0.5)
            self.damaged[name] = (later, kind)
        elif kind == "delete":
            os.remove(path)
            self.damaged[name] = (later, kind)
        elif kind == "rename":
            # Renamed in place (a user tidying up): a new name now, the old one again later.
            self.counter += 1
            new = os.path.join(os.path.dirname(name), "renamed-%03d-%s" % (self.counter, os.path.basename(name)))
            os.rename(path, self.path(new))
            self.renamed[name] = new
            self.damaged[name] = (later, kind)
        elif kind == "replace":
            base = name if name in self.names else self.origin(name)
            source = "variant" if self.content[name] == self.read_pool("base", base) else "base"
            self.content[name] = self.read_pool(source, base)
            self.write(name, self.content[name])
        elif kind == "slow-copy":
            # A copy over SMB or USB: the file grows for a few seconds.
            data = self.content[name]
            with open(path, "wb") as f:
                for i in range(8):
                    f.write(data[i * len(data) // 8:(i + 1) * len(data) // 8])
                    f.flush()
                    time.sleep(self.rng.uniform(0.2, 0.5))
            os.chmod(path, 0o644)
        elif kind == "add":
            self.counter += 1
            base = self.rng.choice(self.names)
            name = "new-%03d-%s" % (self.counter, os.path.basename(base))
            self.content[name] = self.read_pool("base", base)
            self.write(name, self.content[name], atomic=self.rng.random() < 0.5)
            self.added.append(name)
        elif kind == "remove-added":
            name = self.rng.choice([n for n in self.added if n not in self.damaged] or self.added)
            self.damaged.pop(name, None)
            if name in self.renamed:
                os.remove(self.path(self.renamed.pop(name)))
            if os.path.exists(self.path(name)):
                os.remove(self.path(name))
            self.added.remove(name)
            del self.content[name]
        self.event(kind, name)
        return "%s %s" % (kind, name)

    def origin(self, added):
        return next(n for n in self.names if added.endswith(os.path.basename(n)))

    def read_pool(self, which, name):
        with open(os.path.join(self.pool, which, name), "rb") as f:
            return f.read()

    def restore(self, name):
        _, kind = self.damaged.pop(name)
        if kind == "unreadable":
            os.chmod(self.path(name), 0o644)
        elif kind == "rename":
            os.rename(self.path(self.renamed.pop(name)), self.path(name))
        else:
            self.write(name, self.content[name], atomic=kind != "truncate")
        self.event("restore-" + kind, name)

    def restore_due(self):
        for name, (when, _) in list(self.damaged.items()):
            if when <= now():
                self.restore(name)

    def restore_all(self):
        for name in list(self.damaged):
            self.restore(name)

    def valid_files(self):
        return sorted(self.content)


# --- watching the show ---------------------------------------------------------------------


class Watcher(threading.Thread):
    """Follows the show's log as it is written: when each photo came on screen."""

    def __init__(self, log_path, photos):
        super().__init__(daemon=True)
        self.log_path, self.photos = log_path, photos
        self.timeline = []  # (seconds since the start, path) per photo put on screen
        self.errors = 0
        self.stopping = False

    def run(self):
        with open(self.log_path, "rb") as f:
            pending = b""
            while True:
                chunk = f.read()
                if chunk:
                    pending += chunk
                    *lines, pending = pending.split(b"\n")
                    for line in lines:
                        self.take(line.decode("utf-8", "replace"))
                elif self.stopping:
                    return
                else:
                    time.sleep(0.1)

    def take(self, line):
        if " showing " not in line:
            return
        for path in line.split(" showing ", 1)[1].split(" and "):
            self.timeline.append((now(), path.strip()))

def rss_kb(pid):
    try:
        with open("/proc/%d/status" % pid) as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        return None
    return None


def open_files(pid):
    try:
        return len(os.listdir("/proc/%d/fd" % pid))
    except OSError:
        return None


def start_xvfb(size):
    process = subprocess.Popen(["Xvfb", "-displayfd", "1", "-screen", "0", "%sx24" % size, "-nolisten", "tcp"],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, start_new_session=True)
    line = process.stdout.readline().decode().strip()
    if not line.isdigit():
        process.kill()
        sys.exit("soak: Xvfb did not start")
    return process, ":" + line


def stop(process, sig=signal.SIGTERM, wait=5):
    if process is None or process.poll() is not None:
        return
    try:
        os.killpg(process.pid, sig)
    except OSError:
        pass
    try:
        process.wait(timeout=wait)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()


def default_binary():
    for candidate in [".build/release/unwind", ".build-cmake/unwind"]:
        path = os.path.join(ROOT, candidate)
        if os.access(path, os.X_OK):
            return path
    sys.exit("soak: no release build of unwind found (swift build -c release --product unwind); or pass --binary")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--duration", type=float, default=1800, help="seconds of mutations (default 1800); one more cycle follows")
    parser.add_argument("--interval", type=float, default=2, help="the show's --interval (default 2)")
    parser.add_argument("--rescan-interval", type=float, default=10, help="the show's --rescan-interval (default 10)")
    parser.add_argument("--wm", choices=["openbox", "none"], default="openbox", help="window manager on the Xvfb display (default openbox)")
    parser.add_argument("--size", default="1280x720", help="screen and window size (default 1280x720)")
    parser.add_argument("--user", default="nobody", help="user the show runs as when started by root (default nobody)")
    parser.add_argument("--seed", type=int, default=1, help="the mutator's seed")
    parser.add_argument("--binary", default=None, help="the unwind to run (default: a release build)")
    parser.add_argument("--keep", default=None, help="work folder to keep (photos, log, report, samples)")
    parser.add_argument("--pool", default=os.path.join(tempfile.gettempdir(), "unwind-soak-pool"),
                        help="where the generated photos are kept between runs (made once, a few minutes)")
    parser.add_argument("--json", default=None, help="write the figures as JSON here")
    parser.add_argument("--analyse", default=None, metavar="DIR",
                        help="judge a run kept with --keep DIR again from its files (give the options it ran with)")
    args = parser.parse_args()
    if args.analyse:
        figures = analyse(args)
        if args.json:
            with open(args.json, "w") as f:
                json.dump(figures, f, indent=2)
        sys.exit(0 if figures["passed"] else 1)
    binary = os.path.abspath(args.binary or default_binary())
    work = os.path.abspath(args.keep or tempfile.mkdtemp(prefix="unwind-soak-"))
    os.makedirs(work, exist_ok=True)
    os.chmod(work, 0o755)
    photos, out, home = os.path.join(work, "photos"), os.path.join(work, "out"), os.path.join(work, "home")
    shutil.rmtree(photos, ignore_errors=True)
    for folder in (photos, out, home):
        os.makedirs(folder, exist_ok=True)
    os.chmod(photos, 0o755)
    drop = []
    if os.geteuid() == 0:
        user = pwd.getpwnam(args.user)
        for folder in (out, home):
            os.chown(folder, user.pw_uid, user.pw_gid)
        os.chmod(home, 0o700)
        drop = ["setpriv", "--reuid=%d" % user.pw_uid, "--regid=%d" % user.pw_gid, "--clear-groups"]
        say("the show runs as %s (uid %d): chmod 000 really makes a file unreadable to it" % (args.user, user.pw_uid))
    else:
        say("not root: the show runs as you")

    say("photos (large JPEG and PNG, HEIC, AVIF, GIF, WebP) from %s" % args.pool)
    names = make_pool(args.pool)
    mutator = Mutator(photos, args.pool, names, args.seed)

    xvfb, display = start_xvfb(args.size)
    wm = None
    if args.wm == "openbox":
        wm = subprocess.Popen(["openbox"], env=dict(os.environ, DISPLAY=display), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        time.sleep(1)
    say("Xvfb %s (%s), window manager: %s" % (display, args.size, args.wm))

    report = os.path.join(out, "report.json")
    argv = [binary, "slideshow", photos, "--windowed", "--size", args.size, "--interval", str(args.interval),
            "--rescan-interval", str(args.rescan_interval), "--order", "name", "--report", report, "--verbose"]
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "DISPLAY": display, "HOME": home, "XDG_RUNTIME_DIR": home,
           "XDG_STATE_HOME": os.path.join(home, "state"), "SWIFT_BACKTRACE": "enable=no", "LANG": "C.UTF-8"}
    log_path = os.path.join(out, "stderr.log")
    log_file = open(log_path, "wb")
    say("starting: %s" % " ".join(argv[1:]))
    show = subprocess.Popen(drop + argv, env=env, cwd=work, stdin=subprocess.DEVNULL, stdout=log_file, stderr=log_file, start_new_session=True)
    watcher = Watcher(log_path, photos)
    watcher.start()

    samples = []  # (time, rss kB, open files)
    next_sample = now()
    next_change = now() + 5
    end_of_mutations = now() + args.duration
    crashed = None
    try:
        while now() < end_of_mutations:
            if show.poll() is not None:
                crashed = show.returncode
                break
            if now() >= next_sample:
                samples.append((now(), rss_kb(show.pid), open_files(show.pid)))
                next_sample += 5
                if len(samples) % 60 == 0:
                    say("RSS %.0f MB, %d open files, %d photo changes seen" % (samples[-1][1] / 1024, samples[-1][2] or 0, len(watcher.timeline)))
            if now() >= next_change:
                mutator.step()
                next_change = now() + mutator.rng.uniform(3, 8)
            time.sleep(0.2)

        restored_at = None
        final = []
        if crashed is None:
            mutator.restore_all()
            restored_at = now()
            final = mutator.valid_files()
            per_photo = seconds_per_photo(watcher.timeline, args.interval)
            deadline = restored_at + args.rescan_interval + per_photo * (len(final) + 1)
            say("all %d files restored; one cycle is about %.0f s (%.2f s a photo): waiting until the show has shown them all" % (len(final), per_photo * len(final), per_photo))
            while now() < deadline + 2:
                if show.poll() is not None:
                    crashed = show.returncode
                    break
                if now() >= next_sample:
                    samples.append((now(), rss_kb(show.pid), open_files(show.pid)))
                    next_sample += 5
                time.sleep(0.2)
    finally:
        stopped_at = now()
        if show.poll() is None:
            show.send_signal(signal.SIGTERM)
            try:
                show.wait(timeout=10)
            except subprocess.TimeoutExpired:
                show.kill()
                show.wait()
        stop(wm)
        stop(xvfb, signal.SIGKILL)
        log_file.close()
        watcher.stopping = True
        watcher.join()

    with open(os.path.join(out, "exit-status.txt"), "w") as f:
        f.write("%s\n" % show.returncode)
    with open(os.path.join(out, "samples.tsv"), "w") as f:
        f.write("seconds\trss_kb\topen_files\n" + "".join("%.1f\t%s\t%s\n" % sample for sample in samples))
    with open(os.path.join(out, "timeline.tsv"), "w") as f:
        f.write("seconds\tshown\n" + "".join("%.1f\t%s\n" % entry for entry in watcher.timeline))
    with open(os.path.join(out, "mutations.tsv"), "w") as f:
        f.write("seconds\tchange\tfile\n" + "".join("%.1f\t%s\t%s\n" % event for event in mutator.events))
    figures = judge(args, show, crashed, report, log_path, samples, watcher, mutator, final, restored_at, stopped_at)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(figures, f, indent=2)
    if not args.keep and figures["passed"]:
        shutil.rmtree(work, ignore_errors=True)
    else:
        say("kept %s" % work)
    sys.exit(0 if figures["passed"] else 1)


def seconds_per_photo(timeline, interval):
    gaps = [b[0] - a[0] for a, b in zip(timeline, timeline[1:])]
    return statistics.median(gaps) if len(gaps) >= 5 else interval * 2


def judge(args, show, crashed, report_path, log_path, samples, watcher, mutator, final, restored_at, stopped_at):
    problems = []
    with open(log_path, "rb") as f:
        log = f.read().decode("utf-8", "replace").splitlines()
    if crashed is not None:
        problems.append("the show ended by itself with status %s before SIGTERM" % crashed)
    if show.returncode is None:
        problems.append("exit status not recorded (kept by a soak.py before exit-status.txt)")
    elif show.returncode != 0:
        problems.append("exit status %s after SIGTERM (expected 0)" % show.returncode)
    if any("Fatal error" in line or "Program crashed" in line for line in log):
        problems.append("a crash in the log")
    try:
        with open(report_path) as f:
            report = json.load(f)
    except (OSError, ValueError) as error:
        report = {}
        problems.append("no report: %s" % error)

    # RSS: flat after the warm-up (the first cycle).
    rss = [(t, kb) for t, kb, _ in samples if kb]
    per_photo = seconds_per_photo(watcher.timeline, args.interval)
    warm = per_photo * len(mutator.names) + 10
    steady = [kb for t, kb in rss if t >= warm] or [kb for _, kb in rss]
    tenth = max(1, len(steady) // 10)
    start_mb = statistics.median(steady[:tenth]) / 1024 if steady else 0
    end_mb = statistics.median(steady[-tenth:]) / 1024 if steady else 0
    max_mb = max((kb for _, kb in rss), default=0) / 1024
    drift = (end_mb - start_mb) / start_mb if start_mb else 0
    if abs(drift) > 0.10:
        problems.append("RSS not flat: %.0f MB after warm-up, %.0f MB at the end (%+.1f %%)" % (start_mb, end_mb, drift * 100))
    files = [n for _, _, n in samples if n is not None]

    # Every file valid at the end shown again within one cycle of the restore.
    missing = []
    if restored_at is not None:
        after = {path for t, path in watcher.timeline if t >= restored_at}
        for name in final:
            if not any(p.endswith("/" + name) for p in after):
                missing.append(name)
        if missing:
            problems.append("%d of %d files not shown again within a cycle of the restore: %s" % (len(missing), len(final), ", ".join(missing)))

    # Skips: at most one line per change that can break a file (a damage, or a write the
    # show may catch half done), and a bomb only ever refused by the limit.
    skips = skip_lines(log, mutator.photos)
    kinds = {}
    for _, kind, _ in mutator.events:
        kinds[kind] = kinds.get(kind, 0) + 1
    weight = {"truncate": 1, "unreadable": 1, "bomb": 1, "slow-copy": 2, "restore-truncate": 1, "add": 1, "replace": 1}
    budget = {}
    for _, kind, name in mutator.events:
        budget[name] = budget.get(name, 0) + weight.get(kind, 0)
    per_file = {}
    for _, name, _ in skips:
        per_file[name] = per_file.get(name, 0) + 1
    spam = {name: count for name, count in per_file.items() if count > budget.get(name, 0)}
    if spam:
        problems.append("more skip lines than changes for %s: log spam" % ", ".join("%s (%d > %d)" % (n, c, budget.get(n, 0)) for n, c in sorted(spam.items())))
    bombs = bomb_windows(mutator.events)
    bomb_refusals = [name for _, name, reason in skips if "megapixel limit" in reason]
    for t, name, reason in skips:
        inside = any(n == name and start - 1 <= t <= end + 1 for n, start, end in bombs)
        if inside and "megapixel limit" not in reason and "No such file" not in reason:
            problems.append("%s was a bomb at %.0f s and was skipped for another reason (a decoder saw it): %s" % (name, t, reason))
    extra = damage_figures(mutator.events, watcher.timeline, skips + gone_lines(log, mutator.photos), log)
    if extra["damagesWithMoreThanOneLine"]:
        problems.append("%d damages logged more than once" % extra["damagesWithMoreThanOneLine"])
    if extra["restoresNeverShown"]:
        problems.append("%d restored files never shown again" % len(extra["restoresNeverShown"]))
    if extra["skipLinesUnexplained"]:
        problems.append("%d skip lines at no damage and no write" % len(extra["skipLinesUnexplained"]))
    if extra["unexpectedLines"]:
        problems.append("%d unexpected log lines (warnings other than skips, or lines not from the logger)" % len(extra["unexpectedLines"]))
    gone_count = sum(1 for line in log if " is gone (" in line)
    shown_after_skip = retried(skips, watcher.timeline)
    shown = report.get("shown", [])

    figures = {
        "command": " ".join(sys.argv), "duration": args.duration, "interval": args.interval, "rescanInterval": args.rescan_interval,
        "wm": args.wm, "seconds": stopped_at, "rssStartMB": round(start_mb, 1), "rssEndMB": round(end_mb, 1), "rssMaxMB": round(max_mb, 1),
        "rssDriftPercent": round(drift * 100, 2), "openFilesMin": min(files, default=0), "openFilesMax": max(files, default=0),
        "photoChanges": len(watcher.timeline), "shownInReport": len(shown), "distinctShown": len(set(shown)),
        "secondsPerPhoto": round(per_photo, 2), "mutations": kinds, "skipLines": len(skips), "goneLines": gone_count, "bombRefusals": len(bomb_refusals),
        "retriedAndShown": shown_after_skip, "finalFiles": len(final), "missingAfterRestore": missing,
"exitStatus": show.returncode, "stoppedBy": report.get("stoppedBy"),
        "frames": report.get("frames"), "frameIntervals": report.get("frameIntervals"), "problems": problems, "passed": not problems,
    }
    figures.update(extra)
    say("---- figures")
    say("ran %.0f s (%s, --interval %g, --rescan-interval %g, window manager: %s)" % (stopped_at, args.duration, args.interval, args.rescan_interval, args.wm))
    say("RSS: %.1f MB after warm-up, %.1f MB at the end (%+.1f %%), max %.1f MB; open files %d..%d" % (start_mb, end_mb, drift * 100, max_mb, figures["openFilesMin"], figures["openFilesMax"]))
    say("photos: %d changes seen, %d in the report (%d distinct), %.2f s a photo" % (len(watcher.timeline), len(shown), len(set(shown)), per_photo))
    say("mutations: %s" % ", ".join("%s %d" % kv for kv in sorted(kinds.items())))
    say("log: %d skip lines (%d bombs refused by the limit), %d 'gone' lines; skipped and shown again after a fix: %d" % (len(skips), len(bomb_refusals), gone_count, shown_after_skip))
    say("after the restore: %d of %d files shown again within a cycle; exit status %s (%s)" % (len(final) - len(missing), len(final), show.returncode, report.get("stoppedBy")))
    print_damage_figures(extra)
    if report.get("frames"):
        fr = report["frames"]
        say("frames: %d, p50 %.2f ms, p95 %.2f ms, max %.1f ms" % (fr["count"], fr["p50"], fr["p95"], fr["max"]))
    for problem in problems:
        say("FAIL: " + problem)
    say("PASSED" if not problems else "FAILED")
    return figures


def skip_lines(log, photos):
    """(seconds since the start, file name under PHOTOS, reason) of each "skipped" line."""
    found = []
    for line in log:
        if " skipped " not in line:
            continue
        rest = line.split(" skipped ", 1)[1]
        path, _, reason = rest.partition(": ")
        try:
            t = datetime.strptime(line.split(" ", 1)[0], "%Y-%m-%dT%H:%M:%S%z").timestamp() - STARTED_WALL
        except ValueError:
            t = 0
        found.append((t, os.path.relpath(path, photos), reason))
    return found


def gone_lines(log, photos):
    """(seconds since the start, file name under PHOTOS, reason) of each "is gone" line."""
    found = []
    for line in log:
        if " is gone (" not in line or "] " not in line:
            continue
        path, _, rest = line.split("] ", 1)[1].partition(" is gone (")
        try:
            t = datetime.strptime(line.split(" ", 1)[0], "%Y-%m-%dT%H:%M:%S%z").timestamp() - STARTED_WALL
        except ValueError:
            t = 0
        found.append((t, os.path.relpath(path, photos), "gone (" + rest))
    return found


def bomb_windows(events):
    """(name, from, to) of each time a file held a bomb."""
    windows, open_ = [], {}
    for t, kind, name in events:
        if kind == "bomb":
            open_[name] = t
        elif name in open_ and kind in ("restore-bomb", "remove-added"):
            windows.append((name, open_.pop(name), t))
    windows += [(name, start, now()) for name, start in open_.items()]
    return windows


def retried(skips, timeline):
    """Skips followed by the file coming on screen again: each retry that worked."""
    count = 0
    for t, name, _ in skips:
        if any(when > t and path.endswith("/" + name) for when, path in timeline):
            count += 1
    return count


DAMAGES = ("truncate", "unreadable", "bomb", "delete", "rename")


def damage_figures(events, timeline, skips, log):
    """Per damage, the lines logged about it while it lasted ("skipped", or "is gone" when the
    show met a vanished file before a rescan did); per restore, the seconds until the file
    was on screen again; and the log lines nobody expects."""
    # Log timestamps have whole seconds and the mutator's times are read after each change:
    # a line counts for a damage from 1 s before it to 1 s after its restore.
    windows = []  # [kind, name, from, to]
    current = {}
    for t, kind, name in events:
        if kind in DAMAGES:
            current[name] = [kind, name, t, None]
            windows.append(current[name])
        elif name in current and (kind == "restore-" + current[name][0] or kind == "remove-added"):
            current.pop(name)[3] = t
    # Each line goes to one damage: the latest on its file that began by then (a file
    # restored and damaged again in one step has two windows meeting at one instant).
    hits = {id(w): 0 for w in windows}
    others = []
    for t, n, r in skips:
        around = [w for w in windows if w[1] == n and w[2] - 1 <= t <= (w[3] if w[3] is not None else float("inf")) + 1]
        if around:
            hits[id(max(around, key=lambda w: w[2]))] += 1
        else:
            others.append((t, n, r))
    lines_per_damage = {}
    for window in windows:
        counts = lines_per_damage.setdefault(window[0], {})
        counts[hits[id(window)]] = counts.get(hits[id(window)], 0) + 1
    # Slow copies (logged when done, after up to 4 s) and plain writes may be caught half
    # done; a line then is the show meeting a half-copied file, not a damage logged twice.
    copies = [(t - 5 if kind == "slow-copy" else t - 1, t + 2 if kind == "slow-copy" else t + 6, name)
              for t, kind, name in events if kind in ("slow-copy", "add", "restore-truncate")]
    unexplained = [(t, n, r) for t, n, r in others if not any(n == name and start <= t <= end for start, end, name in copies)]

    # Every restore (and every file restored at the end): the seconds until it was shown.
    shown = {}
    for t, path in timeline:
        shown.setdefault(path, []).append(t)
    def next_shown(name, after):
        return min((t for path, times in shown.items() if path.endswith("/" + name) for t in times if t >= after), default=None)
    removed = {}
    for t, kind, name in events:
        if kind == "remove-added":
            removed.setdefault(name, []).append(t)
    reappear = {}
    never = []
    damaged_again = 0
    for t, kind, name in events:
        if not kind.startswith("restore-"):
            continue
        seen = next_shown(name, t)
        gone_first = any(r >= t and (seen is None or r < seen) for r in removed.get(name, []))
        # Damaged again before its turn came: its wait is the next restore's.
        hit_again = any(u > t and (seen is None or u < seen) and k in DAMAGES and n == name for u, k, n in events)
        if hit_again:
            damaged_again += 1
        elif seen is None and not gone_first:
            never.append("%s at %.0f s" % (name, t))
        elif seen is not None:
            reappear.setdefault(kind[len("restore-"):], []).append(seen - t)
    waits = [w for ws in reappear.values() for w in ws]
    # A renamed file is a new photo while it is renamed: was it shown under its new name?
    renames = [(name, start, end) for kind, name, start, end in windows if kind == "rename"]
    def renamed_path(path, name):
        folder, base = os.path.split(name)
        stem = os.path.basename(path)
        return os.path.dirname(path).endswith(folder) and stem.startswith("renamed-") and stem[12:] == base
    renames_shown = sum(1 for name, start, end in renames
                        if any(start <= t <= (end if end is not None else float("inf")) and renamed_path(p, name) for t, p in timeline))

    # Lines nobody expects: warnings and errors other than skips, and lines not from the logger.
    expected_info = (" showing ", " rescan: ", " is gone (", "] slideshow: ", "] library index ", "] SDL video driver: ", "] renderer: ")
    unexpected, budget_drops = [], []
    for line in log:
        parts = line.split(" ", 2)
        if "] transition '" in line and " missed the frame budget " in line:
            # The show dropping a transition this machine drew too slowly (a loaded CPU):
            # listed, not a failure; the soak measures crashes, memory and lines, not speed.
            budget_drops.append(line)
            continue
        if len(parts) < 3 or not parts[0][:4].isdigit():
            unexpected.append(line)
        elif parts[1] == "info":
            if not any(marker in line for marker in expected_info):
                unexpected.append(line)
        elif not (parts[1] == "warning" and " skipped " in line):
            unexpected.append(line)
    return {
        "damages": {kind: sum(c.values()) for kind, c in lines_per_damage.items()},
        "skipLinesPerDamage": {kind: {str(k): v for k, v in sorted(c.items())} for kind, c in lines_per_damage.items()},
        "damagesWithMoreThanOneLine": sum(v for c in lines_per_damage.values() for k, v in c.items() if k > 1),
        "skipLinesOutsideDamages": len(others), "skipLinesDuringCopies": len(others) - len(unexplained), "skipLinesUnexplained": ["%.0f s %s: %s" % u for u in unexplained],
        "renames": len(renames), "renamesShownUnderNewName": renames_shown,
        "restores": len(waits), "restoresDamagedAgainFirst": damaged_again, "restoresNeverShown": never,
        "reappearSecondsMax": round(max(waits, default=0), 1), "reappearSecondsMedian": round(statistics.median(waits), 1) if waits else 0,
        "reappearSecondsMaxByKind": {kind: round(max(ws), 1) for kind, ws in sorted(reappear.items())},
        "unexpectedLines": unexpected[:20], "unexpectedLineCount": len(unexpected), "transitionsDropped": budget_drops,
    }


def print_damage_figures(extra):
    say("lines per damage, skipped or gone (lines: damages): %s" % "; ".join(
        "%s %s" % (kind, ", ".join("%s: %d" % kv for kv in counts.items())) for kind, counts in sorted(extra["skipLinesPerDamage"].items())))
    say("lines outside a damage: %d (%d during a slow copy or a plain write, %d otherwise)" % (
        extra["skipLinesOutsideDamages"], extra["skipLinesDuringCopies"], len(extra["skipLinesUnexplained"])))
    for line in extra["skipLinesUnexplained"][:10]:
        say("  unexplained: " + line)
    say("restores: %d shown again, median %.1f s, longest %.1f s (%s); damaged again before their turn: %d; never shown again: %d" % (
        extra["restores"], extra["reappearSecondsMedian"], extra["reappearSecondsMax"],
        ", ".join("%s %.1f" % kv for kv in extra["reappearSecondsMaxByKind"].items()), extra["restoresDamagedAgainFirst"],
        len(extra["restoresNeverShown"])))
    for line in extra["restoresNeverShown"][:10]:
        say("  never shown again: " + line)
    if extra["renames"]:
        say("renames: %d, shown under the new name while renamed: %d" % (extra["renames"], extra["renamesShownUnderNewName"]))
    say("transitions dropped for missing the frame budget: %d" % len(extra["transitionsDropped"]))
    for line in extra["transitionsDropped"]:
        say("  " + line)
    say("unexpected log lines: %d" % extra["unexpectedLineCount"])
    for line in extra["unexpectedLines"]:
        say("  " + line)


def analyse(args):
    """Judges a run kept with `--keep DIR` again from its files: the log, the mutations, the
    timeline, the samples and the report. The files valid at the end are those in the folder
    (the run restored them all); the exit status is read from exit-status.txt if kept."""
    from types import SimpleNamespace
    work = os.path.abspath(args.analyse)
    out, photos = os.path.join(work, "out"), os.path.join(work, "photos")
    def rows(name):
        with open(os.path.join(out, name)) as f:
            return [line.rstrip("\n").split("\t") for line in f.readlines()[1:]]
    events = [(float(t), kind, name) for t, kind, name in rows("mutations.tsv")]
    timeline = [(float(t), path) for t, path in rows("timeline.tsv")]
    samples = [(float(t), int(kb) if kb != "None" else None, int(n) if n != "None" else None) for t, kb, n in rows("samples.tsv")]
    log_path = os.path.join(out, "stderr.log")
    with open(log_path, "rb") as f:
        log = f.read().decode("utf-8", "replace").splitlines()
    # The log has wall-clock times, the files seconds since the start: match "showing" lines
    # (the watcher saw each within 0.1 s of its write, and the log's seconds are whole).
    walls = []
    for line in log:
        if " showing " in line:
            wall = datetime.strptime(line.split(" ", 1)[0], "%Y-%m-%dT%H:%M:%S%z").timestamp()
            walls += [wall] * len(line.split(" showing ", 1)[1].split(" and "))
    global STARTED_WALL
    STARTED_WALL = -(statistics.median(t - w for (t, _), w in zip(timeline, walls)) - 0.5)
    status_path = os.path.join(out, "exit-status.txt")
    returncode = None
    if os.path.exists(status_path):
        with open(status_path) as f:
            text = f.read().strip()
        returncode = int(text) if text.lstrip("-").isdigit() else None
    final = sorted(os.path.relpath(os.path.join(folder, name), photos) for folder, _, files in os.walk(photos)
                   for name in files if not name.endswith(".partial"))
    restores = [t for t, kind, _ in events if kind.startswith("restore-")]
    restored_at = max(restores) if restores and max(restores) >= args.duration else args.duration
    mutator = SimpleNamespace(events=events, photos=photos, names=make_pool(args.pool))
    watcher = SimpleNamespace(timeline=timeline)
    say("judging the run kept in %s again from its files" % work)
    return judge(args, SimpleNamespace(returncode=returncode), None, os.path.join(out, "report.json"), log_path, samples,
                 watcher, mutator, final, restored_at, max(t for t, _, _ in samples))


if __name__ == "__main__":
    main()
