#!/usr/bin/env python3
"""A TCP proxy on loopback in front of a real server, for outage tests: it relays every
connection to the target port; while the file MODEFILE holds "slow", it passes the server's
answers on at one byte a second (a NAS on a failing link), else at full speed.

Usage: slow_proxy.py LISTEN_PORT TARGET_PORT MODEFILE
"""
import socket
import sys
import threading
import time

LISTEN, TARGET, MODEFILE = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]


def slow():
    try:
        with open(MODEFILE) as f:
            return f.read().strip() == "slow"
    except OSError:
        return False


def pipe(source, sink, throttled):
    try:
        while True:
            data = source.recv(65536)
            if not data:
                break
            if throttled and slow():
                for i in range(len(data)):
                    sink.sendall(data[i:i + 1])
                    time.sleep(1)
            else:
                sink.sendall(data)
    except OSError:
        pass
    finally:
        for s in (source, sink):
            try:
                s.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass


def serve(client):
    try:
        server = socket.create_connection(("127.0.0.1", TARGET))
    except OSError:
        client.close()
        return
    threading.Thread(target=pipe, args=(client, server, False), daemon=True).start()
    threading.Thread(target=pipe, args=(server, client, True), daemon=True).start()


listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
listener.bind(("127.0.0.1", LISTEN))
listener.listen(16)
while True:
    connection, _ = listener.accept()
    serve(connection)
