#!/usr/bin/env bash
# Builds Pagoda's browser dependencies (SDL2, FreeType, SDL2_ttf, SDL2_image,
# SDL2_mixer) as static WebAssembly libraries with Debian's Emscripten, from
# Debian's own source packages, into a cache outside the clone:
#   ${PAGODA_WEB_DEPS_CACHE:-${XDG_CACHE_HOME:-~/.cache}/pagoda/web-deps}/<key>/
# where <key> hashes the source versions, emcc's version and this script, so a
# new version (or a change of recipe) builds a new prefix and an unchanged one
# is reused. Prints the prefix on its last line. Needs: deb-src lines in apt's
# sources, dpkg-dev, cmake, emscripten (tools/bootstrap.sh web). Emscripten's
# own "ports" are never used: they download at build time.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
toolchain=$root/cmake/emscripten.cmake
jobs=$(nproc 2>/dev/null || echo 2)
sources=(libsdl2 libsdl2-image libsdl2-mixer libsdl2-ttf freetype)

# The version apt-get source would fetch, from its URIs (no download).
versions=""
for s in "${sources[@]}"; do
  dsc=$(apt-get source --print-uris -qq "$s" 2>/dev/null | grep -o "[^/' ]*\.dsc" | head -1)
  [ -n "$dsc" ] || { echo "web_deps: no source package $s (deb-src missing? run apt-get update)" >&2; exit 1; }
  dsc=${dsc//%2b/+}; dsc=${dsc//%3a/:}
  versions+="$s ${dsc%.dsc}"$'\n'
done
versions+="emcc $(emcc --version | sed -n '1s/.* \([0-9][0-9.]*\) .*/\1/p')"$'\n'
recipe=$(sha256sum "$0" "$toolchain" | cut -c1-64 | sha256sum | cut -c1-12)
key=$(printf '%s%s' "$versions" "$recipe" | sha256sum | cut -c1-16)
cache=${PAGODA_WEB_DEPS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/pagoda/web-deps}
prefix=$cache/$key
if [ -f "$prefix/VERSIONS" ]; then
  echo "web_deps: cached ($prefix)" >&2
  echo "$prefix"
  exit 0
fi

start=$(date +%s)
work=$cache/work-$key
rm -rf "$work" "$prefix"
mkdir -p "$work/src" "$prefix"
(cd "$work/src" && for s in "${sources[@]}"; do apt-get source -qq "$s" >/dev/null 2>&1 \
   || { echo "web_deps: apt-get source $s failed" >&2; exit 1; }; done)

srcdir() { find "$work/src" -maxdepth 1 -mindepth 1 -type d -name "$1" | head -1; }

cmake_build() { # NAME SOURCE-DIR [cmake args...]
  local name=$1 dir=$2; shift 2
  echo "web_deps: building $name" >&2
  cmake -S "$dir" -B "$work/build-$name" -G "Unix Makefiles" \
        -DCMAKE_TOOLCHAIN_FILE="$toolchain" -DPAGODA_WEB_DEPS="$prefix" \
        -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$prefix" \
        -DBUILD_SHARED_LIBS=OFF "$@" >"$work/$name.log" 2>&1 \
    && cmake --build "$work/build-$name" -j "$jobs" >>"$work/$name.log" 2>&1 \
    && cmake --install "$work/build-$name" >>"$work/$name.log" 2>&1 \
    || { tail -40 "$work/$name.log" >&2; echo "web_deps: $name failed (log: $work/$name.log)" >&2; exit 1; }
}

# SDL2 with its threads (the solver's worker is a pthread); no test programs.
cmake_build SDL2 "$(srcdir 'libsdl2-2*')" -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF \
  -DSDL_THREADS=ON -DSDL_PTHREADS=ON
# FreeType for SDL2_ttf: no zlib, png, bzip2, brotli or harfbuzz.
cmake_build freetype "$(srcdir 'freetype-2*')" \
  -DFT_DISABLE_ZLIB=ON -DFT_DISABLE_BZIP2=ON -DFT_DISABLE_PNG=ON \
  -DFT_DISABLE_HARFBUZZ=ON -DFT_DISABLE_BROTLI=ON
cmake_build SDL2_ttf "$(srcdir 'libsdl2-ttf-2*')" -DSDL2TTF_VENDORED=OFF \
  -DSDL2TTF_HARFBUZZ=OFF -DSDL2TTF_SAMPLES=OFF
# Pagoda's images are PNG and SVG: stb_image and nanosvg, both built in;
# --screenshot saves PNG through the built-in miniz. No libpng, no zlib.
cmake_build SDL2_image "$(srcdir 'libsdl2-image-2*')" -DSDL2IMAGE_VENDORED=OFF \
  -DSDL2IMAGE_DEPS_SHARED=OFF -DSDL2IMAGE_SAMPLES=OFF -DSDL2IMAGE_BACKEND_STB=ON \
  -DSDL2IMAGE_AVIF=OFF -DSDL2IMAGE_JXL=OFF -DSDL2IMAGE_TIF=OFF \
  -DSDL2IMAGE_WEBP=OFF -DSDL2IMAGE_JPG_SAVE=OFF -DSDL2IMAGE_PNG_SAVE=ON
# The music is Ogg Vorbis (stb_vorbis), the sounds WAV: both built in.
cmake_build SDL2_mixer "$(srcdir 'libsdl2-mixer-2*')" -DSDL2MIXER_VENDORED=OFF \
  -DSDL2MIXER_DEPS_SHARED=OFF -DSDL2MIXER_SAMPLES=OFF -DSDL2MIXER_VORBIS=STB \
  -DSDL2MIXER_FLAC=OFF -DSDL2MIXER_MOD=OFF -DSDL2MIXER_MP3=OFF -DSDL2MIXER_MIDI=OFF \
  -DSDL2MIXER_OPUS=OFF -DSDL2MIXER_CMD=OFF

# Licences, for whoever publishes the page.
mkdir -p "$prefix/licenses"
for s in SDL2:'libsdl2-2*' SDL2_image:'libsdl2-image-2*' SDL2_mixer:'libsdl2-mixer-2*' \
         SDL2_ttf:'libsdl2-ttf-2*'; do
  cp "$(srcdir "${s#*:}")/LICENSE.txt" "$prefix/licenses/${s%%:*}.txt"
done
cp "$(srcdir 'freetype-2*')/docs/FTL.TXT" "$prefix/licenses/FreeType-FTL.txt"
printf '%s' "$versions" >"$prefix/VERSIONS.tmp"
echo "recipe $recipe" >>"$prefix/VERSIONS.tmp"
echo "built in $(( $(date +%s) - start )) s on $(nproc) cores, $(date -u +%FT%TZ)" >>"$prefix/VERSIONS.tmp"
mv "$prefix/VERSIONS.tmp" "$prefix/VERSIONS"
rm -rf "$work"
echo "web_deps: built in $(( $(date +%s) - start )) s" >&2
echo "$prefix"
