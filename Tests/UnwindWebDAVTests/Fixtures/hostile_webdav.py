#!/usr/bin/env python3
"""A WebDAV server that misbehaves on request, for the network-folder bad-input tests.

Usage: hostile_webdav.py PORT. It serves one share at /share/ holding a.jpg; POST /mode
with a mode name in the body switches how every later request is answered:
ok, huge (a 100 MB listing), many (100,000 entries), deep (folders 50 levels deep),
slow (one byte a second), loop (a redirect loop), bigfile (a 10 GB file listed, and a photo
whose download never ends), error (503).
"""
import socketserver
import sys
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

MODE = ["ok"]
PHOTO = b"\xff\xd8\xff\xe0" + b"x" * 2000 + b"\xff\xd9"


def entry(href, folder=False, size=None, etag="\"1\""):
    kind = "<d:resourcetype><d:collection/></d:resourcetype>" if folder else "<d:resourcetype/>"
    length = "" if size is None else "<d:getcontentlength>%d</d:getcontentlength>" % size
    return ("<d:response><d:href>%s</d:href><d:propstat><d:prop>%s<d:getetag>%s</d:getetag>%s"
            "</d:prop></d:propstat></d:response>" % (href, kind, etag, length))


def multistatus(entries):
    return '<?xml version="1.0"?><d:multistatus xmlns:d="DAV:">' + "".join(entries) + "</d:multistatus>"


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def send(self, status, body, content_type="application/xml"):
        data = body.encode() if isinstance(body, str) else body
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_POST(self):
        length = int(self.headers.get("Content-Length", "0"))
        MODE[0] = self.rfile.read(length).decode().strip()
        self.send(200, "mode " + MODE[0], "text/plain")

    def stream(self, head, piece, count, tail):
        self.send_response(207)
        self.send_header("Content-Type", "application/xml")
        self.send_header("Connection", "close")
        self.end_headers()
        try:
            self.wfile.write(head.encode())
            for _ in range(count):
                self.wfile.write(piece.encode())
            self.wfile.write(tail.encode())
        except (BrokenPipeError, ConnectionResetError):
            pass
        self.close_connection = True

    def do_PROPFIND(self):
        length = int(self.headers.get("Content-Length", "0"))
        self.rfile.read(length)
        mode = MODE[0]
        path = self.path
        if mode == "error":
            return self.send(503, "busy", "text/plain")
        if mode == "loop":
            self.send_response(302)
            self.send_header("Location", path)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        if mode == "slow":
            self.send_response(207)
            self.send_header("Content-Type", "application/xml")
            self.send_header("Connection", "close")
            self.end_headers()
            try:
                for byte in multistatus([entry("/share/", True)]).encode():
                    self.wfile.write(bytes([byte]))
                    self.wfile.flush()
                    time.sleep(1)
            except (BrokenPipeError, ConnectionResetError):
                pass
            self.close_connection = True
            return
        if mode == "huge":
            head = '<?xml version="1.0"?><d:multistatus xmlns:d="DAV:">' + entry("/share/", True)
            return self.stream(head, "<!--" + "x" * 1000 + "-->", 100_000, "</d:multistatus>")
        if mode == "many":
            head = '<?xml version="1.0"?><d:multistatus xmlns:d="DAV:">' + entry("/share/", True)
            return self.stream(head, entry("/share/p.jpg", size=10), 100_000, "</d:multistatus>")
        if mode == "deep":
            return self.send(207, multistatus([entry(path, True), entry(path + "d/", True)]))
        if mode == "bigfile":
            return self.send(207, multistatus([entry("/share/", True), entry("/share/a.jpg", size=len(PHOTO)),
                                               entry("/share/huge.jpg", size=10 * 1024 ** 3),
                                               entry("/share/endless.jpg", size=100, etag="\"2\"")]))
        return self.send(207, multistatus([entry("/share/", True), entry("/share/a.jpg", size=len(PHOTO))]))

    def do_GET(self):
        if MODE[0] == "bigfile" and self.path.endswith("endless.jpg"):
            self.send_response(200)
            self.send_header("Content-Type", "image/jpeg")
            self.send_header("Connection", "close")
            self.end_headers()
            try:
                for _ in range(5000):
                    self.wfile.write(b"y" * 65536)
            except (BrokenPipeError, ConnectionResetError):
                pass
            self.close_connection = True
            return
        if self.path.endswith("a.jpg"):
            return self.send(200, PHOTO, "image/jpeg")
        self.send(404, "no", "text/plain")


class Server(ThreadingHTTPServer):
    daemon_threads = True

    def server_bind(self):
        # HTTPServer looks the host's name up (getfqdn), which waits out DNS on a machine
        # with no network; loopback needs no name.
        socketserver.TCPServer.server_bind(self)
        self.server_name, self.server_port = self.server_address[:2]


if __name__ == "__main__":
    Server(("127.0.0.1", int(sys.argv[1])), Handler).serve_forever()
