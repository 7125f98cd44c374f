# WebAssembly build with Debian's Emscripten (what emcmake does, plus the
# dependency prefix):
#   cmake -S . -B build-web -DCMAKE_TOOLCHAIN_FILE=cmake/emscripten.cmake \
#         -DPAGODA_WEB_DEPS=<prefix of SDL2 & co. built for the web>
# tools/bootstrap.sh web builds those dependencies (tools/web_deps.sh) and
# passes their prefix. EM_CACHE stays unset: the package's prebuilt system
# libraries (its frozen cache) are the ones used, and no "port" is fetched.
include(/usr/share/emscripten/cmake/Modules/Platform/Emscripten.cmake)

# Every object shares one memory with the solver's thread (-pthread); the
# dependencies are built with the same flag, or wasm-ld refuses to link.
set(CMAKE_C_FLAGS_INIT "-pthread")
set(CMAKE_CXX_FLAGS_INIT "-pthread")
set(CMAKE_EXE_LINKER_FLAGS_INIT "-pthread")

if(PAGODA_WEB_DEPS)
  list(APPEND CMAKE_FIND_ROOT_PATH ${PAGODA_WEB_DEPS})
  list(APPEND CMAKE_PREFIX_PATH ${PAGODA_WEB_DEPS})
  set(ENV{PKG_CONFIG_LIBDIR} ${PAGODA_WEB_DEPS}/lib/pkgconfig)
  set(ENV{PKG_CONFIG_PATH} "")
endif()
# The tests run in a browser (tests/web), never under Node.
set(CMAKE_CROSSCOMPILING_EMULATOR "" CACHE FILEPATH "" FORCE)
