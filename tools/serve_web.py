#!/usr/bin/env python3
"""Serves the browser build (build-web/) on this machine, for playing and for
tests: every answer carries the cross-origin isolation headers (the game's
threads need shared memory, which a browser gives only to an isolated page)
and the right types (application/wasm: streaming compilation).

    tools/serve_web.py [--dir build-web] [--port 8000] [--bind 127.0.0.1] [--no-isolation]

then open http://127.0.0.1:8000/pagoda.html (a deal: ?game=mahjong&seed=7).
--port 0 takes a free port; the first line printed is the address.
--no-isolation leaves the isolation headers out, as an ordinary web server
does: the page then loads the build without threads (pagoda-st.js)."""

import argparse
import functools
import http.server
import os
import sys
import threading

TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".wasm": "application/wasm",
    ".data": "application/octet-stream",
    ".json": "application/json",
    ".png": "image/png",
}


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}

    def end_headers(self):
        if self.server.isolate:
            self.send_header("Cross-Origin-Opener-Policy", "same-origin")
            self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
            self.send_header("Cross-Origin-Resource-Policy", "same-origin")
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, fmt, *args):
        if self.server.verbose:
            super().log_message(fmt, *args)


def serve(directory, port=0, bind="127.0.0.1", verbose=False, isolate=True):
    """Starts the server on a thread; returns it (server.server_address[1] is the port).
    isolate=False: without the cross-origin isolation headers."""
    server = http.server.ThreadingHTTPServer((bind, port), functools.partial(Handler, directory=directory))
    server.verbose = verbose
    server.isolate = isolate
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--dir", default=os.path.join(root, "build-web"))
    ap.add_argument("--port", type=int, default=8000)
    ap.add_argument("--bind", default="127.0.0.1")
    ap.add_argument("--no-isolation", action="store_true",
                    help="no cross-origin isolation headers (the build without threads)")
    a = ap.parse_args()
    if not os.path.isfile(os.path.join(a.dir, "pagoda.html")):
        sys.exit(f"serve_web: no pagoda.html in {a.dir} (tools/bootstrap.sh web builds it)")
    server = serve(a.dir, a.port, a.bind, verbose=True, isolate=not a.no_isolation)
    host, port = server.server_address[:2]
    print(f"http://{host}:{port}/pagoda.html", flush=True)
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        server.shutdown()


if __name__ == "__main__":
    main()
