#pragma once
/* --dump FILE: the state of a run as JSON, written when it ends (engine/dump.c). */

#include <stdbool.h>

struct App;

/* Writes app->cfg.dump; false (said on standard error) if it cannot be written. */
bool app_write_dump(struct App *app);
