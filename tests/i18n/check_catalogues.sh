#!/usr/bin/env bash
# i18n.catalogues: the template and the catalogues are up to date.
#   check_catalogues.sh ROOT WORK
# Fails when a string marked in ROOT's sources (or a data file's, or the
# desktop entry's and metainfo's) is missing from ROOT/po/pagoda.pot (it was
# marked and tools/i18n_pot.sh was not run), or when a catalogue of
# ROOT/po/LINGUAS lacks a message of the template, has one untranslated or
# fuzzy, or fails msgfmt --check. Each problem is named with its file.
set -uo pipefail
root=$1
work=$2
tools=$(cd "$(dirname "$0")/../../tools" && pwd)
rm -rf "$work" && mkdir -p "$work"
status=0
fail() { echo "FAIL: $*"; status=1; }
# msgcmp's "FILE:LINE: this message ..." lines, each with the message it means
explain() {
  grep -E "not defined|untranslated|fuzzy" "$1" | head -40 | while IFS= read -r line; do
    local file=${line%%:*} rest=${line#*:}
    local n=${rest%%:*}
    local what=$(sed -n "$((n > 4 ? n - 4 : 1)),${n}p" "$file" 2>/dev/null | grep -E '^(msgctxt|msgid) ' | tail -1)
    echo "  ${line%%...}  <- ${what:-?}"
  done
}

if ! "$tools/i18n_pot.sh" -C "$root" -o "$work/pagoda.pot"; then
  echo "FAIL: tools/i18n_pot.sh could not make the template"
  exit 1
fi
pot="$root/po/pagoda.pot"
if [ ! -f "$pot" ]; then
  fail "$pot is missing: run tools/i18n_pot.sh"
else
  # every message of the fresh template in the committed one
  if ! msgcmp --use-untranslated --use-fuzzy "$pot" "$work/pagoda.pot" > "$work/pot.log" 2>&1; then
    explain "$work/pot.log"
    fail "po/pagoda.pot lacks strings marked in the sources (above): run tools/i18n_pot.sh (or cmake --build build --target pot) and commit po/"
  fi
fi

langs=$(grep -v '^#' "$root/po/LINGUAS" 2>/dev/null | tr -s ' \n' ' ')
checked=0
for lang in $langs; do
  po="$root/po/$lang.po"
  if [ ! -f "$po" ]; then
    fail "po/LINGUAS lists $lang but $po does not exist"
    continue
  fi
  checked=$((checked + 1))
  # every message of the template, translated and not fuzzy
  if ! msgcmp "$po" "$pot" > "$work/$lang.log" 2>&1; then
    explain "$work/$lang.log"
    fail "$po: not complete against po/pagoda.pot (above); after tools/i18n_pot.sh, translate what is new and clear the fuzzy marks"
  fi
  if ! stats=$(msgfmt --check --statistics -o /dev/null "$po" 2>&1); then
    echo "$stats" | sed 's/^/  /' | head -40
    fail "$po: msgfmt --check fails"
  elif echo "$stats" | grep -qE "fuzzy|untranslated"; then
    fail "$po: $stats"
  else
    echo "$po: $stats"
  fi
done
echo "template: $(grep -c '^msgid ' "$work/pagoda.pot") messages; catalogues checked: $checked (po/LINGUAS: ${langs:-none yet})"
exit $status
