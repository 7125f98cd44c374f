// Pagoda in the browser: what the page does around the program (emcc --pre-js).
//  - the command line from the address: pagoda.html?game=mahjong&variant=tournament&seed=7
//    is `pagoda --game mahjong --variant tournament --seed 7`, ?daily the day's
//    Tournament deal (`pagoda --daily`); `threads=0` is the shell's (web_shell.html); `script` carries a
//    script's text (docs/SCRIPT.md), `dump` and `screenshot` name files in the
//    page's memory that window.pagodaResult returns once the program ends;
//  - the player's folder (SDL_GetPrefPath: /libsdl/Pagoda/pagoda) is an IndexedDB
//    store, read before main and written back after every replace (posix.c).
// Runs in the solver's threads too, where none of this applies.
if (typeof ENVIRONMENT_IS_PTHREAD === 'undefined' || !ENVIRONMENT_IS_PTHREAD) {
  var PAGODA_PREFS = '/libsdl/Pagoda/pagoda';
  var PAGODA_OPTIONS = ['game', 'variant', 'layout', 'tileset', 'seed', 'size', 'frames'];
  var PAGODA_FLAGS = ['headless', 'stats', 'fullscreen', 'windowed', 'daily'];
  var pagodaFiles = {};

  Module.pagodaLog = [];
  Module.print = function (text) { Module.pagodaLog.push(text); console.log(text); };
  // The start's steps (PAGODA_TRACE, always on here) go to the page's log,
  // and to the console only when the address asks (?trace): the first frame
  // is known to the page (Module.pagodaFirstFrame) on every load.
  Module.printErr = function (text) {
    Module.pagodaLog.push(text);
    var trace = text.lastIndexOf('trace ', 0) === 0;
    if (Module.pagodaFirstFrame === undefined && trace && / first frame presented$/.test(text))
      Module.pagodaFirstFrame = performance.now(); // ms since the page was asked for
    if (!trace || pagodaFiles.trace)
      console.warn(text);
  };

  Module.arguments = Module.arguments || [];
  if (typeof location !== 'undefined') {
    var query = new URLSearchParams(location.search);
    query.forEach(function (value, key) {
      if (PAGODA_OPTIONS.indexOf(key) >= 0) {
        Module.arguments.push('--' + key, value);
      } else if (PAGODA_FLAGS.indexOf(key) >= 0) {
        if (value !== '0' && value !== 'false')
          Module.arguments.push('--' + key);
      } else if (key === 'trace') { // the start's steps on the console too
        pagodaFiles.trace = true;
      } else if (key === 'script') {
        pagodaFiles.script = '/tmp/pagoda-script.txt';
        pagodaFiles.scriptText = value;
        Module.arguments.push('--script', pagodaFiles.script);
      } else if (key === 'dump' || key === 'screenshot') {
        pagodaFiles[key] = '/tmp/pagoda-' + key + (key === 'dump' ? '.json' : '.png');
        Module.arguments.push('--' + key, pagodaFiles[key]);
      }
    });
  }

  // The first reason the player's folder cannot be kept (the start's read, or a
  // copy to IndexedDB), for the game to say (platform_store_trouble, posix.c).
  Module.pagodaStoreError = null;
  function storeFailed(err) {
    if (Module.pagodaStoreError === null)
      Module.pagodaStoreError = String((err && err.message) || err);
  }

  // One copy to IndexedDB at a time; a replace during a copy asks for one more.
  var persist = { busy: false, again: false, done: 0, error: null };
  Module.pagodaPersist = function () {
    if (persist.busy) {
      persist.again = true;
      return;
    }
    persist.busy = true;
    FS.syncfs(false, function (err) {
      persist.busy = false;
      persist.done++;
      if (err) {
        persist.error = String(err);
        storeFailed(err);
        Module.printErr('pagoda: cannot keep your files in this browser: ' + err);
      }
      if (persist.again) {
        persist.again = false;
        Module.pagodaPersist();
      }
    });
  };
  // For tests: true once every write so far is in IndexedDB.
  Module.pagodaPersisted = function () { return !persist.busy && !persist.again; };

  Module.preRun = Module.preRun || [];
  Module.preRun.push(function () {
    ENV.PAGODA_TRACE = '1';
    if (pagodaFiles.script) {
      FS.mkdirTree('/tmp');
      FS.writeFile(pagodaFiles.script, pagodaFiles.scriptText);
    }
    FS.mkdirTree(PAGODA_PREFS);
    FS.mount(IDBFS, {}, PAGODA_PREFS);
    addRunDependency('pagoda-prefs');
    FS.syncfs(true, function (err) {
      if (err) { // the game goes on with an empty folder, and says why
        storeFailed(err);
        Module.printErr('pagoda: cannot read your files in this browser: ' + err);
      }
      removeRunDependency('pagoda-prefs');
    });
  });

  // The program ended (the loop's last step, posix.c): its status, and the
  // files the address asked for.
  Module.pagodaExit = function (status) {
    var result = { status: status, log: Module.pagodaLog };
    ['dump', 'screenshot'].forEach(function (key) {
      if (!pagodaFiles[key])
        return;
      try {
        if (key === 'dump') {
          result.dump = FS.readFile(pagodaFiles[key], { encoding: 'utf8' });
        } else {
          var bytes = FS.readFile(pagodaFiles[key]), text = '';
          for (var i = 0; i < bytes.length; i += 0x8000)
            text += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
          result.screenshot = btoa(text);
        }
      } catch (e) {
        result[key + 'Error'] = String(e);
      }
    });
    if (typeof window !== 'undefined')
      window.pagodaResult = result;
    Module.printErr('pagoda: exit ' + status);
  };
}
