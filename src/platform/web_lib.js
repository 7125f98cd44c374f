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
  // (What SDL's own JavaScript, its audio, calls: Emscripten's SDL port would
  // bring them in, a SDL built from source does not.)
  pagoda_web_exit__deps: ['$autoResumeAudioContext', '$dynCall'],
  // The loop's last step ran: the status, and the files the address asked for.
  pagoda_web_exit: function (status) {
    if (Module.pagodaExit)
      Module.pagodaExit(status);
  },
});
