"""The man pages describe every option the programs' --help lists, and carry
the project's version.

usage: test_manpages.py SOURCE_DIR VERSION PAGODA PAGODA_SOLVE
"""

import os
import re
import subprocess
import sys

failures = []


def check(cond, what):
    if not cond:
        failures.append(what)
        print("FAIL:", what)


def options(binary):
    p = subprocess.run([binary, "--help"], capture_output=True, text=True, timeout=30)
    check(p.returncode == 0, f"{binary} --help exited {p.returncode}")
    return sorted(set(re.findall(r"(?<![\w-])--[a-z][a-z-]*", p.stdout + p.stderr)))


def described(page):
    """Options the page describes: the tag of a .TP paragraph, as roff writes
    them (\\-\\-name)."""
    with open(page) as f:
        lines = f.read().split("\n")
    found = set()
    for i, line in enumerate(lines[:-1]):
        if line.startswith(".TP"):
            m = re.match(r"\.B[IR]?\s+((?:\\-)+[a-z][a-z\\-]*)", lines[i + 1])
            if m:
                found.add(m.group(1).replace("\\-", "-"))
    return found


def main():
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    src, version, pagoda, solve = sys.argv[1:]
    for binary, page in ((pagoda, "pagoda.6"), (solve, "pagoda-solve.6")):
        path = os.path.join(src, "docs", page)
        have = described(path)
        listed = options(binary)
        check(len(listed) >= 5, f"{binary} --help lists only {listed}")
        for opt in listed:
            check(opt in have, f"docs/{page} does not describe {opt}, which --help lists")
        with open(path) as f:
            th = next((l for l in f if l.startswith(".TH ")), "")
        check(f'"Pagoda {version}"' in th, f"docs/{page}: .TH does not name Pagoda {version}: {th.strip()}")
    print(f"{len(failures)} failed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
