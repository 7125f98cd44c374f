# The browser build's page (included by CMakeLists.txt when EMSCRIPTEN), two
# builds of one program from the same objects:
#   pagoda.html + pagoda.js + pagoda.wasm + pagoda.worker.js: with threads, for a
#     cross-origin isolated page (shared memory): the solver on a Web Worker;
#   pagoda-st.js + pagoda-st.wasm: without, for any other page: the solver
#     answers inside the frame (core/worker.c);
# and pagoda.data, the files both read. pagoda.html loads the one the page can
# run (web_shell.html). Serve it with tools/serve_web.py (--no-isolation: as a
# plain web server would, which gets the build without threads).
option(PAGODA_WEB_DEBUG "Browser build: function names and Emscripten's assertions (bigger, slower)" OFF)
find_package(Python3 REQUIRED COMPONENTS Interpreter)
set_target_properties(pagoda PROPERTIES SUFFIX ".html")

# The data, preloaded into the page's file system under / (SDL_GetBasePath()
# there): what the game reads, not the notes for readers of the source.
set(PAGODA_WEB_DATA "")
foreach(dir assets fonts layouts music)
  list(APPEND PAGODA_WEB_DATA "--preload-file=${CMAKE_SOURCE_DIR}/${dir}@/${dir}")
endforeach()
list(APPEND PAGODA_WEB_DATA "--preload-file=${CMAKE_BINARY_DIR}/locale@/locale") # the catalogues (cmake/i18n.cmake)
set(icon packaging/icons/64/io.github.pagoda.Pagoda.png) # the window's icon, found as on Linux
list(APPEND PAGODA_WEB_DATA "--preload-file=${CMAKE_SOURCE_DIR}/${icon}@/${icon}")

set(PAGODA_WEB_LINK
  ${PAGODA_WEB_DATA} "--exclude-file=*.md"
  -sTOTAL_STACK=8MB -sALLOW_MEMORY_GROWTH=1 -sINITIAL_MEMORY=256MB -sMAXIMUM_MEMORY=2GB
  -sENVIRONMENT=web,worker -sEXPORTED_RUNTIME_METHODS=FS -sEXIT_RUNTIME=0
  -sMINIFY_HTML=0 # (Debian's emcc 3.1.6 calls htmlmin wrongly)
  -lidbfs.js
  "--pre-js=${CMAKE_SOURCE_DIR}/src/platform/web_pre.js"
  "--js-library=${CMAKE_SOURCE_DIR}/src/platform/web_lib.js")
if(PAGODA_WEB_DEBUG)
  list(APPEND PAGODA_WEB_LINK --profiling-funcs -sASSERTIONS=1)
else()
  # -O2 at the link: wasm-opt's passes and minified JavaScript, without -O3's
  # inlining growth (Closure is left out: Debian packages none for emcc 3.1.6)
  list(APPEND PAGODA_WEB_LINK -O2)
endif()
set(PAGODA_WEB_SOURCES ${CMAKE_SOURCE_DIR}/src/platform/web_pre.js
    ${CMAKE_SOURCE_DIR}/src/platform/web_lib.js ${CMAKE_SOURCE_DIR}/src/platform/web_shell.html)

target_link_options(pagoda PRIVATE ${PAGODA_WEB_LINK}
  -pthread -sPTHREAD_POOL_SIZE=6 -sDEFAULT_PTHREAD_STACK_SIZE=8MB
  "--shell-file=${CMAKE_SOURCE_DIR}/src/platform/web_shell.html")
set_property(TARGET pagoda APPEND PROPERTY LINK_DEPENDS ${PAGODA_WEB_SOURCES})

# Without threads: the same sources compiled again and linked without -pthread
# (cmake/emcc_no_threads.py drops the flag that the toolchain and SDL2's flags
# put everywhere): objects built with it keep their thread-locals and setjmp
# state in a TLS block that a link without threads lays out wrongly (the
# dumps came back with strerror text over the format strings). SDL2 & co.
# stay as tools/web_deps.sh built them; src/platform/web_nothreads.c has what
# they call and the C library without threads lacks.
set(launch_st "${Python3_EXECUTABLE} ${CMAKE_SOURCE_DIR}/cmake/emcc_no_threads.py")
foreach(lib pagoda_platform pagoda_core pagoda_engine)
  get_target_property(srcs ${lib} SOURCES)
  add_library(${lib}_st STATIC ${srcs})
  foreach(prop INCLUDE_DIRECTORIES COMPILE_DEFINITIONS COMPILE_OPTIONS)
    get_target_property(v ${lib} ${prop})
    if(v)
      set_property(TARGET ${lib}_st PROPERTY ${prop} "${v}")
    endif()
  endforeach()
  target_include_directories(${lib}_st PRIVATE ${CMAKE_SOURCE_DIR}/src ${SDL2_STATIC_INCLUDE_DIRS})
  set_property(TARGET ${lib}_st PROPERTY RULE_LAUNCH_COMPILE "${launch_st}")
endforeach()
add_executable(pagoda-st src/main.c src/platform/web_nothreads.c)
set_property(TARGET pagoda-st PROPERTY RULE_LAUNCH_COMPILE "${launch_st}")
target_include_directories(pagoda-st PRIVATE src ${SDL2_STATIC_INCLUDE_DIRS})
target_link_libraries(pagoda-st PRIVATE pagoda_engine_st
  ${PAGODA_WEB_SDL2_mixer} ${PAGODA_WEB_SDL2_image} ${PAGODA_WEB_SDL2_ttf}
  pagoda_core_st pagoda_platform_st m ${SDL2_STATIC_LDFLAGS})
target_compile_definitions(pagoda-st PRIVATE PAGODA_VERSION="${PROJECT_VERSION}")
set_target_properties(pagoda-st PROPERTIES SUFFIX ".js")
target_link_options(pagoda-st PRIVATE ${PAGODA_WEB_LINK})
set_property(TARGET pagoda-st APPEND PROPERTY LINK_DEPENDS ${PAGODA_WEB_SOURCES})
add_dependencies(pagoda-st pagoda)
# One data file for both: the page points pagoda-st.js at pagoda.data, so the
# two must be the same bytes (checked at each link).
add_custom_command(TARGET pagoda-st POST_BUILD
  COMMAND ${CMAKE_COMMAND} -E compare_files pagoda.data pagoda-st.data
  COMMAND ${CMAKE_COMMAND} -E remove pagoda-st.data
  WORKING_DIRECTORY ${CMAKE_BINARY_DIR}
  COMMENT "pagoda-st.data is pagoda.data: one file for both builds")

# emcc's JavaScript passes require('acorn'): Debian's node-acorn lives in
# /usr/share/nodejs, where a node that is not Debian's does not look.
set(launch "")
if(EXISTS /usr/share/nodejs/acorn)
  set(launch "env NODE_PATH=/usr/share/nodejs")
  set_property(TARGET pagoda PROPERTY RULE_LAUNCH_LINK "${launch}")
endif()
set_property(TARGET pagoda-st PROPERTY RULE_LAUNCH_LINK "${launch_st} ${launch}")
