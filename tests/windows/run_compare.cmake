# Runs a Windows program under Wine and, when a Linux build is named, the Linux
# program with the same arguments, and compares what they wrote.
#   -DWINE= -DEXE= (the .exe)  -DLINUX_DIR= (a Linux build dir, may be empty)
#   -DLINUX_EXE= (its program)  -DARGS= (a list; paths under / are given to the
#   .exe as Z:/...)  -DMODE=dump|solve  -DOUT= (a file prefix)
# dump: both write --dump OUT.{win,linux}.json: must be byte-identical.
# solve: both --each OUT.{win,linux}.txt: seed, verdict and nodes of each deal
#   must agree, and so must the summary's deals/unsolvable/unknown counts.
cmake_minimum_required(VERSION 3.16) # policies of today in script mode (@VAR@ stays text)
set(win_args "")
foreach(a ${ARGS})
  if(a MATCHES "^/")
    set(a "Z:${a}")
  endif()
  list(APPEND win_args "${a}")
endforeach()
if(MODE STREQUAL "dump")
  set(win_extra --dump Z:${OUT}.win.json)
  set(linux_extra --dump ${OUT}.linux.json)
else()
  set(win_extra --each Z:${OUT}.win.txt)
  set(linux_extra --each ${OUT}.linux.txt)
endif()
file(REMOVE ${OUT}.win.json ${OUT}.linux.json ${OUT}.win.txt ${OUT}.linux.txt)

execute_process(COMMAND ${WINE} ${EXE} ${win_args} ${win_extra}
                RESULT_VARIABLE rc OUTPUT_VARIABLE win_out ERROR_VARIABLE win_err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${EXE} under Wine exited ${rc}:\n${win_out}\n${win_err}")
endif()

if(MODE STREQUAL "dump")
  if(NOT EXISTS ${OUT}.win.json)
    message(FATAL_ERROR "no dump from ${EXE}:\n${win_out}\n${win_err}")
  endif()
  file(READ ${OUT}.win.json win)
  list(FIND ARGS --game i)
  math(EXPR i "${i} + 1")
  list(GET ARGS ${i} game)
  if(NOT win MATCHES "^{\"game\":\"${game}\"")
    message(FATAL_ERROR "the dump is not of ${game}: ${win}")
  endif()
else()
  string(REGEX MATCH "deals=[0-9]+ unsolvable=[0-9]+" win_sum "${win_out}")
  string(REGEX MATCH "unknown=[0-9]+" win_unknown "${win_out}")
  if(NOT win_sum)
    message(FATAL_ERROR "no summary from ${EXE}:\n${win_out}\n${win_err}")
  endif()
  message(STATUS "Windows: ${win_sum} ${win_unknown}")
endif()

if(NOT LINUX_DIR)
  message(STATUS "no Linux build named (PAGODA_LINUX_BUILD): nothing to compare with")
  return()
endif()
# the Linux program in a folder of its own, as the .exe is in the build's Wine
# prefix: the player's settings (winnable_only = off, say) must not change the deal
file(REMOVE_RECURSE ${OUT}.xdg)
execute_process(COMMAND ${CMAKE_COMMAND} -E env XDG_DATA_HOME=${OUT}.xdg/data XDG_CONFIG_HOME=${OUT}.xdg/config
                        ${LINUX_DIR}/${LINUX_EXE} ${ARGS} ${linux_extra}
                RESULT_VARIABLE rc OUTPUT_VARIABLE linux_out ERROR_VARIABLE linux_err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${LINUX_DIR}/${LINUX_EXE} exited ${rc}:\n${linux_out}\n${linux_err}")
endif()

if(MODE STREQUAL "dump")
  file(READ ${OUT}.linux.json linux)
  # The deal and the whole game state must be byte-identical. Not compared:
  # the buttons' places, measured from text (the Linux SDL_ttf shapes with
  # HarfBuzz, the Windows build kerns with FreeType alone: 1 to 3 px apart),
  # likewise a menu's panel and items (the end of a game of two computers), the
  # layout trace of what was drawn ("screen": buttons and texts, measured the
  # same way), and how far the background solver has got ("winnable", and
  # Stones' "chance").
  foreach(side win linux)
    string(REGEX REPLACE ",\"screen\":\\{.*\\},\"top\":" ",\"top\":" ${side} "${${side}}")
    string(REGEX REPLACE ",\"buttons\":\\[[^]]*\\]" "" ${side} "${${side}}")
    string(REGEX REPLACE "\"(panel|rect)\":\\[[-0-9,]*\\]" "\"\\1\":[]" ${side} "${${side}}")
    string(REGEX REPLACE "\"winnable\":\"[a-z]*\"" "\"winnable\":\"-\"" ${side} "${${side}}")
    string(REGEX REPLACE "\"chance\":-?[0-9]+" "\"chance\":\"-\"" ${side} "${${side}}")
  endforeach()
  if(NOT win STREQUAL linux)
    message(FATAL_ERROR "the Windows and Linux dumps differ:\n  ${OUT}.win.json\n  ${OUT}.linux.json")
  endif()
  string(LENGTH "${win}" n)
  message(STATUS "the same game state on Windows and Linux (${n} bytes compared)")
else()
  string(REGEX MATCH "deals=[0-9]+ unsolvable=[0-9]+" linux_sum "${linux_out}")
  string(REGEX MATCH "unknown=[0-9]+" linux_unknown "${linux_out}")
  message(STATUS "Linux:   ${linux_sum} ${linux_unknown}")
  if(NOT win_sum STREQUAL linux_sum OR NOT win_unknown STREQUAL linux_unknown)
    message(FATAL_ERROR "the verdicts differ: Windows '${win_sum} ${win_unknown}', Linux '${linux_sum} ${linux_unknown}'")
  endif()
  # seed, verdict, nodes (the third column, ms, is the machine's)
  foreach(side win linux)
    file(STRINGS ${OUT}.${side}.txt lines)
    set(${side}_each "")
    foreach(l ${lines})
      string(REGEX REPLACE "^([^ ]+) ([^ ]+) [^ ]+ ([^ ]+)$" "\\1 \\2 \\3" l "${l}")
      string(APPEND ${side}_each "${l}\n")
    endforeach()
  endforeach()
  if(NOT win_each STREQUAL linux_each)
    message(FATAL_ERROR "the per-deal verdicts differ: ${OUT}.win.txt, ${OUT}.linux.txt")
  endif()
  list(LENGTH lines n)
  message(STATUS "the same verdict and node count for all ${n} deals")
endif()
