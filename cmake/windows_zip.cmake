# Builds the zip a Windows player unpacks and runs:
#   BIN/Pagoda-VERSION-windows-x64.zip holding Pagoda-VERSION-windows-x64/ with
#   pagoda.exe, pagoda-solve.exe, the SDL DLLs, the data, licences, README.txt.
# Run by the `zip` target of a Windows build (cmake --build build-win --target zip).
# -DBIN= (build dir) -DSRC= (source dir) -DDEPS= (dependency prefix) -DVERSION= -DSTRIP=
cmake_minimum_required(VERSION 3.16) # policies of today in script mode (@VAR@ stays text)
set(name Pagoda-${VERSION}-windows-x64)
set(stage ${BIN}/${name})
file(REMOVE_RECURSE ${stage} ${BIN}/${name}.zip)
file(MAKE_DIRECTORY ${stage}/licenses)

file(COPY ${BIN}/pagoda.exe ${BIN}/pagoda-solve.exe DESTINATION ${stage})
file(GLOB dlls ${DEPS}/bin/SDL2*.dll)
file(COPY ${dlls} DESTINATION ${stage})
if(STRIP)
  file(GLOB bins ${stage}/*.exe ${stage}/*.dll)
  execute_process(COMMAND ${STRIP} --strip-unneeded ${bins})
endif()
# the data, as `cmake --install` lays it under share/pagoda (no notes for readers)
foreach(dir assets fonts layouts music)
  file(COPY ${SRC}/${dir} DESTINATION ${stage} PATTERN "*.md" EXCLUDE)
endforeach()

# the catalogues, where the engine looks first: locale/ beside the .exe
if(EXISTS ${BIN}/locale)
  file(COPY ${BIN}/locale DESTINATION ${stage})
endif()

# the window's icon, where the engine looks for it under the data folder
file(COPY ${SRC}/packaging/icons/64/io.github.pagoda.Pagoda.png DESTINATION ${stage}/packaging/icons/64)
file(COPY ${DEPS}/licenses/ DESTINATION ${stage}/licenses)
file(COPY_FILE ${SRC}/LICENSE ${stage}/licenses/Pagoda.txt)
file(COPY_FILE ${SRC}/assets/CREDITS.md ${stage}/licenses/CREDITS-art.txt)
file(READ ${SRC}/packaging/windows/README.txt readme)
string(REPLACE "@VERSION@" "${VERSION}" readme "${readme}")
string(REPLACE "\n" "\r\n" readme "${readme}") # Notepad's line ends
file(WRITE ${stage}/README.txt "${readme}")

execute_process(COMMAND ${CMAKE_COMMAND} -E tar cf ${name}.zip --format=zip ${name}
                WORKING_DIRECTORY ${BIN} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cannot write ${BIN}/${name}.zip")
endif()
file(SIZE ${BIN}/${name}.zip bytes)
math(EXPR kib "${bytes} / 1024")
message(STATUS "${BIN}/${name}.zip: ${kib} KiB")
