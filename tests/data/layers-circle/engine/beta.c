#include "engine/beta_internal.h"
void beta_go(void) { alpha_go(); }
