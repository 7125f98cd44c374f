#!/usr/bin/env python3
"""Link launcher of the browser build without threads (cmake/web.cmake): runs
the link command it is given, less every -pthread, in its arguments and in its
@response files. The objects and the libraries are the threaded build's own
(compiled with -pthread, as tools/web_deps.sh builds SDL2 & co.): linked without
it, memory is not shared and pthread_create fails, so core/worker.c answers in
the frame instead."""

import os
import shlex
import sys


def drop(tokens):
    return [t for t in tokens if t != "-pthread"]


args = []
for a in sys.argv[1:]:
    if a.startswith("@") and os.path.isfile(a[1:]):
        with open(a[1:], encoding="utf-8") as f:
            tokens = drop(shlex.split(f.read()))
        head, tail = os.path.split(a[1:])
        copy = os.path.join(head, "nothreads-" + tail)
        with open(copy, "w", encoding="utf-8") as f:
            f.write(" ".join(shlex.quote(t) for t in tokens))
        args.append("@" + copy)
    elif a != "-pthread":
        args.append(a)
if not args:
    sys.exit("emcc_no_threads: no command to run")
os.execvp(args[0], args)
