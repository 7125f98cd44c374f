// The page's side of src/platform/posix.c in the browser (emcc --js-library):
// functions C calls; the page's own parts are in web_pre.js.
mergeInto(LibraryManager.library, {
  // A file was replaced or removed in the player's folder: copy the folder to
  // IndexedDB (Module.pagodaPersist, web_pre.js). Called from any thread, run
  // on the page's, without waiting.
  pagoda_web_persist__proxy: 'async',
  pagoda_web_persist: function () {
    if (Module.pagodaPersist)
      Module.pagodaPersist();
  },
  // The page's address with this query (a link to the deal on the table),
  // offered to the clipboard: asked from a menu, just after a click or a key,
  // which lets the page write there. Module.pagodaLink keeps the last one.
  pagoda_web_link: function (query, out, cap) {
    var url = location.origin + location.pathname + '?' + UTF8ToString(query);
    Module.pagodaLink = url;
    try {
      if (navigator.clipboard && navigator.clipboard.writeText)
        navigator.clipboard.writeText(url).catch(function () {});
    } catch (e) {}
    if (lengthBytesUTF8(url) >= cap)
      return 0;
    stringToUTF8(url, out, cap);
    return 1;
  },
  // The first reason the player's folder could not be kept in IndexedDB
  // (Module.pagodaStoreError, web_pre.js), or 0 while there is none.
  pagoda_web_store_error: function (out, cap) {
    if (Module.pagodaStoreError === null || Module.pagodaStoreError === undefined)
      return 0;
    stringToUTF8(Module.pagodaStoreError, out, cap);
    return 1;
  },
  // The size of the page (CSS pixels), which the canvas fills.
  pagoda_web_viewport: function (w, h) {
    HEAP32[w >> 2] = window.innerWidth | 0;
    HEAP32[h >> 2] = window.innerHeight | 0;
  },
  // (What SDL's own JavaScript, its audio, calls: Emscripten's SDL port would
  // bring them in, a SDL built from source does not.)
  pagoda_web_exit__deps: ['$autoResumeAudioContext', '$dynCall'],
  // The loop's last step ran: the status, and the files the address asked for.
  pagoda_web_exit: function (status) {
    if (Module.pagodaExit)
      Module.pagodaExit(status);
  },
});
