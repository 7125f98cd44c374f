# The browser build's page (included by CMakeLists.txt when EMSCRIPTEN):
# build-web/pagoda.html + pagoda.js + pagoda.wasm + pagoda.data (+ pagoda.worker.js,
# the solver's thread). Serve it with tools/serve_web.py: its threads need
# shared memory, which a browser gives only to a cross-origin isolated page.
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

target_link_options(pagoda PRIVATE
  ${PAGODA_WEB_DATA} "--exclude-file=*.md"
  -pthread -sPTHREAD_POOL_SIZE=6 -sDEFAULT_PTHREAD_STACK_SIZE=8MB -sTOTAL_STACK=8MB
  -sALLOW_MEMORY_GROWTH=1 -sINITIAL_MEMORY=256MB -sMAXIMUM_MEMORY=2GB
  -sENVIRONMENT=web,worker -sEXPORTED_RUNTIME_METHODS=FS -sEXIT_RUNTIME=0
  --profiling-funcs -sMINIFY_HTML=0 # (Debian's emcc 3.1.6 calls htmlmin wrongly)
  -lidbfs.js
  "--pre-js=${CMAKE_SOURCE_DIR}/src/platform/web_pre.js"
  "--js-library=${CMAKE_SOURCE_DIR}/src/platform/web_lib.js"
  "--shell-file=${CMAKE_SOURCE_DIR}/src/platform/web_shell.html")
set_property(TARGET pagoda APPEND PROPERTY LINK_DEPENDS
  ${CMAKE_SOURCE_DIR}/src/platform/web_pre.js ${CMAKE_SOURCE_DIR}/src/platform/web_lib.js
  ${CMAKE_SOURCE_DIR}/src/platform/web_shell.html)
# emcc's JavaScript passes require('acorn'): Debian's node-acorn lives in
# /usr/share/nodejs, where a node that is not Debian's does not look.
if(EXISTS /usr/share/nodejs/acorn)
  set_property(TARGET pagoda PROPERTY RULE_LAUNCH_LINK "env NODE_PATH=/usr/share/nodejs")
endif()
