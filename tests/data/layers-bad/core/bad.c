/* a fixture for core.layers_fail: core reaches into a game */
#include "core/games/mahjong/mahjong.h"
