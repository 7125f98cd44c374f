#pragma once
/* Input scripts for tests and demos (--script FILE). One command a line, run
 * after the first frame; commands between waits happen in the same tick:
 *
 *   # comment
 *   wait N            let N ticks (1/60 s) pass
 *   key SPEC...       press and release keys: Return, Escape, h, ctrl+z, shift+ctrl+z
 *   text STRING       type text into a field
 *   click X Y         left click at pixel X,Y (right: "rclick"; double: "dclick")
 *   click tile ID     left click on the face of tile ID ("dclick tile ID" too)
 *   move X Y          move the pointer
 *   wheel N           turn the mouse wheel N steps (up, away from the player: N > 0)
 *   pad BUTTON...     gamepad buttons: a b x y start back up down left right lb rb
 *   quit              close the window
 *
 * Injected events go through the same input translation as real ones. */

#include <stdbool.h>
#include <stddef.h>

#include "core/error.h"

struct App;
typedef struct Script Script;

Script *script_load(const char *path, Error *err);
/* The same from text (len bytes, need not end in NUL); source names it in messages.
 * NULL with "SOURCE:LINE: reason" when a line is malformed. */
Script *script_parse(const char *text, size_t len, const char *source, Error *err);
/* Number of commands (a key or pad line with several names counts each). */
int script_length(const Script *s);
void script_free(Script *s);
/* Runs the commands due at this tick. */
void script_tick(Script *s, struct App *app);
bool script_done(const Script *s);
