/* breaks the layers: platform is the bottom layer */
#include "core/board.h"
