/* a fixture for core.layers_fail: one game includes another */
#include "games/beta/view.h"
