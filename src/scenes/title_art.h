#pragma once
/* The title screen's art (title_art.c), drawn by the title scene. */

#include "engine/app.h"

/* A table of tiles, scattered and dimmed, over the background. */
void title_art_backdrop(App *app);
/* "Pagoda" with its emblem and the line under it, centred at the top. */
void title_art_logo(App *app);
/* A game's card picture when it has no thumbnail of its own: a fan of fives. */
void title_art_generic(App *app, SDL_Rect box);
/* Tournament's card picture: a flower, a season and a flower. */
void title_art_tournament(App *app, SDL_Rect box);
