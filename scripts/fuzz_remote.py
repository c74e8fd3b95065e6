"""The `remote` fuzz family: a headless show with the HTTP remote (and MQTT, where a
mosquitto broker is installed) under hostile clients, for scripts/fuzz.py.

Each case starts `unwind slideshow --headless --listen 127.0.0.1:PORT [--mqtt ...]`, waits for
the remote to answer, then attacks it with one seeded mix of:

  header-line   one header line of 1 B ... 1 MiB, sent as fast as the socket takes it
  header-count  up to 5,000 small header lines
  rebinding     a Host that only looks like loopback (`127.0.0.1.evil.example`, `127.1`, ...)
  slow          up to 50 connections that send a byte now and then (slowloris)
  body          a declared or real body up to 16 MiB
  mqtt          command payloads of 0 B ... 16 MiB on the frame's command topics

and checks, besides the usual crash/hang/deaf outcomes:

  stalled     `/api/status` from a normal client got no 200 within 5 s while the attack went on
  rebound     a rebinding Host got anything but 403 from the token-less server
  unrefused   an MQTT payload over the 4 KiB command cap left no `refused` line in the log
  unclean     SIGTERM after the attack did not end the show with exit 0 within 1 s

Sizes are capped where FlyingFox's header reader (quadratic in a line's length) would turn a
case into a minute of CPU (see docs/reliability.md): header lines above 64 KiB are sent only
by the `--heavy` variant, `UNWIND_FUZZ_HEAVY=1`.
"""
import os
import random
import shutil
import signal
import socket
import struct
import subprocess
import tempfile
import threading
import time

HEAVY = os.environ.get("UNWIND_FUZZ_HEAVY") == "1"
REBINDING_HOSTS = ["127.0.0.1.evil.example", "127.0.0.1.nip.io:8080", "127.evil.example", "localhost.evil.example",
                   "0x7f.0.0.1", "127.1", "[::1]x", "127.0.0.1:80x", "evil.example"]
MOSQUITTO = next((p for p in ["/usr/sbin/mosquitto", "/usr/bin/mosquitto"] if os.access(p, os.X_OK)), None)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# The attacks come from another loopback address (Linux routes all of 127/8 to lo), as from
# another host: the server cools down an address it keeps refusing (docs/kiosk.md), and the
# normal client checking `/api/status` from 127.0.0.1 must not be taken for the attacker.
ATTACKER = ("127.0.0.2", 0)


def request(port, data, timeout=10.0, source=None):
    """Sends raw bytes (from `source`, an address and port), returns (status or None, seconds)."""
    started = time.monotonic()
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=timeout, source_address=source) as s:
            s.sendall(data)
            reply = b""
            while b"\r\n" not in reply:
                chunk = s.recv(4096)
                if not chunk:
                    break
                reply += chunk
    except OSError:
        return None, time.monotonic() - started
    parts = reply.split(b" ", 2)
    status = int(parts[1]) if len(parts) > 1 and parts[1].isdigit() else None
    return status, time.monotonic() - started


def status_ok(port, timeout=10.0):
    status, _ = request(port, b"GET /api/status HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", timeout)
    return status == 200


def mqtt_publish(port, topic, payload):
    """A minimal MQTT 3.1.1 client: CONNECT, PUBLISH (QoS 0), DISCONNECT."""
    def remaining(n):
        out = b""
        while True:
            byte, n = n % 128, n // 128
            out += bytes([byte | (0x80 if n else 0)])
            if not n:
                return out
    def string(s):
        return struct.pack("!H", len(s)) + s
    client = b"fuzz-%d" % random.randrange(1 << 30)
    connect = string(b"MQTT") + bytes([4, 2]) + struct.pack("!H", 30) + string(client)
    body = string(topic.encode()) + payload
    with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
        s.sendall(bytes([0x10]) + remaining(len(connect)) + connect)
        s.recv(4)
        s.sendall(bytes([0x30]) + remaining(len(body)) + body)
        s.sendall(bytes([0xE0, 0]))


def mqtt_wait_for(port, topic, payload, timeout=15.0):
    """Subscribes to `topic` and waits for `payload` there (the show's retained `online`)."""
    def string(s):
        return struct.pack("!H", len(s)) + s
    deadline = time.monotonic() + timeout
    try:
        with socket.create_connection(("127.0.0.1", port), timeout=timeout) as s:
            connect = string(b"MQTT") + bytes([4, 2]) + struct.pack("!H", 30) + string(b"fuzz-watch-%d" % random.randrange(1 << 30))
            s.sendall(bytes([0x10, len(connect)]) + connect)
            s.recv(4)
            body = struct.pack("!H", 1) + string(topic.encode()) + bytes([0])
            s.sendall(bytes([0x82, len(body)]) + body)
            data = b""
            while time.monotonic() < deadline:
                s.settimeout(max(0.1, deadline - time.monotonic()))
                chunk = s.recv(65536)
                if not chunk:
                    return False
                data += chunk
                if topic.encode() + payload in data:
                    return True
    except OSError:
        return False
    return False


class Broker:
    """One mosquitto for the whole run, on a free port."""
    def __init__(self):
        self.folder = tempfile.mkdtemp(prefix="unwind-fuzz-mqtt-")
        self.port = free_port()
        conf = os.path.join(self.folder, "mosquitto.conf")
        with open(conf, "w") as f:
            f.write("listener %d 127.0.0.1\nallow_anonymous true\npersistence false\nmessage_size_limit 0\n" % self.port)
        self.process = subprocess.Popen([MOSQUITTO, "-c", conf], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(100):
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                return
            except OSError:
                time.sleep(0.05)

    def stop(self):
        self.process.terminate()
        self.process.wait()
        shutil.rmtree(self.folder, ignore_errors=True)


def plan(rng):
    """The attacks of one case."""
    kinds = rng.sample(["header-line", "header-count", "rebinding", "slow", "body", "mqtt"], rng.randint(1, 3))
    line = rng.choice([1, 4096, 8193, 16384, 65536] + ([262144, 1 << 20] if HEAVY else []))
    return {
        "kinds": kinds,
        "line": line,
        "count": rng.choice([10, 200, 1000, 5000]),
        "host": rng.choice(REBINDING_HOSTS),
        "slow": rng.randint(5, 50),
        "body": rng.choice([16 * 1024 + 1, 1 << 20, 16 << 20]),
        "body-real": rng.random() < 0.5,
        "mqtt": rng.choice([0, 4097, 65536, 1 << 20, 16 << 20]),
        "topic": rng.choice(["next", "transition", "interval", "screen", "pause"]),
    }


def attack(port, mqtt_port, attacks, log_text):
    """Runs the attacks; returns the failures the server showed (log_text() reads stderr so far)."""
    failures = []
    slow = []
    try:
        if "slow" in attacks["kinds"]:
            for _ in range(attacks["slow"]):
                try:
                    s = socket.create_connection(("127.0.0.1", port), timeout=5, source_address=ATTACKER)
                    s.sendall(b"GET /api/status HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Drip: ")
                    slow.append(s)
                except OSError:
                    break
        # Header attacks run beside the checks below, as a real attacker's would.
        floods = []
        if "header-line" in attacks["kinds"]:
            data = b"GET /api/status HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Huge: " + b"h" * attacks["line"] + b"\r\n\r\n"
            floods.append(threading.Thread(target=request, args=(port, data, 60, ATTACKER), daemon=True))
        if "header-count" in attacks["kinds"]:
            data = b"GET /api/status HTTP/1.1\r\nHost: 127.0.0.1\r\n" + b"".join(b"X-%d: v\r\n" % i for i in range(attacks["count"])) + b"\r\n"
            floods.append(threading.Thread(target=request, args=(port, data, 60, ATTACKER), daemon=True))
        for flood in floods:
            flood.start()
        if floods:
            time.sleep(0.2)
        if "rebinding" in attacks["kinds"]:
            for path in [b"GET /api/status", b"POST /api/screen/off", b"GET /api/photo/current"]:
                status, _ = request(port, path + b" HTTP/1.1\r\nHost: " + attacks["host"].encode() + b"\r\nConnection: close\r\n\r\n", 20)
                if status is not None and status != 403:
                    failures.append("rebound")
                    break
        if "body" in attacks["kinds"]:
            head = b"PATCH /api/settings HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: %d\r\n\r\n" % attacks["body"]
            request(port, head + (b"{" * attacks["body"] if attacks["body-real"] else b""), 20, ATTACKER)
        if "mqtt" in attacks["kinds"] and mqtt_port:
            size = attacks["mqtt"]
            device = attacks["device"]
            if not mqtt_wait_for(mqtt_port, "unwind/%s/available" % device, b"online"):
                failures.append("mqtt-offline")
            try:
                mqtt_publish(mqtt_port, "unwind/%s/cmd/%s" % (device, attacks["topic"]), b"x" * size)
            except OSError:
                pass
            if size > 4096:
                deadline = time.monotonic() + 10
                while "refused" not in log_text() and time.monotonic() < deadline:
                    time.sleep(0.1)
                if "refused" not in log_text():
                    failures.append("unrefused")
        for s in slow:
            try:
                s.sendall(b"d")
            except OSError:
                pass
        if not status_ok(port, 5):
            failures.append("stalled")
        for flood in floods:
            flood.join(60)
    finally:
        for s in slow:
            s.close()
    return failures


def run(binary, index, rng, ctx, folder, env):
    """One case: returns (outcome, deaf, status, stderr text, failures, argv)."""
    port = free_port()
    broker = ctx.get("broker")
    argv = [binary, "slideshow", ctx["photos"], "--headless", "--size", "64x36", "--fps", "10", "--run-for", "600",
            "--listen", "127.0.0.1:%d" % port, "--report", os.path.join(folder, "report.json"), "--state-dir", folder, "--verbose"]
    if broker:
        config = os.path.join(folder, "unwind.toml")
        with open(config, "w") as f:
            f.write('[mqtt]\nurl = "mqtt://127.0.0.1:%d"\ndevice-id = "fuzz%d"\n' % (broker.port, index))
        argv += ["--config", config]
    attacks = plan(rng)
    attacks["device"] = "fuzz%d" % index
    err_path = os.path.join(folder, "stderr.txt")
    with open(err_path, "wb") as err:
        process = subprocess.Popen(argv, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=err, start_new_session=True)

        def log_text():
            with open(err_path, "rb") as f:
                return f.read().decode("utf-8", "replace")
        failures = []
        deadline = time.monotonic() + 30
        while not status_ok(port, 2) and time.monotonic() < deadline and process.poll() is None:
            time.sleep(0.1)
        if process.poll() is None:
            failures = attack(port, broker.port if broker else None, attacks, log_text)
        outcome, deaf = None, False
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
            try:
                process.wait(timeout=1)
            except subprocess.TimeoutExpired:
                failures.append("unclean")
                try:
                    process.wait(timeout=5)
                except subprocess.TimeoutExpired:
                    deaf = True
                    outcome = "hang"
                    os.killpg(process.pid, signal.SIGKILL)
                    process.wait()
            if outcome is None and process.returncode not in (0, None) and process.returncode > 0:
                failures.append("unclean")
    text = log_text()
    status = process.returncode
    if outcome is None:
        if status < 0 or "Fatal error" in text:
            outcome = "crash"
        elif status == 0:
            outcome = "ok"
        elif any(line.startswith(("Error:", "unwind:")) for line in text.splitlines()):
            outcome = "refused"
        else:
            outcome = "unclear"
    return outcome, deaf, status, text, sorted(set(failures)), argv, attacks
