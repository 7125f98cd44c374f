/* a fixture for core.layers_fail: the engine knows a scene */
#include "scenes/scenes.h"
