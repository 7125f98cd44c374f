"""Issue 36 item 10: every time limit of a test derives from one factor, the
machine's slowdown (PAGODA_TEST_SLOWDOWN; CMake sets it, 4 for the sanitizer
build): the e2e helpers' limits, each test's own, and CTest's TIMEOUTs. A busy
machine then makes the suite slower, never red."""

import json
import os
import re
import subprocess
import sys

from pagoda_e2e import SLOWDOWN, Pagoda, limit

t = Pagoda()
here = os.path.dirname(os.path.abspath(__file__))
factor = float(os.environ.get("PAGODA_TEST_SLOWDOWN") or 0)
t.check(factor >= 1, f"CTest passes the factor to the e2e tests: {os.environ.get('PAGODA_TEST_SLOWDOWN')!r}")
t.check(SLOWDOWN == factor and limit(60) == 60 * factor, f"limit() scales by it: {limit(60)} for 60 s x {factor}")

# no bare number of seconds in any test script: each limit goes through limit()
for d in (here, os.path.join(here, "..", "windows")):
    for name in sorted(os.listdir(d)):
        if not name.endswith(".py") or name == "pagoda_e2e.py":
            continue
        with open(os.path.join(d, name)) as f:
            text = f.read()
        bare = re.findall(r"timeout=\d[\d.]*\)", text)
        t.check(not bare, f"{name}: a time limit not scaled by the factor: {bare}")

# CTest's TIMEOUTs: each a base time times the same factor (the build dir is two
# levels above this test's work dir: BUILD/tests/e2e_test_limits)
build = os.path.dirname(os.path.dirname(os.path.abspath(sys.argv[2])))
show = subprocess.run(["ctest", "--test-dir", build, "--show-only=json-v1"], capture_output=True, text=True,
                      timeout=limit(60))
tests = json.loads(show.stdout)["tests"] if show.returncode == 0 else []
t.check(len(tests) > 20, f"ctest lists the suite: {show.returncode} {show.stderr[-300:]!r}")
for test in tests:
    props = {p["name"]: p["value"] for p in test.get("properties", [])}
    timeout = props.get("TIMEOUT")
    t.check(timeout is not None and timeout % factor == 0 and timeout >= 60 * factor,
            f"{test['name']}: TIMEOUT {timeout} is a base time x {factor}")
    if test["name"].startswith("e2e."):
        t.check(timeout is not None and timeout >= 300 * factor and
                f"PAGODA_TEST_SLOWDOWN={os.environ.get('PAGODA_TEST_SLOWDOWN')}" in props.get("ENVIRONMENT", []),
                f"{test['name']}: at least 300 s x {factor}, the factor in its environment")
t.done()
