#!/usr/bin/env bash
# Regenerates the translation template po/pagoda.pot from every marked string
# of src/ (xgettext: _, N_, P_, C_, NC_, with the TRANSLATORS: comments), the
# data files' strings (tools/i18n_data.py) and the desktop entry and the
# AppStream metainfo (packaging/), then merges it into each catalogue po/LL.po
# (msgmerge --update: new strings come in untranslated, changed ones fuzzy).
#   tools/i18n_pot.sh            update po/pagoda.pot and every po/*.po
#   tools/i18n_pot.sh -o FILE    write the template to FILE only (the
#                                i18n.catalogues test compares it with po/)
#   tools/i18n_pot.sh -C DIR ... the sources and data of the tree DIR (a test's)
# The same as `cmake --build build --target pot`. Needs GNU gettext.
set -euo pipefail
tools=$(cd "$(dirname "$0")" && pwd)
root="$tools/.."
out=""
merge=1
while [ $# -gt 0 ]; do
  case "$1" in
    -o) [ -n "${2:-}" ] || { echo "usage: tools/i18n_pot.sh [-C DIR] [-o FILE]" >&2; exit 2; }
        out=$(realpath -m "$2"); merge=0; shift 2 ;;
    -C) [ -d "${2:-}" ] || { echo "tools/i18n_pot.sh: no folder ${2:-}" >&2; exit 2; }
        root=$2; shift 2 ;;
    *) echo "usage: tools/i18n_pot.sh [-C DIR] [-o FILE]" >&2; exit 2 ;;
  esac
done
cd "$root"
[ -n "$out" ] || out=po/pagoda.pot
for tool in xgettext msgcat msgmerge; do
  command -v $tool >/dev/null || { echo "tools/i18n_pot.sh: $tool not found: install GNU gettext" >&2; exit 1; }
done
version=$(sed -n 's/^project(pagoda VERSION \([0-9.]*\).*/\1/p' CMakeLists.txt 2>/dev/null || true)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# the sources, in a stable order (the template's order follows it)
find src -name '*.c' -o -name '*.h' | LC_ALL=C sort > "$tmp/files"
common=(--from-code=UTF-8 --add-comments=TRANSLATORS: --package-name=pagoda --package-version="$version"
        --msgid-bugs-address=https://github.com/pagoda/pagoda/issues)
xgettext "${common[@]}" --language=C --keyword=_ --keyword=N_ --keyword=P_:1,2 --keyword=C_:1c,2 \
  --keyword=NC_:1c,2 --files-from="$tmp/files" --add-location=file -o "$tmp/code.pot"
parts=("$tmp/code.pot")
# the desktop entry and the metainfo: xgettext knows both formats
packaging=$(ls packaging/*.desktop packaging/*.metainfo.xml 2>/dev/null || true)
if [ -n "$packaging" ]; then
  xgettext "${common[@]}" --add-location=file -o "$tmp/packaging.pot" $packaging
  parts+=("$tmp/packaging.pot")
fi
python3 "$tools/i18n_data.py" . > "$tmp/data.pot"
parts+=("$tmp/data.pot")
msgcat --use-first --add-location=file -o "$tmp/all.pot" "${parts[@]}"
# the header of a template: its creation date only changes when its strings do
if [ -f "$out" ] && diff -q <(grep -v '^"POT-Creation-Date' "$out") <(grep -v '^"POT-Creation-Date' "$tmp/all.pot") >/dev/null; then
  :
else
  cp "$tmp/all.pot" "$out"
fi
[ $merge = 1 ] || exit 0
for po in po/*.po; do
  [ -e "$po" ] || continue
  msgmerge --quiet --update --backup=none --previous "$po" "$out"
done
echo "$out: $(grep -c '^msgid ' "$out") messages (the header included)"
