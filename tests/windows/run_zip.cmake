# Unpacks the Windows zip into OUT and runs what a player runs, with nothing
# but the folder (no WINEPATH): -DWINE= -DZIP= -DOUT=
cmake_minimum_required(VERSION 3.16) # policies of today in script mode (@VAR@ stays text)
if(NOT EXISTS ${ZIP})
  message(FATAL_ERROR "no ${ZIP}: build the zip target first (tools/bootstrap.sh windows does)")
endif()
file(REMOVE_RECURSE ${OUT})
file(MAKE_DIRECTORY ${OUT})
execute_process(COMMAND ${CMAKE_COMMAND} -E tar xf ${ZIP} WORKING_DIRECTORY ${OUT} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "cannot unpack ${ZIP}")
endif()
file(GLOB dir ${OUT}/Pagoda-*)
foreach(f pagoda.exe pagoda-solve.exe SDL2.dll SDL2_image.dll SDL2_mixer.dll SDL2_ttf.dll README.txt
          licenses/Pagoda.txt licenses/SDL2.txt licenses/FreeType-FTL.txt layouts/turtle.layout
          fonts/OFL.txt music/track1-ink-garden.ogg)
  if(NOT EXISTS ${dir}/${f})
    message(FATAL_ERROR "the zip has no ${f}")
  endif()
endforeach()
# the game, headless, draws the title and a Mahjong deal with its own data
execute_process(COMMAND ${WINE} ${dir}/pagoda.exe --headless --game mahjong --seed 7 --frames 5
                        --dump Z:${OUT}/dump.json --screenshot Z:${OUT}/shot.png
                RESULT_VARIABLE rc OUTPUT_VARIABLE o ERROR_VARIABLE e)
if(NOT rc EQUAL 0 OR NOT EXISTS ${OUT}/dump.json OR NOT EXISTS ${OUT}/shot.png)
  message(FATAL_ERROR "pagoda.exe from the zip exited ${rc}:\n${o}\n${e}")
endif()
file(READ ${OUT}/dump.json dump)
if(NOT dump MATCHES "\"tiles_left\":144")
  message(FATAL_ERROR "pagoda.exe from the zip dealt no Mahjong game: ${dump}")
endif()
execute_process(COMMAND ${WINE} ${dir}/pagoda-solve.exe turtle --seed 7 --budget-ms 0 --max-nodes 200000
                WORKING_DIRECTORY ${dir} RESULT_VARIABLE rc OUTPUT_VARIABLE o ERROR_VARIABLE e)
if(NOT o MATCHES "^(solvable|unsolvable)")
  message(FATAL_ERROR "pagoda-solve.exe from the zip: ${rc}\n${o}\n${e}")
endif()
message(STATUS "the unpacked zip plays and solves")
