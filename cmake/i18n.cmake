# Translations (included by CMakeLists.txt): po/LL.po -> build/locale/LL/LC_MESSAGES/pagoda.mo
# through msgfmt --check, for each language of po/LINGUAS (and PAGODA_LINGUAS_TRY,
# catalogues being written: built, not installed); installed to
# share/pagoda/locale, where engine/assets.c finds them (the build tree's
# locale/ beside the executable first). The desktop entry and the AppStream
# metainfo get their translated fields from the same catalogues
# (msgfmt --desktop / --xml). The template: the `pot` target (tools/i18n_pot.sh).
set(PAGODA_LINGUAS_TRY "" CACHE STRING "Catalogues not yet in po/LINGUAS to build too, to try them (\"de fr\")")
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/po/LINGUAS)
file(STRINGS ${CMAKE_SOURCE_DIR}/po/LINGUAS linguas_lines REGEX "^[^#]")
string(REPLACE " " ";" PAGODA_LINGUAS "${linguas_lines}")
list(FILTER PAGODA_LINGUAS EXCLUDE REGEX "^$")
separate_arguments(linguas_try UNIX_COMMAND "${PAGODA_LINGUAS_TRY}")
set(PAGODA_LOCALE_DIR ${CMAKE_BINARY_DIR}/locale)
file(MAKE_DIRECTORY ${PAGODA_LOCALE_DIR}) # there even with no language yet (the web build preloads it)

find_program(PAGODA_MSGFMT msgfmt)
if(NOT PAGODA_MSGFMT)
  message(FATAL_ERROR "msgfmt not found: install GNU gettext (Debian: apt-get install gettext; tools/bootstrap.sh does)")
endif()

set(pagoda_mos "")
foreach(lang IN LISTS PAGODA_LINGUAS linguas_try)
  set(po ${CMAKE_SOURCE_DIR}/po/${lang}.po)
  set(mo ${PAGODA_LOCALE_DIR}/${lang}/LC_MESSAGES/pagoda.mo)
  if(NOT EXISTS ${po})
    message(FATAL_ERROR "po/LINGUAS or PAGODA_LINGUAS_TRY names ${lang}, but ${po} does not exist")
  endif()
  add_custom_command(OUTPUT ${mo}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${PAGODA_LOCALE_DIR}/${lang}/LC_MESSAGES
    COMMAND ${PAGODA_MSGFMT} --check -o ${mo} ${po}
    DEPENDS ${po} VERBATIM COMMENT "msgfmt --check po/${lang}.po")
  list(APPEND pagoda_mos ${mo})
  if(lang IN_LIST PAGODA_LINGUAS)
    install(FILES ${mo} DESTINATION ${CMAKE_INSTALL_DATADIR}/pagoda/locale/${lang}/LC_MESSAGES)
  endif()
endforeach()

# The desktop entry and the metainfo, their translated fields merged in (with
# no language in LINGUAS they come out as the sources are).
# (not build/packaging: without PAGODA_SOURCE_DATA that is a link to the sources)
set(PAGODA_PACKAGING_OUT ${CMAKE_BINARY_DIR}/translated)
set(desktop_in ${CMAKE_SOURCE_DIR}/packaging/${PAGODA_APP_ID}.desktop)
set(metainfo_in ${CMAKE_SOURCE_DIR}/packaging/${PAGODA_APP_ID}.metainfo.xml)
set(PAGODA_DESKTOP_FILE ${PAGODA_PACKAGING_OUT}/${PAGODA_APP_ID}.desktop)
set(PAGODA_METAINFO_FILE ${PAGODA_PACKAGING_OUT}/${PAGODA_APP_ID}.metainfo.xml)
set(po_files "")
foreach(lang IN LISTS PAGODA_LINGUAS)
  list(APPEND po_files ${CMAKE_SOURCE_DIR}/po/${lang}.po)
endforeach()
add_custom_command(OUTPUT ${PAGODA_DESKTOP_FILE}
  COMMAND ${CMAKE_COMMAND} -E make_directory ${PAGODA_PACKAGING_OUT}
  COMMAND ${PAGODA_MSGFMT} --desktop --template=${desktop_in} -d ${CMAKE_SOURCE_DIR}/po -o ${PAGODA_DESKTOP_FILE}
  DEPENDS ${desktop_in} ${po_files} ${CMAKE_SOURCE_DIR}/po/LINGUAS VERBATIM)
add_custom_command(OUTPUT ${PAGODA_METAINFO_FILE}
  COMMAND ${CMAKE_COMMAND} -E make_directory ${PAGODA_PACKAGING_OUT}
  COMMAND ${PAGODA_MSGFMT} --xml --template=${metainfo_in} -d ${CMAKE_SOURCE_DIR}/po -o ${PAGODA_METAINFO_FILE}
  DEPENDS ${metainfo_in} ${po_files} ${CMAKE_SOURCE_DIR}/po/LINGUAS VERBATIM)

add_custom_target(pagoda_locale ALL DEPENDS ${pagoda_mos} ${PAGODA_DESKTOP_FILE} ${PAGODA_METAINFO_FILE})

# The template from the sources and the data, and every catalogue merged with it.
add_custom_target(pot
  COMMAND ${CMAKE_SOURCE_DIR}/tools/i18n_pot.sh
  WORKING_DIRECTORY ${CMAKE_SOURCE_DIR} VERBATIM USES_TERMINAL)
