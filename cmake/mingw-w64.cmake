# Cross build for 64-bit Windows with Debian's MinGW-w64 (posix threads variant).
#   cmake -S . -B build-win -DCMAKE_TOOLCHAIN_FILE=cmake/mingw-w64.cmake \
#         -DPAGODA_WIN_DEPS=<prefix of SDL2 & co. built for Windows>
# tools/bootstrap.sh windows builds those dependencies and passes their prefix.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(PAGODA_MINGW x86_64-w64-mingw32)

# The -posix compilers: C11/pthread threads through winpthreads.
set(CMAKE_C_COMPILER ${PAGODA_MINGW}-gcc-posix)
set(CMAKE_CXX_COMPILER ${PAGODA_MINGW}-g++-posix)
set(CMAKE_RC_COMPILER ${PAGODA_MINGW}-windres)
set(CMAKE_AR ${PAGODA_MINGW}-ar CACHE FILEPATH "")
set(CMAKE_RANLIB ${PAGODA_MINGW}-ranlib CACHE FILEPATH "")

# Look for libraries and headers in the MinGW sysroot and the dependency prefix
# only; programs (pkg-config, python) come from the build machine.
set(CMAKE_FIND_ROOT_PATH /usr/${PAGODA_MINGW})
if(PAGODA_WIN_DEPS)
  list(APPEND CMAKE_FIND_ROOT_PATH ${PAGODA_WIN_DEPS})
  list(APPEND CMAKE_PREFIX_PATH ${PAGODA_WIN_DEPS})
  set(ENV{PKG_CONFIG_LIBDIR} ${PAGODA_WIN_DEPS}/lib/pkgconfig)
  set(ENV{PKG_CONFIG_PATH} "")
endif()
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# Tests run the .exe files through Wine (CTest prepends this to each command).
find_program(PAGODA_WINE NAMES wine wine64)
if(PAGODA_WINE)
  set(CMAKE_CROSSCOMPILING_EMULATOR ${PAGODA_WINE})
endif()
